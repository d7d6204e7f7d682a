import { ResultPanel } from '~/components/result-panel.tsx'
import { data, Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button.tsx'
import { confirmEmailChange } from '~/domain/account/update-account.server.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/account.confirm-email'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: 'none' } satisfies PageHandle

type Result = Awaited<ReturnType<typeof confirmEmailChange>>
const STATUS: Record<Result, number> = { changed: 200, confirmed: 200, invalid: 400, taken: 409 }

export const meta: Route.MetaFunction = () => [{ title: 'Confirm your new e-mail | Safest' }, { name: 'robots', content: 'noindex' }]

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

/** GET /account/confirm-email?token=…: the link sent to the new address of an e-mail change. */
export async function loader({ url }: Route.LoaderArgs) {
  const result = await confirmEmailChange(await database(), url.searchParams.get('token'))
  return data({ result }, { status: STATUS[result], headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } })
}

const COPY: Record<Result, { title: string; body: string }> = {
  changed: { title: 'Your e-mail was changed', body: 'From now on, sign in to Safest with this address. We let your previous address know.' },
  confirmed: { title: 'Your e-mail is confirmed', body: 'Thank you. You can now write reviews.' },
  invalid: {
    title: 'This confirmation link is not valid',
    body: 'It was already used, has expired (links work for 24 hours) or is incomplete. To change your e-mail, ask again from your profile.',
  },
  taken: { title: 'This e-mail cannot be used', body: 'Another account uses this address now. Your sign-in e-mail stays the same.' },
}

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const ok = loaderData.result === 'changed' || loaderData.result === 'confirmed'
  const copy = COPY[loaderData.result]
  return (
    <ResultPanel ok={ok} title={copy.title} result={loaderData.result}>
      <p className="text-muted-foreground">{copy.body}</p>
      <Link to="/dashboard/profile" className={buttonVariants({ size: 'lg' })}>
        Go to your profile
      </Link>
    </ResultPanel>
  )
}
