// npm run db:seed — migrations, then the idempotent seed (each step once; safe to repeat). `npm start`
// runs the same step before serving (start.js).
// With the embedded database, stop the server first: PGlite allows one process at a time.
import { prepareDatabase } from '../db/seed/index.ts'
import { openDatabase } from '../app/lib/db.server.ts'
import { getEnv } from '../app/lib/env.server.ts'

const env = getEnv()
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  const ran = await prepareDatabase(db)
  console.log(ran.length ? `Seeded: ${ran.join(', ')}` : 'Seed already applied')
} finally {
  await db.destroy()
}
