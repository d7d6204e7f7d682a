// npm run db:migrate — brings the configured database to the latest schema.
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { migrateToLatest } from '../db/migrate.ts'
import { openDatabase } from '../app/lib/db.server.ts'
import { getEnv } from '../app/lib/env.server.ts'

const env = getEnv()
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  const applied = await migrateToLatest(db)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date')
} finally {
  await db.destroy()
}
