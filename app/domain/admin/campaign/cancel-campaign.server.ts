import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from '../record-audit.server.ts'

/** Stops a scheduled campaign before it starts (its job then finds nothing to do). */
export async function cancelCampaign(db: DB, actor: { email: string }, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('campaigns').set({ status: 'cancelled', updated_at: new Date() }).where('id', '=', id).where('status', 'in', ['draft', 'scheduled']).returning('subject').executeTakeFirst()
    if (!row) return false
    await recordAudit(trx, { actor: actor.email, action: 'campaign.cancel', entity: 'campaign', entityId: id, detail: { name: row.subject } })
    return true
  })
}
