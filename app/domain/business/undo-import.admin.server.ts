import { recordAudit } from '~/domain/audit-log/record-audit.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { BusinessValues } from '~/domain/business/model.ts'
import { deleteBusinesses } from './delete-businesses.server.ts'
import { updateBusiness } from './update-business.server.ts'

export type UndoImportResult =
  | { ok: true; removed: number; restored: number }
  | { ok: false; reason: 'not-found' | 'already-undone' }

const CHUNK = 1000

/**
 * "Undo import" on the Activity tab (decision 030): the businesses the batch created are removed
 * and those it updated get their values from before the import back (a business deleted since is
 * skipped). Once per batch; one transaction with its audit entry.
 */
export async function undoImport(db: DB, actor: { email: string }, batchId: string): Promise<UndoImportResult> {
  if (!isUuid(batchId)) return { ok: false, reason: 'not-found' }
  return db.transaction().execute(async (trx): Promise<UndoImportResult> => {
    const batch = await trx.selectFrom('import_batches').selectAll().where('id', '=', batchId).forUpdate().executeTakeFirst()
    if (!batch) return { ok: false, reason: 'not-found' }
    if (batch.undone_at) return { ok: false, reason: 'already-undone' }
    const items = await trx.selectFrom('import_batch_items').selectAll().where('batch_id', '=', batchId).execute()

    const createdIds = items.filter((i) => i.action === 'created').map((i) => i.business_id)
    let removed = 0
    for (let start = 0; start < createdIds.length; start += CHUNK) {
      removed += (await deleteBusinesses(trx, createdIds.slice(start, start + CHUNK))).length
    }
    let restored = 0
    for (const item of items.filter((i) => i.action === 'updated')) {
      const before = (typeof item.before === 'string' ? JSON.parse(item.before) : item.before) as BusinessValues
      const outcome = await updateBusiness(trx, item.business_id, before, { awards: 'sync', reason: 'CSV import undone' })
      if (outcome !== 'not-found') restored++
    }

    await trx.updateTable('import_batches').set({ undone_at: new Date(), undone_by: actor.email }).where('id', '=', batchId).execute()
    await recordAudit(trx, {
      actor: actor.email,
      action: 'business.import-undo',
      entity: 'business',
      entityId: batchId,
      detail: { batchId, file: batch.file_name, removed, restored },
    })
    return { ok: true, removed, restored }
  })
}
