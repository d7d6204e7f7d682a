import type { DB } from '~/lib/db.server.ts'
import { findBusinessPhotos } from './business-photos.server.ts'
import { HOURS_DAYS, type OpeningHours } from './model.ts'

/** What a business page shows of its ownership: verified or claimable, the owner's hours and photos. */
export async function findBusinessExtras(db: DB, businessId: string) {
  const row = await db.selectFrom('businesses').select(['owner_id', 'hours']).where('id', '=', businessId).executeTakeFirst()
  const stored = (typeof row?.hours === 'string' ? JSON.parse(row.hours) : row?.hours ?? {}) as OpeningHours
  const hours = HOURS_DAYS.filter((d) => stored[d]).map((d) => ({ day: d, text: stored[d]! }))
  return { claimed: Boolean(row?.owner_id), hours, photos: await findBusinessPhotos(db, businessId) }
}
export type BusinessExtras = Awaited<ReturnType<typeof findBusinessExtras>>
