import { seedDatabase } from '../db/seed/index.ts'
import { database } from '~/lib/db.server.ts'
import { describeError, isDatabaseUnavailable } from '~/lib/db-errors.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { log } from '~/lib/log.server.ts'

/**
 * The start's step before serving (start.js): migrations and the seed (db/seed, idempotent). The
 * seed is imported by the server entry only: no page's module graph holds it. A PostgreSQL server
 * that is down at boot does not stop the start (decision 006): pages answer 503 until it is back,
 * and the seed runs at the next start.
 */
export async function seedAppDatabase(): Promise<void> {
  try {
    const ran = await seedDatabase(await database())
    if (ran.length > 0) log('info', 'seeded', { steps: ran })
  } catch (error) {
    if (!getEnv().DATABASE_URL || !isDatabaseUnavailable(error)) throw error
    log('error', 'database unavailable at start; the seed runs at the next start', { error: describeError(error) })
  }
}
