import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'

/** Spec §7 "business_listings: select one by id" (for the editor); null for an unknown id. */
export async function findListing(db: DB, id: string) {
  if (!isUuid(id)) return null
  const row = await db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    type: row.category,
    description: row.description,
    rating: Number(row.rating),
    address: row.address,
    phone: row.phone,
    website: row.website,
    certifications: row.certifications,
    cityId: row.city_id,
    safetyScore: row.safety_score,
    email: row.email,
    badges: row.badges,
    status: row.status,
    auditedOn: row.audited_on,
    scoreComponents: row.score_components,
    badgeEvidence: row.badge_evidence ?? {},
  }
}
