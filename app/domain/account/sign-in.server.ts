import type { DB } from '~/lib/db.server.ts'
import { ensureProfile, getAuth } from './auth.server.ts'
import { sessionHeaders, type AuthResult } from './sign-up.server.ts'

/** The password was right and the account asks for its second factor (headers: the challenge cookie). */
export type SignInResult = AuthResult | { ok: false; reason: 'two-factor'; headers: Headers }

/** Signs in with e-mail and password. A wrong e-mail and a wrong password look the same. */
export async function signIn(db: DB, input: { email: string; password: string }, request: Request): Promise<SignInResult> {
  const response = await getAuth(db).api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) return { ok: false, reason: response.status === 401 ? 'invalid-credentials' : 'error' }
  const body = (await response.json().catch(() => ({}))) as { user?: { id: string }; twoFactorRedirect?: boolean }
  if (body.twoFactorRedirect) return { ok: false, reason: 'two-factor', headers: sessionHeaders(response) }
  if (body.user?.id) await ensureProfile(db, body.user.id) // a sign-up cut short by a crash
  return { ok: true, userId: body.user?.id ?? '', headers: sessionHeaders(response) }
}

/**
 * Checks an e-mail and password without starting a session. An unknown e-mail costs a hash too,
 * so the time taken does not tell whether the address has an account.
 */
export async function passwordMatches(db: DB, email: string, password: string): Promise<boolean> {
  const account = await db.selectFrom('user').innerJoin('account', 'account.userId', 'user.id').select('account.password')
    .where('user.email', '=', email.trim().toLowerCase()).where('account.providerId', '=', 'credential').executeTakeFirst()
  const hasher = (await getAuth(db).$context).password
  if (!account?.password) {
    await hasher.hash(password)
    return false
  }
  return hasher.verify({ hash: account.password, password })
}

/** Ends the session of a request; the returned headers clear the cookies. */
export async function signOut(db: DB, request: Request): Promise<{ ok: boolean; headers: Headers }> {
  try {
    const response = await getAuth(db).api.signOut({ headers: request.headers, asResponse: true })
    // Spec §8: sign-out ignores 401/403/404 (no session left to end is fine).
    return { ok: response.ok || [401, 403, 404].includes(response.status), headers: sessionHeaders(response) }
  } catch {
    return { ok: false, headers: new Headers() }
  }
}
