import { redirect } from 'react-router'
import { getSessionUser, type SessionUser } from '~/domain/account/session.server.ts'
import { AppError } from '~/lib/app-error.ts'
import { failure } from '~/lib/app-error.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'

// Spec §6/§8 access answers.
const ACCESS_DENIED_TITLE = 'Access Denied'
/** ADMIN_REQUIRE_2FA=1 and the admin's account has no two-factor sign-in yet. */
const ADMIN_NEEDS_2FA_MESSAGE = 'Turn on two-factor sign-in in your profile to use the admin area.'
const NO_PERMISSION_MESSAGE = "You don't have permission to access this area."

/** Refused: the 403 answer (failure: a Failure body, never stored). */
const forbidden = async (message: string) => failure(new AppError('forbidden', message))

/**
 * The admin guard, called by every admin loader and action (never only by a layout): returns the
 * admin, or throws the route's answer for anyone else, which changes nothing (a guard, like requireUser:
 * it answers for the route).
 * - `page`: a 403 the route's error boundary shows as Access Denied (the /admin dashboard).
 * - `redirect`: to /admin-login (the editors, spec §6); a signed-in member is told why.
 * - `api` (actions): a 403 with the Failure body.
 */
export async function requireAdmin(db: DB, request: Request, denied: 'page' | 'redirect' | 'api' = 'api'): Promise<SessionUser> {
  const user = await getSessionUser(db, request)
  if (user?.isAdmin && getEnv().ADMIN_REQUIRE_2FA && !user.twoFactorEnabled) {
    // ADMIN_REQUIRE_2FA=1: nothing in the admin area until the admin's account has two-factor sign-in.
    if (denied === 'api') throw await forbidden(ADMIN_NEEDS_2FA_MESSAGE)
    throw await redirectWithToast('/dashboard/profile', { type: 'error', title: ACCESS_DENIED_TITLE, description: ADMIN_NEEDS_2FA_MESSAGE })
  }
  if (user?.isAdmin) return user
  if (denied === 'redirect') {
    if (!user) throw redirect('/admin-login')
    throw await redirectWithToast('/admin-login', { type: 'error', title: ACCESS_DENIED_TITLE, description: NO_PERMISSION_MESSAGE })
  }
  throw await forbidden(NO_PERMISSION_MESSAGE)
}
