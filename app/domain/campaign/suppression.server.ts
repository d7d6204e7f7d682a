import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'

export type SuppressionReason = 'bounce' | 'complaint' | 'unsubscribe'

/** Whether an address is on the suppression list (every campaign and digest send asks). */
export async function isSuppressed(db: DB, email: string): Promise<boolean> {
  const row = await db.selectFrom('email_suppressions').select('email').where('email', '=', email.trim().toLowerCase()).executeTakeFirst()
  return row !== undefined
}

/**
 * Puts an address on the suppression list (once; a complaint outranks a bounce) and stops what was
 * still due to it. Returns whether the address was new to the list.
 */
export async function suppressAddress(db: DB, email: string, reason: SuppressionReason, detail: string | null = null): Promise<boolean> {
  const address = email.trim().toLowerCase()
  const { rows } = await sql<{ inserted: boolean }>`
    insert into email_suppressions (email, reason, detail) values (${address}, ${reason}, ${detail})
    on conflict (email) do update set reason = case when excluded.reason = 'complaint' then 'complaint' else email_suppressions.reason end
    returning (xmax = 0) as inserted`.execute(db)
  await db.updateTable('campaign_recipients').set({ status: 'skipped' }).where(sql`lower(email)`, '=', address).where('status', 'in', ['queued', 'held']).execute()
  return rows[0]?.inserted ?? false
}
