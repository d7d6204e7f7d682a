import { addDays, longDate, monthYear } from '~/lib/audit-dates.ts'
import type { BadgeType } from '~/lib/db-schema.ts'
import { countOf } from '~/lib/plural.ts'
import { componentPoints, computeSafetyScore, scoreBand, SCORE_COMPONENTS, type ComponentKey, type ScoreBandKey, type ScoreComponents } from '~/lib/score-model.ts'
import { awardStatus } from '~/domain/award/model.ts'
import { recordsComponents, recencySteps, sourceComponent, type RecordInspection, type SourceInspection } from '~/domain/records/score-rule.ts'
import { VIOLATION_KINDS } from '~/domain/records/model.ts'
import { latestInspectionOf } from './latest-inspection.ts'
import { regulatorDates, regulatorParts, type RegulatorEvidence } from '~/domain/records/regulator-rule.ts'

// The safety record (docs/glossary.md): everything a page says about a business's safety, derived
// by one pure function from its evidence. Stored on the business (businesses.safety_record) and
// recomputed in the transaction of every write of an input (refresh-safety-records.server.ts) and
// by the new-day job when time alone changes it (an award lapsing, a clean year passing).

/** An award as evidence: its badge, issuer, dates and, when it came from a Safest audit, that audit's checks. */
export interface AwardEvidenceItem {
  code: string
  badgeId: string
  badgeName: string
  /** osha, state or city for the directory's three badges; null for the catalog's others. */
  directoryBadge: BadgeType | null
  issuer: string
  issuedOn: string
  expiresOn: string
  revokedAt: string | null
  /** The Safest audit it was awarded on (YYYY-MM-DD) and its checklist; null: checked with its issuer. */
  audit: { on: string; checks: number; passed: number } | null
}

export interface SafetyEvidence {
  /** The admin's entries: the audit date with its five components, or with an overall score only. */
  audit: { on: string; components: ScoreComponents | null; enteredScore: number } | null
  awards: AwardEvidenceItem[]
  /** Public records matched to the business (OSHA inspections with their violations). */
  inspections: RecordInspection[]
  /** Health and licensing inspections of the other sources (LIVES, Texas child care) matched to it. */
  sourceInspections?: SourceInspection[]
  /** CMS nursing home inspections and FMCSA carrier records matched to it. */
  regulators?: RegulatorEvidence[]
  /** Approved visitor reviews. */
  reviews: { count: number; average: number }
}

export interface RecordComponent {
  key: ComponentKey
  label: string
  weight: number
  score: number
  /** What it adds to the score, in points. */
  points: number
  evidence: string
  /** Where it comes from: the audit's entries or the matched public records. */
  source: 'audit' | 'records'
}

/** What a card, a list and a page header say: small, so a city page reads it for every card. */
export interface SafetySummary {
  /** Null without an audit (of all five components, or an audited overall score) or public records. */
  score: number | null
  /** What the score rests on: Safest's audit, or matched public records alone. */
  basis: 'audit' | 'records' | null
  band: ScoreBandKey | null
  /** YYYY-MM-DD of the latest audit of any kind (a score's or a badge's), or null. */
  auditedOn: string | null
  /** "Audited March 2025", "Scored from public records", "Audited December 2026 for Child Safe", "No safety score yet", "Not yet audited". */
  auditedLabel: string
  /** Names of the badges its current awards give it, as the cards show them. */
  badges: string[]
  /** The directory badges (osha, state, city) that count in the city page's filters. */
  directoryBadges: BadgeType[]
  /** The visitors' average (0 when none) and how many approved reviews it comes from. */
  rating: number
  reviewCount: number
  /** The latest health or licensing inspection on record, as a card says it ("Health inspection March 3, 2026: 92 of 100 (A)"); null: none. */
  latestInspection?: string | null
}

export interface SafetyRecord {
  summary: SafetySummary
  /** The five components with their sources; null when there is no component breakdown. */
  components: RecordComponent[] | null
  /** YYYY-MM-DD of the audit the score comes from, or null. */
  scoredOn: string | null
  /** Safest badge audits passed, newest first. */
  badgeAudits: { on: string; badgeName: string; checks: number; passed: number }[]
  /** Sentences the page shows beside the badges (a badge held back by the records, and why). */
  notes: string[]
  /** YYYY-MM-DD of the latest cited violation on record, or null. */
  latestViolationOn: string | null
  /** The day it was derived for, and the next day on which time alone changes it (null: none). */
  derivedOn: string
  changesOn: string | null
}

/** Serious, willful and repeat violations: one of these within this many years holds back the OSHA Compliant badge. */
export const OSHA_BADGE_CLEAN_YEARS = 3
const HEAVY = new Set(['S', 'W', 'R'])

const yearsAfter = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`.replace(/-02-29$/, '-02-28')
/** Whole years from `from` to `to` (both YYYY-MM-DD). */
export function wholeYears(from: string, to: string): number {
  let years = Number(to.slice(0, 4)) - Number(from.slice(0, 4))
  if (to.slice(5) < from.slice(5)) years--
  return Math.max(0, years)
}

/** The date a violation counts from: its citation, else its inspection's opening. */
function violationDates(inspections: RecordInspection[]): { on: string; kind: string }[] {
  return inspections.flatMap((i) => i.violations.map((v) => ({ on: v.issuance_date ?? i.open_date, kind: v.viol_type })))
}

/** "4 years without a cited violation (the latest cited March 1, 2024)": counted from the latest cited violation on record. */
function cleanRecordFrom(latest: string, today: string): { score: number; evidence: string } {
  const years = wholeYears(latest, today)
  const since = `the latest cited ${longDate(latest)}, OSHA`
  if (years === 0) return { score: 0, evidence: `Cited violation within the past year (${since})` }
  if (years >= 5) return { score: 100, evidence: `5+ years without a cited violation (${since})` }
  return { score: years * 20, evidence: `${countOf(years, 'year')} without a cited violation (${since})` }
}

/** How many clean years an audit's entry claims (its score: 20 a year, 100 for five or more). */
const claimedCleanYears = (score: number) => Math.min(5, Math.floor(score / 20))

/** The inspection-record components the other sources give (each source its own), from the matched inspections. */
function sourceParts(e: SafetyEvidence, today: string) {
  const all = e.sourceInspections ?? []
  const own = (['lives', 'tx-childcare'] as const).map((s) => sourceComponent(s, all, today)).filter((c): c is NonNullable<typeof c> => c !== null)
  return [...own, ...regulatorParts(e.regulators ?? [], today).inspection]
}
/** The incident-history components CMS's penalties and FMCSA's crashes give. */
const incidentParts = (e: SafetyEvidence, today: string) => regulatorParts(e.regulators ?? [], today).incidents

/** When several sources score the inspection record, the lowest counts. */
const lowest = <T extends { score: number }>(parts: T[]): T => parts.reduce((a, b) => (b.score < a.score ? b : a))

/** Records alone (no audit): the components public records can supply; OSHA's counted from the first inspection on record. */
function recordsOnly(e: SafetyEvidence, latestViolation: string | null, today: string): RecordComponent[] {
  const others = sourceParts(e, today)
  const incidents = incidentParts(e, today)
  const parts: Partial<Record<ComponentKey, { score: number; evidence: string }>> = {}
  if (e.inspections.length > 0) {
    const records = recordsComponents(e.inspections, today)
    const first = e.inspections.map((i) => i.open_date).sort()[0]!
    const cleanYears = Math.min(5, wholeYears(first, today))
    parts.inspection = lowest([records.inspection, ...others])
    parts.incidents = lowest([records.incidents, ...incidents])
    parts.cleanRecord = latestViolation
      ? cleanRecordFrom(latestViolation, today)
      : { score: cleanYears * 20, evidence: `No cited violation in OSHA's records since its first inspection on record (${longDate(first)})` }
  } else {
    if (others.length > 0) parts.inspection = lowest(others)
    if (incidents.length > 0) parts.incidents = lowest(incidents)
  }
  return SCORE_COMPONENTS.filter((c) => parts[c.key]).map((c) => {
    const part = parts[c.key]!
    return { key: c.key, label: c.label, weight: c.weight, ...part, points: componentPoints(c.key, part.score), source: 'records' as const }
  })
}

function componentsOf(e: SafetyEvidence, latestViolation: string | null, today: string): RecordComponent[] | null {
  const audit = e.audit?.components
  const others = sourceParts(e, today)
  const incidents = incidentParts(e, today)
  if (!audit) return (e.inspections.length > 0 || others.length > 0 || incidents.length > 0) && !e.audit ? recordsOnly(e, latestViolation, today) : null
  const sources: Record<ComponentKey, { score: number; evidence: string; source: 'audit' | 'records' }> = Object.fromEntries(
    SCORE_COMPONENTS.map((c) => [c.key, { ...audit[c.key], source: 'audit' as const }]),
  ) as never
  if (e.inspections.length > 0) {
    const records = recordsComponents(e.inspections, today)
    sources.inspection = { ...records.inspection, source: 'records' }
    sources.incidents = { ...records.incidents, source: 'records' }
  }
  if (others.length > 0) sources.inspection = { ...lowest([...(e.inspections.length > 0 ? [sources.inspection] : []), ...others]), source: 'records' }
  if (incidents.length > 0) sources.incidents = { ...lowest([...(e.inspections.length > 0 ? [sources.incidents] : []), ...incidents]), source: 'records' }
  // The audit's clean years stand only while no violation on record falls inside them.
  if (latestViolation && e.audit && latestViolation > yearsAfter(e.audit.on, -claimedCleanYears(audit.cleanRecord.score))) {
    sources.cleanRecord = { ...cleanRecordFrom(latestViolation, today), source: 'records' }
  }
  return SCORE_COMPONENTS.map((c) => ({ key: c.key, label: c.label, weight: c.weight, ...sources[c.key], points: componentPoints(c.key, sources[c.key].score) }))
}

/** The weighted mean of the components given (all five: the audited score; fewer: rescaled to their weights). */
function scoreOf(components: RecordComponent[]): number {
  const weight = components.reduce((sum, c) => sum + c.weight, 0)
  return weight === 100
    ? computeSafetyScore(Object.fromEntries(components.map((c) => [c.key, c])) as unknown as ScoreComponents)
    : Math.round(components.reduce((sum, c) => sum + c.weight * c.score, 0) / weight)
}

/** The one derivation: everything a page says about a business's safety, from its evidence, as of `today`. */
export function deriveSafetyRecord(e: SafetyEvidence, today: string): SafetyRecord {
  const violations = violationDates(e.inspections)
  const latestViolationOn = violations.map((v) => v.on).sort().at(-1) ?? null
  const components = componentsOf(e, latestViolationOn, today)
  const score = components ? scoreOf(components) : e.audit ? e.audit.enteredScore : null
  const basis = score === null ? null : e.audit ? 'audit' as const : 'records' as const
  const scoredOn = basis === 'audit' ? e.audit!.on : null

  const current = e.awards.filter((a) => awardStatus({ expiresOn: a.expiresOn, revokedAt: a.revokedAt }, today) === 'current')
  const heavy = violations.filter((v) => HEAVY.has(v.kind) && v.on > yearsAfter(today, -OSHA_BADGE_CLEAN_YEARS)).sort((a, b) => b.on.localeCompare(a.on))[0]
  const notes: string[] = []
  const shown = current.filter((a) => {
    if (a.directoryBadge !== 'osha' || !heavy) return true
    notes.push(`${a.badgeName} is not shown: OSHA cited a ${(VIOLATION_KINDS[heavy.kind] ?? 'serious').toLowerCase()} violation on ${longDate(heavy.on)}, within the past ${OSHA_BADGE_CLEAN_YEARS} years.`)
    return false
  })
  // The directory's three first (OSHA, State, Local), then the catalog's others by name.
  const rank = (a: AwardEvidenceItem) => (a.directoryBadge ? ['osha', 'state', 'city'].indexOf(a.directoryBadge) : 3)
  const badges = [...new Set([...shown].sort((a, b) => rank(a) - rank(b) || a.badgeName.localeCompare(b.badgeName)).map((a) => a.badgeName))]
  const directoryBadges = (['osha', 'state', 'city'] as const).filter((t) => shown.some((a) => a.directoryBadge === t))

  const badgeAudits = e.awards.filter((a) => a.audit && !a.revokedAt).map((a) => ({ on: a.audit!.on, badgeName: a.badgeName, checks: a.audit!.checks, passed: a.audit!.passed }))
    .sort((a, b) => b.on.localeCompare(a.on))
  const auditedOn = [scoredOn, badgeAudits[0]?.on].filter((d): d is string => Boolean(d)).sort().at(-1) ?? null
  const auditedLabel = basis === 'audit'
    ? `Audited ${monthYear(auditedOn!)}`
    : basis === 'records' ? (badgeAudits[0] ? `Audited ${monthYear(badgeAudits[0].on)} for ${badgeAudits[0].badgeName}; scored from public records` : 'Scored from public records')
    : badgeAudits[0] ? `Audited ${monthYear(badgeAudits[0].on)} for ${badgeAudits[0].badgeName}`
    : current.length > 0 ? 'No safety score yet'
    : 'Not yet audited'

  return {
    summary: {
      score, basis, band: score === null ? null : scoreBand(score).key, auditedOn, auditedLabel, badges, directoryBadges, rating: e.reviews.count > 0 ? e.reviews.average : 0, reviewCount: e.reviews.count,
      ...(e.sourceInspections?.length ? { latestInspection: latestInspectionOf(e.sourceInspections) } : {}),
    },
    components,
    scoredOn,
    badgeAudits,
    notes,
    latestViolationOn,
    derivedOn: today,
    changesOn: nextChange(e, current, latestViolationOn, heavy?.on ?? null, today),
  }
}

/** The first day after `today` on which the record could read differently with no new evidence. */
function nextChange(e: SafetyEvidence, current: AwardEvidenceItem[], latest: string | null, heavy: string | null, today: string): string | null {
  const days: string[] = current.map((a) => addDays(a.expiresOn, 1))
  for (const i of e.inspections) days.push(...recencySteps(i.open_date))
  for (const on of [...(e.sourceInspections ?? []).map((i) => i.on), ...regulatorDates(e.regulators ?? [])]) days.push(...recencySteps(on))
  if (latest) for (let y = 1; y <= 5; y++) days.push(yearsAfter(latest, y))
  if (heavy) days.push(yearsAfter(heavy, OSHA_BADGE_CLEAN_YEARS))
  return days.filter((d) => d > today).sort()[0] ?? null
}
