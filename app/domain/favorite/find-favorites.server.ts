import { cardFields, safetySummaryColumn } from '~/domain/safety-record/read-safety-record.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { SavedBusiness } from './model.ts'

/** A member's saved businesses, newest first (at most 200), with their score, rating and current awards. */
export async function findFavorites(db: DB, userId: string): Promise<SavedBusiness[]> {
  const rows = await db
    .selectFrom('favorites')
    .innerJoin('businesses', 'businesses.id', 'favorites.business_id')
    .innerJoin('cities', 'cities.id', 'businesses.city_id')
    .where('favorites.user_id', '=', userId)
    .where('businesses.status', '=', 'published')
    .select([
      'businesses.id', 'businesses.name', 'businesses.category', 'businesses.slug', 'cities.slug as citySlug', 'cities.name as cityName',
      safetySummaryColumn, 'favorites.notify', 'favorites.created_at as createdAt',
    ])
    .orderBy('favorites.created_at', 'desc')
    .limit(200)
    .execute()
  return rows.map((r) => {
    const { safetyScore, rating, reviewCount, currentBadges } = cardFields(r.safety)
    return {
      id: r.id, name: r.name, category: r.category, cityName: r.cityName, href: `/city/${r.citySlug}/${r.slug}`,
      safetyScore, rating, reviewCount, currentAwards: currentBadges, notify: r.notify,
      savedOn: new Date(r.createdAt).toISOString().slice(0, 10),
    }
  })
}

/** Which of these businesses the member has saved (for the Save buttons of a page); none for a visitor. */
export async function findSavedIds(db: DB, userId: string | null, businessIds: readonly string[]): Promise<string[]> {
  const ids = businessIds.filter(isUuid)
  if (!userId || ids.length === 0) return []
  const rows = await db.selectFrom('favorites').select('business_id').where('user_id', '=', userId).where('business_id', 'in', ids).execute()
  return rows.map((r) => r.business_id)
}
