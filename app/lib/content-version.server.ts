import { sql, type Kysely } from 'kysely'
import type { Database } from './db-schema.ts'

/**
 * The one invalidation hook: every write that changes what a public page shows calls this in
 * its transaction, so caches (every instance's) can tell their copies are stale.
 */
export async function bumpContentVersion(db: Kysely<Database>): Promise<void> {
  await db.updateTable('content_version').set({ version: sql`version + 1`, changed_at: new Date() }).where('id', '=', 1).execute()
}

/** The current content version (a number that only grows). */
export async function contentVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst()
  return Number(row?.version ?? 0)
}

const DAY_MS = 86_400_000

/**
 * The version caches compare (page cache, public data): the content version and
 * the UTC day. A badge stops counting the day after its expiry date (audit-dates.ts) with no write
 * to bump the content version, so every cached copy goes stale when the day changes. Only ever
 * compared for equality; it grows with either part until the year 2243.
 */
export function cacheVersion(version: number, now = Date.now()): number {
  return version * 100_000 + Math.floor(now / DAY_MS)
}
