import { ResultPanel } from '~/components/result-panel.tsx'
import { data, Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button.tsx'
import { requireUser, safeRedirectPath } from '~/domain/account/session.server.ts'
import { confirmEmailChange, requestAddressConfirmation } from '~/domain/account/update-account.server.ts'
import { resendConfirmationSchema } from '~/domain/account/model.ts'
import { notAForm } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { visitorLimit } from '~/lib/visitor-limit.server.ts'
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

/** POST /account/confirm-email: a signed-in member has their confirmation link sent again. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const form = await request.formData().catch(() => null)
  const back = safeRedirectPath(form?.get('returnTo')?.toString(), '/dashboard')
  return attempt(async () => {
    if (!form) throw notAForm()
    parseOrFail(resendConfirmationSchema, form)
    await visitorLimit(db, 'confirm-email', context.clientIp)
    const sent = await requestAddressConfirmation(db, user.id)
    return redirectWithToast(back, sent
      ? { type: 'success', title: 'Confirmation sent', description: `We sent a new confirmation link to ${user.email}.` }
      : { type: 'info', title: 'Already confirmed', description: 'Your e-mail is already confirmed.' })
  }, { request, back })
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
