import type { Kysely } from 'kysely'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { Database } from '~/lib/db-schema.ts'
import { businessSlug } from '~/lib/slugs.ts'
import { inTransaction } from '~/lib/transaction.server.ts'
import { businessSchema, type BusinessValues } from '~/domain/business/model.ts'
import { uniqueSlugs } from './unique-slugs.server.ts'
import { syncDirectoryAwards } from './award-writes.server.ts'
import { locateBusinesses } from '~/domain/places/locate-businesses.server.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'

/** A business to create; an import may restore a deleted business under its exported id and date. */
export type NewBusiness = Omit<BusinessValues, AuditField> & Partial<Pick<BusinessValues, AuditField>> & { id?: string; createdAt?: Date }
type AuditField = 'auditedOn' | 'scoreComponents' | 'badgeEvidence' | 'latitude' | 'longitude'

const CHUNK = 500

/**
 * The one way a business is created: the seed, the admin form, the CSV import and submission
 * approval all call it. Every business is validated by the business schema; slugs are unique within
 * a city. All-or-nothing: one transaction (the caller's, when it has one). Returns the ids in order.
 */
export async function createBusinesses(db: Kysely<Database>, businesses: NewBusiness[]): Promise<string[]> {
  if (businesses.length === 0) return []
  const rows = businesses.map((l) => ({ ...businessSchema.parse(l), id: l.id, createdAt: l.createdAt }))
  return inTransaction(db, async (trx) => {
    const slugs = await uniqueSlugs(trx, rows.map((r) => ({ cityId: r.cityId, base: businessSlug(r.name) })))
    const ids: string[] = []
    for (let start = 0; start < rows.length; start += CHUNK) {
      const values = rows.slice(start, start + CHUNK).map((r, i) => ({
        ...(r.id ? { id: r.id } : {}),
        ...(r.createdAt ? { created_at: r.createdAt, updated_at: r.createdAt } : {}),
        ...toColumns(r),
        badges: [],
        slug: slugs[start + i]!,
      }))
      const inserted = await trx.insertInto('businesses').values(values).returning('id').execute()
      ids.push(...inserted.map((r) => r.id))
    }
    // Not placed by hand: at its ZIP code's centroid, else its city's point.
    await locateBusinesses(trx, ids.filter((_, i) => rows[i]!.latitude === null))
    // Its directory badges become awards (decision 020): `businesses.badges` is derived from them.
    await syncDirectoryAwards(trx, rows.map((r, i) => ({ businessId: ids[i]!, badges: r.badges, evidence: r.badgeEvidence })), { revokeMissing: false })
    // Its safety record, from what it was created with (syncDirectoryAwards derived those with awards already).
    await refreshSafetyRecords(trx, ids, { reason: 'created' })
    await bumpContentVersion(trx)
    return ids
  })
}

/** Business values as table columns (no slug: that depends on the other rows of the city; no badges: awards give them). */
export function toColumns(v: BusinessValues) {
  return {
    name: v.name,
    category: v.category,
    description: v.description,
    rating: v.rating,
    address: v.address,
    phone: v.phone,
    website: v.website,
    certifications: v.certifications,
    city_id: v.cityId,
    safety_score: v.safetyScore,
    email: v.email,
    status: v.status,
    audited_on: v.auditedOn,
    score_components: v.scoreComponents ? JSON.stringify(v.scoreComponents) : null,
    // A point set by hand; otherwise locateBusinesses places it (after the write).
    ...(v.latitude !== null && v.longitude !== null ? { latitude: v.latitude, longitude: v.longitude, located_by: 'point' as const } : { located_by: null }),
  }
}

/** Equal JSON values (jsonb reorders keys; written values are JSON strings, read ones objects). */
export function sameJson(a: unknown, b: unknown): boolean {
  const value = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v ?? null)
  return canonical(value(a)) === canonical(value(b))
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(v)
}
