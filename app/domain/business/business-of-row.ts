import type { Selectable } from 'kysely'
import type { BusinessesTable } from '~/lib/db-schema.ts'
import type { BusinessValues } from '~/domain/business/model.ts'

/** A stored business as business values: what the editor starts from and a partial import keeps. */
export function businessOfRow(row: Selectable<BusinessesTable>): BusinessValues {
  return {
    name: row.name,
    category: row.category,
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
    // Evidence now lives on each award (its issuer and dates); a business row holds none.
    badgeEvidence: {},
    // Only a point set by hand is the business's own; a ZIP code's or city's is worked out again.
    latitude: row.located_by === 'point' ? row.latitude : null,
    longitude: row.located_by === 'point' ? row.longitude : null,
  }
}
