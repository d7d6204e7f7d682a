import type { DB } from '~/lib/db.server.ts'

/** A published business as the claim page needs it (its owner too), or null. */
export async function findClaimableBusiness(db: DB, businessId: string) {
  const row = await db.selectFrom('businesses').innerJoin('cities', 'cities.id', 'businesses.city_id')
    .select(['businesses.id', 'businesses.name', 'businesses.email', 'businesses.website', 'businesses.owner_id as ownerId', 'businesses.slug', 'cities.slug as citySlug', 'cities.name as cityName'])
    .where('businesses.id', '=', businessId).where('businesses.status', '=', 'published').executeTakeFirst()
  return row ?? null
}
export type ClaimableBusiness = NonNullable<Awaited<ReturnType<typeof findClaimableBusiness>>>

/** The member's claims on a business still waiting: a code to enter, or the admin's review. */
export async function findOpenClaims(db: DB, userId: string, businessId: string) {
  return db.selectFrom('business_claims').select(['id', 'method', 'address', 'status', 'contested', 'created_at as createdAt'])
    .where('user_id', '=', userId).where('business_id', '=', businessId).where('status', 'in', ['code-sent', 'review'])
    .where((eb) => eb.or([eb('status', '=', 'review'), eb('code_expires_at', '>', new Date())]))
    .orderBy('created_at', 'desc').limit(5).execute()
}
