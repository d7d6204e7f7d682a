import { sql } from 'kysely'
import { publicScores } from '~/domain/directory/business-summary.ts'
import { currentAwardSql } from '~/domain/award/directory-badges.server.ts'
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
      'businesses.safety_score as safetyScore', 'businesses.audited_on as auditedOn', 'businesses.review_average as reviewAverage',
      'businesses.review_count as reviewCount', 'favorites.notify', 'favorites.created_at as createdAt',
      sql<string[]>`array(select c.name from awards a join badges c on c.id = a.badge_id where a.business_id = businesses.id and ${currentAwardSql()} order by c.name)`.as('currentAwards'),
    ])
    .orderBy('favorites.created_at', 'desc')
    .limit(200)
    .execute()
  return rows.map((r) => {
    const { safetyScore, rating } = publicScores(r.safetyScore, r.auditedOn, r.reviewAverage)
    return {
      id: r.id, name: r.name, category: r.category, cityName: r.cityName, href: `/city/${r.citySlug}/${r.slug}`,
      safetyScore, rating, reviewCount: r.reviewCount, currentAwards: r.currentAwards, notify: r.notify,
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
