import { MailX } from '~/components/ui/icons.tsx'
import { ResultPanel } from '~/components/result-panel.tsx'
import { data, Form, Link, useNavigation } from 'react-router'
import { useSupportEmail } from '~/components/static-page.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { findSubscriberByToken, maskEmail, unsubscribe } from '~/domain/newsletter/unsubscribe.server.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/newsletter.unsubscribe'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: 'none' } satisfies PageHandle

export const meta: Route.MetaFunction = () => [{ title: 'Unsubscribe | Safest' }, { name: 'robots', content: 'noindex' }]

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders
}

const noStore = { 'Cache-Control': 'no-store' }
const PROBLEM_STATUS = { 'invalid-token': 400, 'not-found': 404 } as const

type View = { view: 'confirm'; email: string; token: string } | { view: 'done' } | { view: 'invalid-token' | 'not-found' }

/** GET /newsletter/unsubscribe?token=…: asks first, so link scanners cannot unsubscribe anyone. */
export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token')
  const found = await findSubscriberByToken(await database(), token)
  if (!found.found) return data<View>({ view: found.reason }, { status: PROBLEM_STATUS[found.reason], headers: noStore })
  if (found.status === 'unsubscribed') return data<View>({ view: 'done' }, { headers: noStore })
  return data<View>({ view: 'confirm', email: maskEmail(found.email), token: token! }, { headers: noStore })
}

/**
 * POST unsubscribes: the page's button, or a mail client's one-click request (RFC 8058: a POST to
 * the List-Unsubscribe URL with the token in the query and body List-Unsubscribe=One-Click).
 */
export async function action({ request, url }: Route.ActionArgs) {
  let token: FormDataEntryValue | null = url.searchParams.get('token')
  try {
    const form = await request.formData()
    token = form.get('token') ?? token
  } catch {
    // One-click clients may send no (or an unusual) body: the token in the URL is enough.
  }
  const result = await unsubscribe(await database(), token)
  if (result !== 'unsubscribed') return data<View>({ view: result }, { status: PROBLEM_STATUS[result], headers: noStore })
  return data<View>({ view: 'done' }, { headers: noStore })
}

const PROBLEM_COPY = {
  'invalid-token': {
    title: 'This unsubscribe link is not valid',
    body: 'The link looks incomplete. Open it straight from the e-mail, or copy the whole address into your browser.',
  },
  'not-found': {
    title: 'We could not find this subscription',
    body: 'This unsubscribe link is unknown or out of date, so there is nothing to unsubscribe. If you keep getting our e-mails, write to us and we will remove you:',
  },
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const supportEmail = useSupportEmail()
  const state: View = actionData ?? loaderData
  const busy = navigation.state === 'submitting'

  if (state.view === 'done') {
    return (
      <ResultPanel ok title="You have been unsubscribed">
        <p className="text-muted-foreground">You will not get any more Safest newsletter e-mails. Sorry to see you go.</p>
        <Link to="/#newsletter" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Changed your mind? Subscribe again
        </Link>
      </ResultPanel>
    )
  }
  if (state.view === 'confirm') {
    return (
      <ResultPanel icon={<MailX className="size-14 text-primary" aria-hidden />} title="Unsubscribe from Safest e-mails?">
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{state.email}</span> will stop receiving safety alerts and deal notices.
        </p>
        <Form method="post" className="flex flex-col items-center gap-3">
          <input type="hidden" name="token" value={state.token} />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </Form>
        <Link to="/" className="text-sm font-semibold text-primary underline underline-offset-4">
          Keep my subscription
        </Link>
      </ResultPanel>
    )
  }
  const copy = PROBLEM_COPY[state.view]
  return (
    <ResultPanel title={copy.title}>
      <p className="text-muted-foreground">
        {copy.body}
        {state.view === 'not-found' && (
          <>
            {' '}
            <a href={`mailto:${supportEmail}`} className="font-semibold text-primary underline underline-offset-4">
              {supportEmail}
            </a>
          </>
        )}
      </p>
      <Link to="/" className={buttonVariants({ size: 'lg' })}>
        Return to Home
      </Link>
    </ResultPanel>
  )
}
