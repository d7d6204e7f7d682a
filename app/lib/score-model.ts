import type { BadgeType } from './db-schema.ts'

/**
 * The explainable safety score: a business's score is the weighted mean of five audited
 * components, each scored 0–100 with the evidence behind it. The weights add up to 100, so
 * safety score = round(Σ weight × component score / 100). Stored components are the source; the
 * write path (createBusinesses / updateBusiness, through the listing schema) computes the score.
 */
export const SCORE_COMPONENTS = [
  {
    key: 'inspection',
    label: 'Inspection record',
    weight: 30,
    explains: 'The latest health, fire or building inspection by the local authority: findings, their severity and whether they were corrected.',
  },
  {
    key: 'certifications',
    label: 'Certifications',
    weight: 20,
    explains: 'Safety certifications and badges held and current on the audit date (OSHA, state, local and trade programs). An expired one does not count.',
  },
  {
    key: 'incidents',
    label: 'Incident history',
    weight: 20,
    explains: 'Reported injuries, recalls, complaints upheld and insurance claims over the past three years, relative to the size of the business.',
  },
  {
    key: 'training',
    label: 'Staff training',
    weight: 15,
    explains: 'The share of staff with current safety training (first aid, food handling, equipment, emergency drills) and how recently it was refreshed.',
  },
  {
    key: 'cleanRecord',
    label: 'Years without violations',
    weight: 15,
    explains: 'How long the business has gone without a cited safety violation: 100 for five years or more, 20 points per clean year below that.',
  },
] as const

export type ComponentKey = (typeof SCORE_COMPONENTS)[number]['key']
export const COMPONENT_KEYS = SCORE_COMPONENTS.map((c) => c.key) as ComponentKey[]

export interface ComponentScore {
  score: number
  evidence: string
}
export type ScoreComponents = Record<ComponentKey, ComponentScore>

export interface BadgeEvidenceEntry {
  issuer: string
  /** ISO date (YYYY-MM-DD) the badge was checked with its issuer. */
  checkedOn: string
  /** ISO date (YYYY-MM-DD) after which the badge no longer counts. */
  expiresOn: string
}
export type BadgeEvidence = Partial<Record<BadgeType, BadgeEvidenceEntry>>

/** Σ weight × score / 100, rounded: the stored safety_score of an audited business. */
export function computeSafetyScore(components: ScoreComponents): number {
  const total = SCORE_COMPONENTS.reduce((sum, c) => sum + c.weight * components[c.key].score, 0)
  return Math.round(total / 100)
}

/** What a component adds to the score, in points (weight × score / 100, one decimal). */
export function componentPoints(key: ComponentKey, score: number): number {
  const weight = SCORE_COMPONENTS.find((c) => c.key === key)!.weight
  return Math.round(weight * score) / 100
}

/** Today as YYYY-MM-DD (UTC), the date expiry is judged on. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** A badge counts unless its evidence says it expired before `today` (YYYY-MM-DD). */
export function badgeIsExpired(evidence: BadgeEvidenceEntry | undefined, today: string = todayIso()): boolean {
  return evidence !== undefined && evidence.expiresOn < today
}

/** The badges that count today: those without an expired badge record. */
export function currentBadges<T extends string>(badges: readonly T[], evidence: BadgeEvidence, today: string = todayIso()): T[] {
  return badges.filter((b) => !badgeIsExpired(evidence[b as BadgeType], today))
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "2025-03-14" → "March 2025". */
export function monthYear(iso: string): string {
  const [year, month] = iso.split('-')
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`
}

/** "Audited March 2025", or "Not audited yet" for a business without an audit. */
export function auditedLabel(auditedOn: string | null): string {
  return auditedOn ? `Audited ${monthYear(auditedOn)}` : 'Not audited yet'
}

/** "2025-03-14" → "March 14, 2025". */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-')
  return `${MONTHS[Number(month) - 1] ?? ''} ${Number(day)}, ${year}`
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** Spec §9 colour bands, as the methodology page explains them. */
export const SCORE_BANDS = [
  { min: 95, label: '95–100', meaning: 'Exemplary: strong on every component, no recent findings.' },
  { min: 90, label: '90–94', meaning: 'Very good: minor findings, all corrected.' },
  { min: 80, label: '80–89', meaning: 'Acceptable: some gaps to close before the next audit.' },
  { min: 0, label: 'Below 80', meaning: 'Needs attention: significant findings or lapsed certifications.' },
] as const
