import { redirect, useLoaderData } from 'react-router'
import { AuthPage } from '~/components/auth/auth-page.tsx'
import { AuthPanel } from '~/components/auth/auth-panel.tsx'
import { handleAuthForm } from '~/domain/account/handle-auth-form.server.ts'
import { getSessionUser, safeRedirectPath } from '~/domain/account/session.server.ts'
import { database } from '~/lib/db.server.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import type { Route } from './+types/login'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: 'none' } satisfies PageHandle

/** A 429's Retry-After reaches the visitor. */
export const headers = withActionHeaders

export const meta: Route.MetaFunction = () => [{ title: 'Login | Safest' }]

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'))
  if (await getSessionUser(await database(), request)) throw redirect(redirectTo)
  return { redirectTo }
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthForm(await database(), request, context.clientIp)
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>()
  return (
    <AuthPage back={{ to: '/', label: 'Return to Home' }} title="Login" intro="Sign in to reach your dashboard.">
      <AuthPanel redirectTo={redirectTo} />
    </AuthPage>
  )
}
