import type { DB } from '~/lib/db.server.ts'

/** A published business as the claim page needs it (its owner too), or null. */
export async function findClaimableBusiness(db: DB, businessId: string) {
  const row = await db.selectFrom('businesses').innerJoin('cities', 'cities.id', 'businesses.city_id')
    .select(['businesses.id', 'businesses.name', 'businesses.email', 'businesses.website', 'businesses.owner_id as ownerId', 'businesses.slug', 'cities.slug as citySlug', 'cities.name as cityName'])
    .where('businesses.id', '=', businessId).where('businesses.status', '=', 'published').executeTakeFirst()
  return row ?? null
}
export type ClaimableBusiness = NonNullable<Awaited<ReturnType<typeof findClaimableBusiness>>>

