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
  const addressed = change.slug !== undefined || change.city_id !== undefined
  const before = addressed ? await trx.selectFrom('businesses').select(['slug', 'city_id']).where('id', '=', id).executeTakeFirst() : undefined
  const result = await trx.updateTable('businesses').set({ ...change, updated_at: new Date() }).where('id', '=', id)
    .$if(options.ownerId !== undefined, (qb) => qb.where('owner_id', '=', options.ownerId!))
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return false
  if (before) await keepOldUrl(trx, id, before, { slug: change.slug ?? before.slug, cityId: change.city_id === undefined ? before.city_id : change.city_id })
  await refreshSafetyRecords(trx, [id], { reason: options.reason ?? 'business changed' })
  await bumpContentVersion(trx)
  return true
}

/** A renamed or moved business's former address keeps leading to it; the address it takes now is no one's old one. */
async function keepOldUrl(trx: Kysely<Database>, id: string, before: { slug: string; city_id: number | null }, after: { slug: string; cityId: number | null }): Promise<void> {
  if (before.slug === after.slug && before.city_id === after.cityId) return
  if (after.cityId !== null) await trx.deleteFrom('business_old_urls').where('city_id', '=', after.cityId).where('slug', '=', after.slug).execute()
  if (before.city_id === null) return
  await trx.insertInto('business_old_urls').values({ city_id: before.city_id, slug: before.slug, business_id: id })
    .onConflict((oc) => oc.columns(['city_id', 'slug']).doUpdateSet({ business_id: id })).execute()
}
