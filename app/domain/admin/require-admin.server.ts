import { data, redirect } from 'react-router'
import { getSessionUser, type SessionUser } from '~/domain/account/session.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { ACCESS_DENIED_TITLE, ADMIN_NEEDS_2FA_MESSAGE, NO_PERMISSION_MESSAGE } from './access-messages.ts'


export interface AccessDenied {
  accessDenied: true
  message: string
}

/**
 * The admin guard, called by every admin loader and action (never only by a layout): returns the
 * admin, or throws the answer for anyone else, which changes nothing.
 * - `page`: a 403 the route's error boundary shows as Access Denied (the /admin dashboard).
 * - `redirect`: to /admin-login (the editors, spec §6); a signed-in member is told why.
 * - `api` (actions): a 403 with a JSON body.
 */
export async function requireAdmin(db: DB, request: Request, denied: 'page' | 'redirect' | 'api' = 'api'): Promise<SessionUser> {
  const user = await getSessionUser(db, request)
  if (user?.isAdmin && getEnv().ADMIN_REQUIRE_2FA && !user.twoFactorEnabled) {
    // ADMIN_REQUIRE_2FA=1: nothing in the admin area until the admin's account has two-factor sign-in.
    if (denied === 'api') throw data<AccessDenied>({ accessDenied: true, message: ADMIN_NEEDS_2FA_MESSAGE }, { status: 403, headers: { 'Cache-Control': 'no-store' } })
    throw await redirectWithToast('/dashboard/profile', { type: 'error', title: ACCESS_DENIED_TITLE, description: ADMIN_NEEDS_2FA_MESSAGE })
  }
  if (user?.isAdmin) return user
  if (denied === 'redirect') {
    if (!user) throw redirect('/admin-login')
    throw await redirectWithToast('/admin-login', { type: 'error', title: ACCESS_DENIED_TITLE, description: NO_PERMISSION_MESSAGE })
  }
  throw data<AccessDenied>({ accessDenied: true, message: NO_PERMISSION_MESSAGE }, { status: 403, headers: { 'Cache-Control': 'no-store' } })
}
