import type { DB } from '~/lib/db.server.ts'
import { getAuth } from './auth.server.ts'
import { sessionHeaders } from './sign-up.server.ts'

/** Changes the member's name (profiles.full_name, and the account's display name). */
export async function updateName(db: DB, userId: string, name: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('profiles').set({ full_name: name, updated_at: new Date() }).where('user_id', '=', userId).execute()
    await trx.updateTable('user').set({ name, updatedAt: new Date() }).where('id', '=', userId).execute()
  })
}

/** Changes the sign-in e-mail; refuses one that another account already uses. */
export async function updateEmail(db: DB, userId: string, email: string): Promise<'updated' | 'taken'> {
  const other = await db.selectFrom('user').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst()
  if (other) return 'taken'
  await db.updateTable('user').set({ email, emailVerified: false, updatedAt: new Date() }).where('id', '=', userId).execute()
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
