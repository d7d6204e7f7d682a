import type { DB } from '~/lib/db.server.ts'
import { sendEmail } from '../email/send-email.server.ts'
import { isAdminEmail } from './admin-identity.server.ts'
import { getAuth } from './auth.server.ts'
import { sessionHeaders } from './sign-up.server.ts'

/** Changes the member's name (profiles.full_name, and the account's display name). */
export async function updateName(db: DB, userId: string, name: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('profiles').set({ full_name: name, updated_at: new Date() }).where('user_id', '=', userId).execute()
    await trx.updateTable('user').set({ name, updatedAt: new Date() }).where('id', '=', userId).execute()
  })
}

/** Checks a member's current password against the stored hash (Better Auth's own hasher). */
export async function verifyCurrentPassword(db: DB, userId: string, password: string): Promise<boolean> {
  const account = await db.selectFrom('account').select('password')
    .where('userId', '=', userId).where('providerId', '=', 'credential').executeTakeFirst()
  if (!account?.password) return false
  const context = await getAuth(db).$context
  return context.password.verify({ hash: account.password, password })
}

/**
 * Changes the sign-in e-mail. Needs the current password (a stolen session alone cannot take the
 * account over), refuses an address another account uses, and tells the old address.
 */
export async function updateEmail(
  db: DB,
  userId: string,
  email: string,
  currentPassword: string,
): Promise<'updated' | 'unchanged' | 'taken' | 'wrong-password'> {
  if (!(await verifyCurrentPassword(db, userId, currentPassword))) return 'wrong-password'
  const user = await db.selectFrom('user').select(['email', 'name']).where('id', '=', userId).executeTakeFirstOrThrow()
  if (user.email === email) return 'unchanged'
  const other = await db.selectFrom('user').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst()
  // The admin's address is reserved: taking it would grant the admin area.
  if (other || isAdminEmail(email)) return 'taken'
  await db.updateTable('user').set({ email, emailVerified: false, updatedAt: new Date() }).where('id', '=', userId).execute()
  await sendEmail(db, {
    to: user.email,
    kind: 'email-changed',
    subject: 'Your Safest sign-in e-mail was changed',
    text: `Hi ${user.name},\n\nThe sign-in e-mail of your Safest account was changed to ${email}.\n\nIf you did not do this, reply to this message or contact support right away.\n\n— The Safest team`,
  })
  return 'updated'
}

/** Changes the password after checking the current one; other sessions are signed out. */
export async function updatePassword(
  db: DB,
  request: Request,
  currentPassword: string,
  newPassword: string,
): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  const response = await getAuth(db).api.changePassword({
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) return { ok: false }
  return { ok: true, headers: sessionHeaders(response) }
}
