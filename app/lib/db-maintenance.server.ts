import { sql } from 'kysely'
import type { DB } from './db.server.ts'

/**
 * The embedded PGlite is PostgreSQL in single-user mode: it runs no autovacuum. Without this its
 * planner has no statistics (it guesses one row per table) and every index-only scan visits the
 * heap, since nothing sets the visibility map; dead rows of updates are never reclaimed. The
 * server runs it at start and hourly; a PostgreSQL server does this itself.
 */
export async function vacuumEmbeddedDatabase(db: DB): Promise<void> {
  await sql`vacuum (analyze)`.execute(db)
}
