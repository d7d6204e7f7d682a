import { recordAudit } from '~/domain/audit-log/record-audit.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { deleteBusinesses } from './delete-businesses.server.ts'

/** Admin delete (one row) or Delete Selected (several); returns the ids that were deleted. */
export async function removeBusinesses(db: DB, actor: { email: string }, ids: string[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const names = ids.length === 1 && isUuid(ids[0]) ? await trx.selectFrom('businesses').select('name').where('id', '=', ids[0]).execute() : []
    const deleted = await deleteBusinesses(trx, ids)
    if (deleted.length === 1 && ids.length === 1) {
      await recordAudit(trx, { actor: actor.email, action: 'business.delete', entity: 'business', entityId: deleted[0], detail: { name: names[0]?.name } })
    } else if (deleted.length > 0) {
      await recordAudit(trx, { actor: actor.email, action: 'business.bulk-delete', entity: 'business', detail: { count: deleted.length, ids: deleted.slice(0, 100) } })
    }
    return deleted
  })
}
