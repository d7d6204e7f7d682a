import { notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'

/** "My businesses": the businesses the member is the verified owner of, by name. */
export async function findOwnedBusinesses(db: DB, userId: string) {
  return db.selectFrom('businesses').leftJoin('cities', 'cities.id', 'businesses.city_id')
    .select(['businesses.id', 'businesses.name', 'businesses.category', 'businesses.address', 'businesses.slug', 'businesses.owner_since as ownerSince', 'cities.slug as citySlug', 'cities.name as cityName', 'cities.state'])
    .where('businesses.owner_id', '=', userId).orderBy('businesses.name').limit(200).execute()
}

/** One business the member owns, with what the owner's pages edit; null for anyone else's (a 404). */
export async function findOwnedBusiness(db: DB, userId: string, businessId: string) {
  const row = await db.selectFrom('businesses').leftJoin('cities', 'cities.id', 'businesses.city_id')
    .select(['businesses.id', 'businesses.name', 'businesses.category', 'businesses.address', 'businesses.description', 'businesses.phone', 'businesses.email',
      'businesses.website', 'businesses.hours', 'businesses.slug', 'cities.slug as citySlug'])
    .where('businesses.id', '=', businessId).where('businesses.owner_id', '=', userId).executeTakeFirst()
  if (!row) return null
  const pending = await db.selectFrom('business_change_requests').select(['after', 'created_at as createdAt'])
    .where('business_id', '=', businessId).where('status', '=', 'pending').orderBy('created_at', 'desc').executeTakeFirst()
  return { ...row, path: row.citySlug ? `/city/${row.citySlug}/${row.slug}` : null, pendingChange: pending ?? null }
}
export type OwnedBusiness = NonNullable<Awaited<ReturnType<typeof findOwnedBusiness>>>

/** The owner-only pages' guard: the business, or not-found (another member's business does not exist for them). */
export async function requireOwnedBusiness(db: DB, userId: string, businessId: string): Promise<OwnedBusiness> {
  const business = isUuid(businessId) ? await findOwnedBusiness(db, userId, businessId) : null
  if (!business) throw notFound('Business not found')
  return business
}
