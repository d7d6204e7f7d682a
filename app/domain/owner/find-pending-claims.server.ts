import type { DB } from '~/lib/db.server.ts'
import type { ClaimFacts } from './claim-standing.ts'

export interface PendingClaim extends ClaimFacts {
  id: string
  businessId: string
  businessName: string
  /** The business's page. */
  businessPath: string
  createdAt: string
}

/**
 * A member's claims still on their way, newest first: a code not yet entered (until it expires) or
 * documents and contested claims waiting for the admin. Another member's are never included.
 */
export async function findPendingClaims(db: DB, userId: string, options: { businessId?: string; now?: Date } = {}): Promise<PendingClaim[]> {
  const now = options.now ?? new Date()
  let query = db.selectFrom('business_claims')
    .innerJoin('businesses', 'businesses.id', 'business_claims.business_id')
    .innerJoin('cities', 'cities.id', 'businesses.city_id')
    .select([
      'business_claims.id', 'business_claims.method', 'business_claims.status', 'business_claims.contested', 'business_claims.address',
      'business_claims.documents', 'business_claims.note', 'business_claims.code_expires_at', 'business_claims.created_at',
      'businesses.id as businessId', 'businesses.name as businessName', 'businesses.slug', 'cities.slug as citySlug',
    ])
    .where('business_claims.user_id', '=', userId)
    .where((eb) => eb.or([eb('business_claims.status', '=', 'review'), eb.and([eb('business_claims.status', '=', 'code-sent'), eb('business_claims.code_expires_at', '>', now)])]))
  if (options.businessId) query = query.where('business_claims.business_id', '=', options.businessId)
  const rows = await query.orderBy('business_claims.created_at', 'desc').limit(20).execute()
  return rows.map((r) => ({
    id: r.id,
    method: r.method,
    status: r.status,
    contested: r.contested,
    address: r.address,
    documentNames: r.documents.map((d) => d.name),
    note: r.note,
    codeExpiresAt: r.code_expires_at ? new Date(r.code_expires_at).toISOString() : null,
    businessId: r.businessId,
    businessName: r.businessName,
    businessPath: `/city/${r.citySlug}/${r.slug}`,
    createdAt: new Date(r.created_at).toISOString(),
  }))
}
