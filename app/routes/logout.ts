import { redirect } from 'react-router'
import { safeRedirectPath } from '~/domain/account/session.server.ts'
import { signOut } from '~/domain/account/sign-in.server.ts'
import { database } from '~/lib/db.server.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import type { Route } from './+types/logout'

export function loader() {
  return redirect('/')
}

/** POST /logout: ends the session, then home with the spec's toast (§8). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.clone().formData().catch(() => null)
  // Admin pages sign out to /admin-login, the businesses dashboard to /login (spec §2, §6).
  const to = safeRedirectPath(String(form?.get('redirectTo') ?? ''), '/')
  const { ok, headers } = await signOut(await database(), request)
  if (!ok) {
    return redirectWithToast(
      to,
      { type: 'error', title: 'Error logging out', description: 'There was a problem logging out. Please try again.' },
      headers,
    )
  }
  return redirectWithToast(to, { type: 'success', title: 'Logged out successfully', description: 'You have been logged out of your account.' }, headers)
}
