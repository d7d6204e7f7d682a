/**
 * Seed backfill for explainable scores: every business gets five audited components
 * whose weighted score equals its stored safety score, an audit date, and evidence for each of
 * its badges (issuer, date checked, expiry). Deterministic per business (seeded PRNG on its id).
 */
import type { Transaction } from 'kysely'
import { updateBusiness } from '../../app/domain/business/update-business.server.ts'
import { businessOfRow } from '../../app/domain/business/business-of-row.ts'
import { refreshSafetyRecords } from '../../app/domain/safety-record/refresh-safety-records.server.ts'
import { stateLicensingBody, SAFEST_AUDIT_TEAM } from '../../app/domain/award/model.ts'
import { DIRECTORY_BADGE_IDS } from '../../app/domain/directory/directory-query.ts'
import type { BusinessValues } from '../../app/domain/business/model.ts'
import type { BadgeType, Database } from '../../app/lib/db-schema.ts'
import { addDays, type BadgeEvidence } from '../../app/lib/audit-dates.ts'
import { computeSafetyScore, SCORE_COMPONENTS, type ComponentKey, type ScoreComponents } from '../../app/lib/score-model.ts'
import { fnv1a, seededRandom, type Rng } from '../../app/lib/seeded-random.ts'
import { countOf } from '../../app/lib/plural.ts'

const INSPECTORS: Record<string, string> = {
  restaurants: 'health department food inspection',
  construction: 'building department site inspection',
  healthcare: 'state health facility survey',
  childcare: 'state child care licensing inspection',
  manufacturing: 'OSHA-style plant walk-through',
  transportation: 'DOT vehicle and driver safety review',
  retail: 'fire marshal occupancy inspection',
  other: 'fire marshal occupancy inspection',
}

const TRAINING: Record<string, string> = {
  restaurants: 'ServSafe food handler',
  construction: 'OSHA 30 construction',
  healthcare: 'BLS and infection control',
  childcare: 'pediatric first aid and CPR',
  manufacturing: 'lockout/tagout and machine guarding',
  transportation: 'defensive driving and hours-of-service',
  retail: 'first aid and emergency evacuation',
  other: 'first aid and emergency evacuation',
}

/** Component scores (0–100) whose weighted mean rounds exactly to `target`. */
export function componentScoresFor(target: number, rng: Rng): Record<ComponentKey, number> {
  const scores = Object.fromEntries(
    SCORE_COMPONENTS.map((c) => [c.key, Math.max(0, Math.min(100, Math.round(target + (rng() - 0.5) * 16)))]),
  ) as Record<ComponentKey, number>
  const total = () => SCORE_COMPONENTS.reduce((s, c) => s + c.weight * scores[c.key], 0)
  // Nudge components one point at a time (in a shuffled order) until the rounded mean is the target.
  for (let guard = 0; guard < 2000 && Math.round(total() / 100) !== target; guard++) {
    const up = Math.round(total() / 100) < target
    const c = SCORE_COMPONENTS[Math.floor(rng() * SCORE_COMPONENTS.length)]!
    const next = scores[c.key] + (up ? 1 : -1)
    if (next >= 0 && next <= 100) scores[c.key] = next
  }
  return scores
}

export interface AuditSeedInput {
  /** A stable key of the business (its rng seed): the same key gives the same audit. */
  id: string
  category: string
  safetyScore: number
  badges: readonly BadgeType[]
  cityName: string | null
  stateName: string | null
}

/** Audit date, components and badge evidence for one business, as of `today` (YYYY-MM-DD). */
export function auditFor(b: AuditSeedInput, today: string): { auditedOn: string; scoreComponents: ScoreComponents; badgeEvidence: BadgeEvidence } {
  const rng = seededRandom(fnv1a(`audit|${b.id}`))
  const auditedOn = addDays(today, -(20 + Math.floor(rng() * 380)))
  const s = componentScoresFor(b.safetyScore, rng)
  const findings = s.inspection >= 95 ? 'no findings' : s.inspection >= 85 ? `${countOf(1 + Math.floor(rng() * 2), 'minor finding')}, corrected on site` : `${2 + Math.floor(rng() * 3)} findings, ${s.inspection >= 75 ? 'corrected within 30 days' : 'one still open at re-inspection'}`
  const place = b.cityName ? `${b.cityName} ` : ''
  const trained = Math.min(100, Math.max(40, s.training + Math.round((rng() - 0.5) * 6)))
  const cleanYears = Math.min(5, Math.floor(s.cleanRecord / 20))
  const incidents = s.incidents >= 95 ? 'No reportable incidents in 3 years' : s.incidents >= 85 ? '1 minor reportable incident in 3 years, closed' : `${2 + Math.floor(rng() * 3)} reportable incidents in 3 years`
  const scoreComponents: ScoreComponents = {
    inspection: { score: s.inspection, evidence: `${place}${INSPECTORS[b.category] ?? INSPECTORS.other}: ${findings}` },
    certifications: {
      score: s.certifications,
      // Said as of the audit: the badges held today are shown, with their state, beside the score.
      evidence: b.badges.length > 0 ? `At the audit, ${b.badges.length} of 3 Safest badges verified with their issuers, plus trade certifications on file` : 'At the audit, trade certifications on file; no Safest badge verified yet',
    },
    incidents: { score: s.incidents, evidence: `${incidents} (owner records and insurer letter)` },
    training: { score: s.training, evidence: `${trained}% of staff hold current ${TRAINING[b.category] ?? TRAINING.other} training` },
    cleanRecord: { score: s.cleanRecord, evidence: cleanYears >= 5 ? '5+ years without a cited violation' : cleanYears === 0 ? 'Cited violation within the past year' : `${cleanYears} year${cleanYears === 1 ? '' : 's'} without a cited violation` },
  }
  // Safest's own badges are issued by its audit team; State Certified by the body that licenses the business's kind.
  const issuers: Record<BadgeType, string> = { osha: SAFEST_AUDIT_TEAM, state: stateLicensingBody(b.category, b.stateName), city: SAFEST_AUDIT_TEAM }
  const badgeEvidence: BadgeEvidence = {}
  for (const badge of b.badges) {
    // About one badge in ten has lapsed since it was checked: it shows as expired and no longer counts.
    const lapsed = rng() < 0.1
    const checkedOn = lapsed ? addDays(auditedOn, -400) : addDays(auditedOn, -Math.floor(rng() * 30))
    const expiresOn = lapsed ? addDays(today, -(10 + Math.floor(rng() * 60))) : addDays(checkedOn, 365 * (1 + Math.floor(rng() * 2)))
    badgeEvidence[badge] = { issuer: issuers[badge], checkedOn, expiresOn: expiresOn < checkedOn ? checkedOn : expiresOn }
  }
  if (computeSafetyScore(scoreComponents) !== b.safetyScore) throw new Error(`Seed audit for ${b.id} does not add up to ${b.safetyScore}`)
  return { auditedOn, scoreComponents, badgeEvidence }
}

/** The seed step: every business without components gets them, through the one write path. */
export async function backfillScoreComponents(trx: Transaction<Database>, today: string): Promise<number> {
  const rows = await trx
    .selectFrom('businesses')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .leftJoin('states', 'states.abbr', 'cities.state')
    .selectAll('businesses')
    .select(['cities.name as cityName', 'states.name as stateName'])
    .where('businesses.score_components', 'is', null)
    .orderBy('businesses.id')
    .execute()
  for (const row of rows) {
    const audit = auditFor(
      // Keyed by the business's place in the directory, not its random id: the same seed gives the
      // same audits on every machine (screenshots and score checks rely on it).
      { id: `${row.city_id}/${row.slug}`, category: row.category, safetyScore: row.safety_score, badges: row.badges, cityName: row.cityName, stateName: row.stateName },
      today,
    )
    const business: BusinessValues = { ...businessOfRow(row), ...audit }
    await updateBusiness(trx, row.id, business, { awards: 'keep' })
    // Its awards (created with the business) get the evidence: issuer, date checked, expiry.
    for (const [badge, e] of Object.entries(audit.badgeEvidence) as [BadgeType, NonNullable<BadgeEvidence[BadgeType]>][]) {
      await trx
        .updateTable('awards')
        .set({ issuer: e.issuer, issued_on: e.checkedOn, expires_on: e.expiresOn, evidence: JSON.stringify({ checkedOn: e.checkedOn }) })
        .where('business_id', '=', row.id)
        .where('badge_id', '=', DIRECTORY_BADGE_IDS[badge])
        .execute()
    }
  }
  // Its awards' evidence changed: its safety record is derived again (a lapsed badge no longer shows).
  await refreshSafetyRecords(trx, rows.map((r) => r.id), { today, reason: 'seed' })
  return rows.length
}
