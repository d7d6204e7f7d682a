// npm run db:seed — runs the idempotent seed (each step once; safe to repeat).
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { migrateToLatest } from '../db/migrate.ts'
import { seedDatabase } from '../db/seed/index.ts'
import { openDatabase } from '../app/lib/db.server.ts'
import { getEnv } from '../app/lib/env.server.ts'

const env = getEnv()
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  await migrateToLatest(db)
  const ran = await seedDatabase(db)
  console.log(ran.length ? `Seeded: ${ran.join(', ')}` : 'Seed already applied')
} finally {
  await db.destroy()
}
