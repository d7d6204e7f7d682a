import type { DB } from '~/lib/db.server.ts'

/**
 * The current path of the published business that was once at /city/{citySlug}/{slug} (renamed,
 * or moved to another city), or null.
 */
export async function findMovedBusinessPath(db: DB, citySlug: string, slug: string): Promise<string | null> {
  const row = await db.selectFrom('business_old_urls')
    .innerJoin('cities as old_city', 'old_city.id', 'business_old_urls.city_id')
    .innerJoin('businesses', 'businesses.id', 'business_old_urls.business_id')
    .innerJoin('cities', 'cities.id', 'businesses.city_id')
    .select(['cities.slug as citySlug', 'businesses.slug'])
    .where('old_city.slug', '=', citySlug).where('business_old_urls.slug', '=', slug).where('businesses.status', '=', 'published')
    .executeTakeFirst()
  return row ? `/city/${row.citySlug}/${row.slug}` : null
}
