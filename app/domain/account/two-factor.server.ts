import type { DB } from '~/lib/db.server.ts'
import { getAuth } from './auth.server.ts'
import { sessionHeaders } from './sign-up.server.ts'

/**
 * Two-factor sign-in with an authenticator app (TOTP) and recovery codes: Better Auth's twoFactor
 * plugin, called server-side from our own route actions (decision 005). The secret and the codes
 * are stored encrypted in "twoFactor"; user.twoFactorEnabled turns the challenge on.
 */

/** The page that asks for the second factor, coming back to `redirectTo` (already a safe path). */
export function twoFactorPath(redirectTo: string): string {
  return `/login/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`
}

const SIX_DIGITS = /^\d{6}$/

/** Step 1 (profile, current password): a new secret and recovery codes; nothing is on until step 2. */
export async function startTwoFactorSetup(
  db: DB,
  request: Request,
  password: string,
): Promise<{ ok: true; totpURI: string; secret: string; backupCodes: string[] } | { ok: false }> {
  const response = await getAuth(db).api.enableTwoFactor({ body: { password }, headers: request.headers, asResponse: true })
  if (!response.ok) return { ok: false }
  const body = (await response.json()) as { totpURI: string; backupCodes: string[] }
  const secret = new URL(body.totpURI).searchParams.get('secret') ?? ''
  return { ok: true, totpURI: body.totpURI, secret, backupCodes: body.backupCodes }
}

/** Step 2: a code from the app proves the setup; two-factor is then on (and the session renewed). */
export async function confirmTwoFactorSetup(db: DB, request: Request, code: string): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  if (!SIX_DIGITS.test(code)) return { ok: false }
  const response = await getAuth(db).api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true })
  if (!response.ok) return { ok: false }
  return { ok: true, headers: sessionHeaders(response) }
}

/** Turns two-factor off (current password); the secret and codes are deleted. */
export async function disableTwoFactor(db: DB, request: Request, password: string): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  const response = await getAuth(db).api.disableTwoFactor({ body: { password }, headers: request.headers, asResponse: true })
  if (!response.ok) return { ok: false }
  return { ok: true, headers: sessionHeaders(response) }
}

/**
 * The sign-in challenge (the cookie set by a sign-in whose password was right): a 6-digit code from
 * the app, or one of the recovery codes (each works once). Better Auth limits the attempts per
 * challenge (5) and locks the factor after repeated failures.
 */
export async function completeTwoFactorSignIn(
  db: DB,
  request: Request,
  code: string,
): Promise<{ ok: true; userId: string; headers: Headers } | { ok: false; reason: 'invalid-code' | 'expired' }> {
  const auth = getAuth(db)
  const cleaned = code.replace(/\s+/g, '')
  if (cleaned === '' || cleaned.length > 40) return { ok: false, reason: 'invalid-code' }
  const response = SIX_DIGITS.test(cleaned)
    ? await auth.api.verifyTOTP({ body: { code: cleaned }, headers: request.headers, asResponse: true })
    : await auth.api.verifyBackupCode({ body: { code: cleaned }, headers: request.headers, asResponse: true })
  const body = (await response.json().catch(() => ({}))) as { code?: string; user?: { id?: string } }
  if (response.ok) return { ok: true, userId: body.user?.id ?? '', headers: sessionHeaders(response) }
  return { ok: false, reason: body.code === 'INVALID_CODE' || body.code === 'INVALID_BACKUP_CODE' ? 'invalid-code' : 'expired' }
}

/** Whether an account has two-factor sign-in on. */
export async function hasTwoFactor(db: DB, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('twoFactorEnabled').where('id', '=', userId).executeTakeFirst()
  return row?.twoFactorEnabled === true
}
