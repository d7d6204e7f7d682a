import { isAdminAccount } from '~/domain/account/admin-identity.server.ts'
import { signIn, type SignInResult } from '~/domain/account/sign-in.server.ts'
import type { DB } from '~/lib/db.server.ts'

/**
 * Admin Access sign-in (spec §6): any e-mail but the administrator's is refused before a password
 * is checked, so no member session is ever started from this page.
 */
export async function signInAdmin(
  db: DB,
  input: { email: string; password: string },
  request: Request,
): Promise<SignInResult | { ok: false; reason: 'not-admin' }> {
  const account = await db.selectFrom('user').select(['email', 'role']).where('email', '=', input.email.trim().toLowerCase()).executeTakeFirst()
  if (!isAdminAccount(account ?? { email: input.email })) return { ok: false, reason: 'not-admin' }
  return signIn(db, input, request)
}
