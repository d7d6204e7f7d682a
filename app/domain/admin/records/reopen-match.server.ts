import type { DB } from '~/lib/db.server.ts'
import { inTransaction } from '~/lib/transaction.server.ts'
import { recordAudit } from '../record-audit.server.ts'

// Issue 35: a rejected match (the Public records tab's Reject, or a dispute's Detach) is put back
// among the matches to check, with the same candidate business and confidence. Neither a rejected
// nor a pending match counts in the score, so nothing is rescored; the admin's next decision is.

export async function reopenMatch(db: DB, admin: { email: string }, activityNr: string): Promise<'done' | 'not-rejected'> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('osha_inspections').select(['business_id', 'estab_name']).where('activity_nr', '=', activityNr)
      .where('match_status', '=', 'rejected').forUpdate().executeTakeFirst()
    // A rejected match whose business was deleted has no candidate left to check.
    if (!row?.business_id) return 'not-rejected'
    await trx.updateTable('osha_inspections').set({ match_status: 'pending', updated_at: new Date() }).where('activity_nr', '=', activityNr).execute()
    await recordAudit(trx, { actor: admin.email, action: 'records.reopen-match', entity: 'business', entityId: row.business_id, detail: { name: row.estab_name, activityNr } })
    return 'done'
  })
}
