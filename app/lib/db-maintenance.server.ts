import { sql } from 'kysely'
import { bumpContentVersion } from './content-version.server.ts'
import type { DB } from './db.server.ts'
import type { JobHandler } from './jobs/queue.server.ts'
import { pruneRateLimits } from './rate-limit.server.ts'

/**
 * The embedded PGlite is PostgreSQL in single-user mode: it runs no autovacuum. Without this its
 * planner has no statistics (it guesses one row per table) and every index-only scan visits the
 * heap, since nothing sets the visibility map; dead rows of updates are never reclaimed. The
 * server runs it at start and the `vacuum` job hourly; a PostgreSQL server does this itself.
 */
export async function vacuumEmbeddedDatabase(db: DB): Promise<void> {
  await sql`vacuum (analyze)`.execute(db)
}

/** The scheduled jobs (queues.ts gives their hours): vacuum on the embedded database only. */
export function maintenanceWorkers(db: DB, embedded: boolean): Record<string, JobHandler> {
  return {
    ...(embedded ? { vacuum: () => vacuumEmbeddedDatabase(db) } : {}),
    'prune-rate-limits': () => pruneRateLimits(db),
    // A badge stops counting the day after its expiry date, with no write: every cached copy of a
    // page must go stale at 00:00 UTC (public-data-cache.server.ts, the page cache).
    'new-day': () => bumpContentVersion(db),
  }
}
