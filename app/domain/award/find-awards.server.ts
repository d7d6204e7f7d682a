import type { Kysely } from 'kysely'
import type { Database } from '~/lib/db-schema.ts'
import { auditorName, awardStatus, normalizeAwardCode, type AwardEvidence, type AwardSummary, type AwardVerification, type PublicAwardEvidence } from './model.ts'

function awardsWithBadges(db: Kysely<Database>) {
  return db
    .selectFrom('awards')
    .innerJoin('badges', 'badges.id', 'awards.badge_id')
    .select([
      'awards.code',
      'awards.badge_id as badgeId',
      'badges.name as badgeName',
      'badges.image as badgeImage',
      'awards.issuer',
      'awards.issued_on as issuedOn',
      'awards.expires_on as expiresOn',
      'awards.revoked_at as revokedAt',
      'awards.revoked_reason as revokedReason',
    ])
}

function toSummary<T extends { revokedAt: Date | string | null; expiresOn: string }>(row: T): Omit<T, 'revokedAt'> & Pick<AwardSummary, 'status' | 'revokedOn'> {
  const { revokedAt, ...rest } = row
  return { ...rest, status: awardStatus(row), revokedOn: revokedAt ? new Date(revokedAt).toISOString().slice(0, 10) : null }
}

/** Every award of a business (current, expired and revoked): newest first. */
export async function findBusinessAwards(db: Kysely<Database>, businessId: string): Promise<AwardSummary[]> {
  const rows = await awardsWithBadges(db)
    .where('awards.business_id', '=', businessId)
    .orderBy('awards.issued_on', 'desc')
    .orderBy('badges.name')
    .execute()
  return rows.map(toSummary)
}

/** /verify/{code} and the seal: the award of a code as typed (case and format forgiven), or null. */
export async function findAwardByCode(db: Kysely<Database>, input: string): Promise<AwardVerification | null> {
  const code = input.length <= 40 ? normalizeAwardCode(input) : null
  if (!code) return null
  const row = await awardsWithBadges(db)
    .innerJoin('businesses', 'businesses.id', 'awards.business_id')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .select(['awards.evidence', 'businesses.name as businessName', 'businesses.slug', 'businesses.status as businessStatus', 'cities.slug as citySlug'])
    .where('awards.code', '=', code)
    .executeTakeFirst()
  if (!row) return null
  const { slug, businessStatus, citySlug, ...award } = row
  return {
    ...toSummary(award),
    evidence: publicEvidence(award.evidence ?? {}),
    businessPath: businessStatus === 'published' && citySlug ? `/city/${citySlug}/${slug}` : null,
  }
}

/**
 * What a public page may show of an award's evidence: the date, the auditor by name and the checklist.
 * Never the internal note or the application, and never an address (an old row's e-mail reads as the team).
 */
function publicEvidence(e: AwardEvidence): PublicAwardEvidence {
  return {
    ...(e.checkedOn ? { checkedOn: e.checkedOn } : {}),
    ...(e.auditor ? { auditor: auditorName(e.auditor) } : {}),
    ...(e.checklist ? { checklist: e.checklist.map((c) => ({ item: c.item, passed: c.passed, ...(c.note ? { note: c.note } : {}) })) } : {}),
  }
}
