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
