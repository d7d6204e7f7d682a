import type { DB } from '~/lib/db.server.ts'

/**
 * The Claims tab: claims waiting for the admin (documents, and any claim on an owned business, with
 * both sides: the claimant and the current owner), and the owners' pending change requests.
 */
export async function findClaimQueue(db: DB) {
  const claims = await db.selectFrom('business_claims')
    .innerJoin('businesses', 'businesses.id', 'business_claims.business_id')
    .innerJoin('user as claimant', 'claimant.id', 'business_claims.user_id')
    .leftJoin('user as owner', 'owner.id', 'businesses.owner_id')
    .select(['business_claims.id', 'business_claims.method', 'business_claims.address', 'business_claims.note', 'business_claims.documents', 'business_claims.contested',
      'business_claims.created_at as createdAt', 'businesses.id as businessId', 'businesses.name as businessName', 'businesses.email as businessEmail',
      'businesses.website as businessWebsite', 'claimant.email as claimantEmail', 'claimant.name as claimantName', 'owner.email as ownerEmail', 'businesses.owner_since as ownerSince'])
    .where('business_claims.status', '=', 'review').orderBy('business_claims.created_at').limit(100).execute()
  const changes = await db.selectFrom('business_change_requests')
    .innerJoin('businesses', 'businesses.id', 'business_change_requests.business_id')
    .innerJoin('user', 'user.id', 'business_change_requests.user_id')
    .select(['business_change_requests.id', 'business_change_requests.before', 'business_change_requests.after', 'business_change_requests.created_at as createdAt',
      'businesses.name as businessName', 'user.email as ownerEmail'])
    .where('business_change_requests.status', '=', 'pending').orderBy('business_change_requests.created_at').limit(100).execute()
  return { claims, changes }
}
export type ClaimQueue = Awaited<ReturnType<typeof findClaimQueue>>

/** One document of a claim, or null. */
export async function findClaimDocument(db: DB, claimId: string, docId: string) {
  const row = await db.selectFrom('business_claims').select('documents').where('id', '=', claimId).executeTakeFirst()
  const docs = typeof row?.documents === 'string' ? (JSON.parse(row.documents) as typeof row.documents) : row?.documents ?? []
  return docs.find((d) => d.id === docId) ?? null
}
