import { conflict } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

const TOO_LATE = 'This campaign can no longer be cancelled'

/** Stops a scheduled campaign before it starts (its job then finds nothing to do); a conflict once it has started. */
export async function cancelCampaign(db: DB, actor: { email: string }, id: string): Promise<void> {
  if (!isUuid(id)) throw conflict(TOO_LATE)
  await db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('campaigns').set({ status: 'cancelled', updated_at: new Date() }).where('id', '=', id).where('status', 'in', ['draft', 'scheduled']).returning('subject').executeTakeFirst()
    if (!row) throw conflict(TOO_LATE)
    await recordAudit(trx, { actor: actor.email, action: 'campaign.cancel', entity: 'campaign', entityId: id, detail: { name: row.subject } })
  })
}
