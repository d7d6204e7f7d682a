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
  /** Two-factor sign-in (TOTP) is on for this account. */
  twoFactorEnabled?: boolean
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Session lifetimes: a session ends `absoluteMs` after sign-in however active,
 * or after `idleMs` without a request. Better Auth keeps expiresAt = sign-in + 30 days (refresh is
 * off, see auth.server.ts); the idle clock is session.updatedAt, touched here at most once per
 * `touchMs` (so idle is enforced to within that). The admin's are shorter.
 */
export const SESSION_LIMITS = {
  member: { absoluteMs: 30 * DAY, idleMs: 7 * DAY, touchMs: HOUR },
  admin: { absoluteMs: 12 * HOUR, idleMs: 30 * MINUTE, touchMs: MINUTE },
} as const

/** The signed-in user of a request, or null. Anonymous requests (no cookie) cost no query. */
export async function getSessionUser(db: DB, request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get('cookie') ?? ''
  if (!cookie.includes('session_token')) return null
  const session = await getAuth(db).api.getSession({ headers: request.headers })
  if (!session) return null
  const profile = await db.selectFrom('user').leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select(['profiles.full_name', 'profiles.subscription_level', 'user.role'])
    .where('user.id', '=', session.user.id).executeTakeFirst()
  const isAdmin = isAdminAccount({ email: session.user.email, role: profile?.role })
  const limits = SESSION_LIMITS[isAdmin ? 'admin' : 'member']
  const now = Date.now()
  const signedInAt = new Date(session.session.createdAt).getTime()
  const lastSeenAt = new Date(session.session.updatedAt).getTime()
  if (now - signedInAt > limits.absoluteMs || now - lastSeenAt > limits.idleMs) {
    // Over its lifetime or idle for too long: the session ends here (the next request is anonymous).
    await db.deleteFrom('session').where('id', '=', session.session.id).execute()
    return null
  }
  if (now - lastSeenAt > limits.touchMs) {
    await db.updateTable('session').set({ updatedAt: new Date(now) }).where('id', '=', session.session.id).execute()
  }
  return {
    id: session.user.id,
    name: profile?.full_name || session.user.name,
    email: session.user.email,
    subscriptionLevel: profile?.subscription_level ?? 'free',
    isAdmin,
    twoFactorEnabled: (session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
  }
}

/**
 * A path of this site to return to after signing in; anything else falls back to /dashboard.
 * The target is normalised the way a browser would (dot segments, percent-encoded dots,
 * backslashes) and refused when the result could leave the site: `//host`, `/\\host`, a scheme,
 * control characters. Every redirect taken from input goes through here.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = '/dashboard'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return fallback
  // eslint-disable-next-line no-control-regex
  if (!target.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(target)) return fallback
  let decodedPath: string
  try {
    // Percent-encoded slashes, backslashes and dots could turn into `//` after one more decode.
    decodedPath = decodeURIComponent(target.split(/[?#]/, 1)[0]!)
  } catch {
    return fallback
  }
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(decodedPath) || decodedPath.startsWith('//')) return fallback
  try {
    const base = 'http://safest.invalid'
    const url = new URL(target, base)
    if (url.origin !== base) return fallback
    const path = `${url.pathname}${url.search}${url.hash}`
    // `/.//evil.example` and `/x/..//evil.example` normalise to `//evil.example`: protocol-relative.
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback
    // The normalised path must itself be stable and same-site once decoded.
    const again = new URL(path, base)
    if (again.origin !== base || decodeURIComponent(again.pathname).startsWith('//')) return fallback
    return path
  } catch {
    return fallback
  }
}

/**
 * Loader/action guard: the signed-in user, or a redirect to /login that comes back here. `url` is
 * the loader's normalised URL (React Router's `url` argument): `request.url` of a client-side
 * navigation ends in `.data` (future.v8_passThroughRequests).
 */
export async function requireUser(db: DB, request: Request, url: URL): Promise<SessionUser> {
  const user = await getSessionUser(db, request)
  if (user) return user
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
}
