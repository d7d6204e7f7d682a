import { sql } from 'kysely'
import type { SafetyRecord, SafetySummary } from './model.ts'

// How readers take the safety record: pages, cards, JSON-LD, compare, e-mails and the CSV export
// read these columns and nothing else of a business's safety.

/** A card's part of the record (no components, no notes): what a city page reads for each card. */
export const safetySummaryColumn = sql<SafetySummary | null>`businesses.safety_record -> 'summary'`.as('safety')
/** The whole record: the business page, the details dialog, compare. */
export const safetyRecordColumn = sql<SafetyRecord | null>`businesses.safety_record`.as('safetyRecord')

/** The summary of a business whose record has not been derived yet (only between a migration and the first start). */
export const UNDERIVED: SafetySummary = { score: null, basis: null, band: null, auditedOn: null, auditedLabel: 'Not yet audited', badges: [], directoryBadges: [], rating: 0, reviewCount: 0 }

/** What a card shows of the summary, under the names the directory's types use. */
export function cardFields(summary: SafetySummary | null) {
  const s = summary ?? UNDERIVED
  return { safetyScore: s.score, rating: s.rating, reviewCount: s.reviewCount, auditedLabel: s.auditedLabel, currentBadges: s.badges, latestInspection: s.latestInspection ?? null }
}

/** The record, or an empty one for a business not derived yet. */
export function recordOrEmpty(record: SafetyRecord | null): SafetyRecord {
  return record ?? { summary: UNDERIVED, components: null, scoredOn: null, badgeAudits: [], notes: [], latestViolationOn: null, derivedOn: '', changesOn: null }
}
