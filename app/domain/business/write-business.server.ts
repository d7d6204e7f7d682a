import type { Kysely, Updateable } from 'kysely'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { BusinessesTable, Database } from '~/lib/db-schema.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'

/** What a write may set: the business's own columns. Its safety record and what follows from it are derived, never written. */
export type BusinessChange = Omit<Updateable<BusinessesTable>, 'id' | 'safety_record' | 'safety_record_changes_on' | 'badges' | 'scored' | 'review_count' | 'review_average' | 'updated_at' | 'created_at'>

/**
 * The one write of a stored business: the admin's edit and CSV import (updateBusiness), an owner's
 * edit, a claim's approval and a review-fraud flag all change a business here. In the caller's
 * transaction: the row, its safety record derived again, the content version. With `ownerId`, only
 * that owner's business changes. Returns whether a row changed.
 */
export async function changeBusiness(trx: Kysely<Database>, id: string, change: BusinessChange, options: { ownerId?: string; reason?: string } = {}): Promise<boolean> {
  const result = await trx.updateTable('businesses').set({ ...change, updated_at: new Date() }).where('id', '=', id)
    .$if(options.ownerId !== undefined, (qb) => qb.where('owner_id', '=', options.ownerId!))
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return false
  await refreshSafetyRecords(trx, [id], { reason: options.reason ?? 'business changed' })
  await bumpContentVersion(trx)
  return true
}
