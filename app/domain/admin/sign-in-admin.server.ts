import { isAdminAccount } from '~/domain/account/admin-identity.server.ts'
import { passwordMatches, signIn, type SignInResult } from '~/domain/account/sign-in.server.ts'
import type { DB } from '~/lib/db.server.ts'

/** Spec §6: what a member's right password at Admin Access is answered with. */
export const ADMIN_ONLY_MESSAGE = 'Only administrators can log in here.'

/**
 * Admin Access sign-in (spec §6). Only the administrator's account gets a session here. Any other
 * account is refused with Access Denied once its password is shown right (checked without a
 * session); a wrong password is "invalid credentials" whatever the address, so the answer never
 * tells a stranger which address is the administrator's (decision 022).
 */
export async function signInAdmin(
  db: DB,
  input: { email: string; password: string },
  request: Request,
): Promise<SignInResult | { ok: false; reason: 'not-admin' }> {
  const account = await db.selectFrom('user').select(['email', 'role']).where('email', '=', input.email.trim().toLowerCase()).executeTakeFirst()
  if (isAdminAccount(account ?? { email: input.email })) return signIn(db, input, request)
  return (await passwordMatches(db, input.email, input.password)) ? { ok: false, reason: 'not-admin' } : { ok: false, reason: 'invalid-credentials' }
}
