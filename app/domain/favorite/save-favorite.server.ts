import { notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { FAVORITE_MESSAGES } from './model.ts'

/** Saves a published business for a member (again: nothing changes). Not-found when there is no such business. */
export async function saveFavorite(db: DB, userId: string, businessId: string): Promise<void> {
  const business = isUuid(businessId)
    ? await db.selectFrom('businesses').select('id').where('id', '=', businessId).where('status', '=', 'published').executeTakeFirst()
    : undefined
  if (!business) throw notFound(FAVORITE_MESSAGES.notFound)
  await db.insertInto('favorites').values({ user_id: userId, business_id: businessId }).onConflict((oc) => oc.columns(['user_id', 'business_id']).doNothing()).execute()
}

/** Takes a business off the member's saved list (their own row only). False when it was not saved. */
export async function removeFavorite(db: DB, userId: string, businessId: string): Promise<boolean> {
  if (!isUuid(businessId)) return false
  const result = await db.deleteFrom('favorites').where('user_id', '=', userId).where('business_id', '=', businessId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Turns the change e-mails of one saved business on or off (the member's own row only). Not-found when it is not saved. */
export async function setFavoriteNotify(db: DB, userId: string, businessId: string, notify: boolean): Promise<void> {
  const result = isUuid(businessId) ? await db.updateTable('favorites').set({ notify }).where('user_id', '=', userId).where('business_id', '=', businessId).executeTakeFirst() : undefined
  if (!result || Number(result.numUpdatedRows) === 0) throw notFound(FAVORITE_MESSAGES.notSaved)
}
