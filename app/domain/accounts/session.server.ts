import { redirect } from 'react-router'
import type { DB } from '~/lib/db.server.ts'
import { isAdminAccount } from './admin-identity.server.ts'
import { getAuth } from './auth.server.ts'

export interface SessionUser {
  id: string
  name: string
  email: string
  subscriptionLevel: 'free' | 'premium'
  /** Spec §6: the administrator (ADMIN_EMAIL, or the admin role). */
  isAdmin: boolean
}

/** The signed-in user of a request, or null. Anonymous requests (no cookie) cost no query. */
export async function getSessionUser(db: DB, request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get('cookie') ?? ''
  if (!cookie.includes('session_token')) return null
  const session = await getAuth(db).api.getSession({ headers: request.headers })
  if (!session) return null
  const profile = await db.selectFrom('user').leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select(['profiles.full_name', 'profiles.subscription_level', 'user.role'])
    .where('user.id', '=', session.user.id).executeTakeFirst()
  return {
    id: session.user.id,
    name: profile?.full_name || session.user.name,
    email: session.user.email,
    subscriptionLevel: profile?.subscription_level ?? 'free',
    isAdmin: isAdminAccount({ email: session.user.email, role: profile?.role }),
  }
}

/** A path of this site to return to after signing in; anything else falls back to /dashboard. */
export function safeRedirectPath(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  try {
    const url = new URL(target, 'http://safest.invalid')
    if (url.origin !== 'http://safest.invalid') return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

/** Loader/action guard: the signed-in user, or a redirect to /login that comes back here. */
export async function requireUser(db: DB, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(db, request)
  if (user) return user
  const url = new URL(request.url)
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
}
