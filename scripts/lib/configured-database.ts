import { openDatabase, type DB } from '../../app/lib/db.server.ts'
import { getEnv } from '../../app/lib/env.server.ts'

/**
 * Runs `work` on the database the environment names (DATABASE_URL, else PGlite in DATA_DIR) and
 * closes it after. With the embedded database, stop the server first: PGlite allows one process at a time.
 */
export async function withConfiguredDatabase<T>(work: (db: DB) => Promise<T>): Promise<T> {
  const env = getEnv()
  const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    return await work(db)
  } finally {
    await db.destroy()
  }
}
