import { ResultPanel } from '~/components/result-panel.tsx'
import { data, Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button.tsx'
import { confirmSubscription, type ConfirmResult } from '~/domain/newsletter/confirm-subscription.server.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/newsletter.confirm'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: 'none' } satisfies PageHandle

const STATUS: Record<ConfirmResult, number> = {
  confirmed: 200,
  'already-confirmed': 200,
  unsubscribed: 410,
  'invalid-token': 400,
  'not-found': 404,
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data && STATUS[data.result] === 200 ? "You're subscribed" : 'Newsletter confirmation'} | Safest` },
  { name: 'robots', content: 'noindex' },
]

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

/** GET /newsletter/confirm?token=…: the double opt-in link from the confirmation e-mail. */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token')
  const result = await confirmSubscription(await database(), token)
  return data({ result }, { status: STATUS[result], headers: { 'Cache-Control': 'no-store' } })
}

const COPY: Record<ConfirmResult, { title: string; body: string }> = {
  confirmed: {
    title: "You're subscribed",
    body: 'Thanks for confirming. Safety alerts and deal notices will arrive in your inbox, and every e-mail has a one-click unsubscribe link.',
  },
  'already-confirmed': {
    title: "You're subscribed",
    body: 'Your subscription was already confirmed. Safety alerts and deal notices will keep arriving in your inbox.',
  },
  unsubscribed: {
    title: 'This link is no longer active',
    body: 'This address has been unsubscribed since the link was sent. To get our e-mails again, subscribe on the home page.',
  },
  'invalid-token': {
    title: 'This confirmation link is not valid',
    body: 'The link looks incomplete. Open it straight from the e-mail, or copy the whole address into your browser.',
  },
  'not-found': {
    title: 'We could not find this subscription',
    body: 'The confirmation link is unknown or out of date. Subscribe again on the home page and we will send you a new one.',
  },
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const ok = STATUS[loaderData.result] === 200
  const copy = COPY[loaderData.result]
  return (
    <ResultPanel ok={ok} title={copy.title} result={loaderData.result}>
      <p className="text-muted-foreground">{copy.body}</p>
      <Link to={ok ? '/' : '/#newsletter'} className={buttonVariants({ size: 'lg' })}>
        {ok ? 'Return to Home' : 'Subscribe again'}
      </Link>
    </ResultPanel>
  )
}
