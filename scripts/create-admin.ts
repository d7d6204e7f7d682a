// npm run admin:create -- --email admin@example.com --password '…' [--name 'Site Admin']
// Creates the administrator account (or gives an existing account the admin role).
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { parseArgs } from 'node:util'
import { createAdminAccount } from '../app/domain/admin/create-admin-account.server.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { openDatabase } from '../app/lib/db.server.ts'
import { getEnv } from '../app/lib/env.server.ts'

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } })
if (!values.email || !values.password) {
  console.error('Usage: npm run admin:create -- --email admin@example.com --password "a long password" [--name "Site Admin"]')
  process.exit(2)
}
const env = getEnv()
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  await migrateToLatest(db)
  const outcome = await createAdminAccount(db, { email: values.email, password: values.password, name: values.name })
  console.log(outcome === 'created' ? `Admin account created for ${values.email}` : `${values.email} already had an account: it now has the admin role (password unchanged)`)
  if (!env.ADMIN_EMAIL || env.ADMIN_EMAIL.toLowerCase() !== values.email.toLowerCase()) {
    console.log('Tip: set ADMIN_EMAIL to this address too, so public sign-up can never take it.')
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await db.destroy()
}
