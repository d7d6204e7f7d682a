import { getAuth } from '~/domain/account/auth.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { log } from '~/lib/log.server.ts'

/**
 * Creates the administrator's account (ADMIN_EMAIL + ADMIN_PASSWORD on start, or
 * `npm run admin:create`), with the admin role. An existing account with that e-mail is given
 * the role and keeps its password. Returns what happened.
 */
export async function createAdminAccount(db: DB, input: { email: string; password: string; name?: string }): Promise<'created' | 'exists'> {
  const email = input.email.trim().toLowerCase()
  const existing = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()
  if (existing) {
    await db.updateTable('user').set({ role: 'admin', updatedAt: new Date() }).where('id', '=', existing.id).execute()
    return 'exists'
  }
  if (input.password.length < 12) throw new Error('The admin password must be at least 12 characters')
  const result = await getAuth(db).api.signUpEmail({ body: { name: input.name ?? 'Administrator', email, password: input.password } })
  await db.updateTable('user').set({ role: 'admin', emailVerified: true, updatedAt: new Date() }).where('id', '=', result.user.id).execute()
  return 'created'
}

/** On start: ADMIN_EMAIL + ADMIN_PASSWORD create the admin account when it does not exist yet. */
export async function ensureAdminAccount(db: DB): Promise<'created' | 'exists' | 'not-configured'> {
  const env = getEnv()
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return 'not-configured'
  const existing = await db.selectFrom('user').select('id').where('email', '=', env.ADMIN_EMAIL.toLowerCase()).executeTakeFirst()
  if (existing) return 'exists'
  await createAdminAccount(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })
  log('info', 'admin account created', { email: env.ADMIN_EMAIL })
  return 'created'
}
