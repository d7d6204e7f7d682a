import { createHash, randomBytes } from 'node:crypto'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
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

/** How long the confirmation link of an e-mail change works. */
export const EMAIL_CHANGE_HOURS = 24

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Asks to change the sign-in e-mail. Needs the current password (a stolen session alone cannot take
 * the account over) and refuses an address another account uses. Nothing changes yet: a link goes to
 * the new address, and the change takes effect when it is opened (confirmEmailChange). A new request
 * replaces the pending one.
 */
export async function updateEmail(
  db: DB,
  userId: string,
  email: string,
  currentPassword: string,
): Promise<'pending' | 'unchanged' | 'taken' | 'wrong-password'> {
  if (!(await verifyCurrentPassword(db, userId, currentPassword))) return 'wrong-password'
  const user = await db.selectFrom('user').select(['email', 'name']).where('id', '=', userId).executeTakeFirstOrThrow()
  if (user.email === email) {
    await db.deleteFrom('email_changes').where('user_id', '=', userId).execute()
    return 'unchanged'
  }
  if (await emailTaken(db, userId, email)) return 'taken'
  const token = randomBytes(32).toString('base64url')
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('email_changes').where('user_id', '=', userId).execute()
    await trx.insertInto('email_changes').values({
      token_hash: hashToken(token),
      user_id: userId,
      new_email: email,
      expires_at: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000),
    }).execute()
  })
  const link = `${getEnv().SITE_URL}/account/confirm-email?token=${encodeURIComponent(token)}`
  await sendEmail(db, {
    to: email,
    kind: 'email-change-confirm',
    subject: 'Confirm your new Safest sign-in e-mail',
    text: `Hi ${user.name},\n\nSomeone (hopefully you) asked to use this address to sign in to Safest instead of ${user.email}.\n\nConfirm the change here (the link works once and expires in ${EMAIL_CHANGE_HOURS} hours):\n${link}\n\nUntil you open it, nothing changes. If you didn't ask for this, you can ignore this e-mail.\n\n— The Safest team`,
  })
  return 'pending'
}

/**
 * Confirms the member's current address (reviews need a confirmed e-mail): the same
 * one-time link as an e-mail change, to the address itself (sent at sign-up, and again on request:
 * the new link replaces the earlier one). False when it is already confirmed.
 */
export async function requestAddressConfirmation(db: DB, userId: string): Promise<boolean> {
  const user = await db.selectFrom('user').select(['email', 'name', 'emailVerified']).where('id', '=', userId).executeTakeFirstOrThrow()
  if (user.emailVerified) return false
  const token = randomBytes(32).toString('base64url')
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('email_changes').where('user_id', '=', userId).execute()
    await trx.insertInto('email_changes').values({ token_hash: hashToken(token), user_id: userId, new_email: user.email, expires_at: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000) }).execute()
  })
  const link = `${getEnv().SITE_URL}/account/confirm-email?token=${encodeURIComponent(token)}`
  await sendEmail(db, {
    to: user.email,
    kind: 'email-confirm',
    subject: 'Confirm your Safest e-mail address',
    text: `Hi ${user.name},\n\nConfirm this address to write reviews on Safest (the link works once and expires in ${EMAIL_CHANGE_HOURS} hours):\n${link}\n\nIf you didn't ask for this, you can ignore this e-mail.\n\n— The Safest team`,
  })
  return true
}

/** Another account uses the address, or it is the admin's (reserved: taking it would grant the admin area). */
async function emailTaken(db: DB, userId: string, email: string): Promise<boolean> {
  const other = await db.selectFrom('user').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst()
  return Boolean(other) || isAdminEmail(email)
}

/**
 * The link from the new address: the change takes effect (the address counts as verified) and the
 * old address is told. The token works once; 'invalid' for an unknown, used or expired one.
 */
export async function confirmEmailChange(db: DB, token: string | null): Promise<'changed' | 'confirmed' | 'invalid' | 'taken'> {
  if (!token || token.length > 200) return 'invalid'
  const result = await db.transaction().execute(async (trx) => {
    const change = await trx.deleteFrom('email_changes').where('token_hash', '=', hashToken(token))
      .returning(['user_id', 'new_email', 'expires_at']).executeTakeFirst()
    if (!change || new Date(change.expires_at).getTime() < Date.now()) return { outcome: 'invalid' as const }
    if (await emailTaken(trx, change.user_id, change.new_email)) return { outcome: 'taken' as const }
    const user = await trx.selectFrom('user').select(['email', 'name']).where('id', '=', change.user_id).forUpdate().executeTakeFirstOrThrow()
    await trx.updateTable('user').set({ email: change.new_email, emailVerified: true, updatedAt: new Date() }).where('id', '=', change.user_id).execute()
    // The same address (requestAddressConfirmation): only confirmed, nothing to tell.
    if (user.email === change.new_email) return { outcome: 'confirmed' as const }
    return { outcome: 'changed' as const, old: user, email: change.new_email }
  })
  if (result.outcome !== 'changed') return result.outcome
  await sendEmail(db, {
    to: result.old.email,
    kind: 'email-changed',
    subject: 'Your Safest sign-in e-mail was changed',
    text: `Hi ${result.old.name},\n\nThe sign-in e-mail of your Safest account was changed to ${result.email}.\n\nIf you did not do this, reply to this message or contact support right away.\n\n— The Safest team`,
  })
  return 'changed'
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
