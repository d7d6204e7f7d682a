import type { BusinessCategory } from '~/lib/db-schema.ts'
import { countOf, formatNumber } from '~/lib/plural.ts'
import type { RegulatorSection } from './regulator-model.ts'

// OSHA public records as the business page shows them.

export const SOURCE_NAME = 'U.S. Department of Labor, OSHA enforcement data'

export const VIOLATION_KINDS: Record<string, string> = { S: 'Serious', W: 'Willful', R: 'Repeat', O: 'Other-than-serious', U: 'Unclassified' }
export const INSPECTION_TYPES: Record<string, string> = {
  A: 'Accident', B: 'Complaint', C: 'Referral', D: 'Monitoring', E: 'Variance', F: 'Follow-up', G: 'Unprogrammed related',
  H: 'Planned', I: 'Programmed related', J: 'Unprogrammed other', K: 'Programmed other', L: 'Other', M: 'Fatality/catastrophe',
}
export const INSPECTION_SCOPES: Record<string, string> = { A: 'Complete', B: 'Partial', C: 'Records only', D: 'No inspection' }

export const violationKind = (code: string) => VIOLATION_KINDS[code] ?? 'Not classified'
export const inspectionType = (code: string) => INSPECTION_TYPES[code] ?? 'Not stated'
export const inspectionScope = (code: string) => INSPECTION_SCOPES[code] ?? 'Not stated'

/** The NAICS sectors (first two digits) of each directory category: what "covered" means for a business. */
export const CATEGORY_SECTORS: Record<BusinessCategory, number[]> = {
  restaurants: [72],
  construction: [23],
  healthcare: [62],
  childcare: [62],
  manufacturing: [31, 32, 33],
  transportation: [48, 49],
  retail: [44, 45],
  other: [],
}

export interface ViolationView {
  citationId: string
  kind: string
  kindCode: string
  standard: string
  issuedOn: string | null
  abateBy: string | null
  contestedOn: string | null
  finalOrderOn: string | null
  /** Penalty as issued (a reduction on contest does not count, decision 037). */
  penaltyIssued: number
  penaltyCurrent: number
}

export interface InspectionView {
  activityNr: string
  openedOn: string
  closedOn: string | null
  type: string
  typeCode: string
  scope: string
  status: 'Open' | 'Closed'
  violations: ViolationView[]
}

export interface BusinessRecords {
  /** OSHA's inspections (the "Public records" section). */
  inspections: InspectionView[]
  /** The other sources' records, one section per source that has any for the business. */
  sections?: SourceSection[]
  /** CMS nursing home inspections and FMCSA carrier safety, one section per nursing home or carrier. */
  regulators?: RegulatorSection[]
  /** Where the business came from, when public records created it ("From public records: …"). */
  origin?: { publisher: string; feedDate: string | null; source: string } | null
  /** The plain-language summary; null when the imported data says nothing about this business. */
  summary: string | null
  /** The publication date of the data (the latest import's load date). */
  publishedOn: string | null
}

/** "Penalties reduced on contest count as issued": the larger of the initial and current penalty. */
export function penaltyAsIssued(v: { initial_penalty: number; current_penalty: number }): number {
  return Math.max(Number(v.initial_penalty) || 0, Number(v.current_penalty) || 0)
}

/** An inspection's site as one line: "1 Main St, Milwaukee, WI 53204". */
export function inspectionSite(i: { site_address: string; site_city: string; site_state: string; site_zip: string }): string {
  return [i.site_address, i.site_city, `${i.site_state} ${i.site_zip}`.trim()].filter(Boolean).join(', ')
}

const money = (n: number) => `$${formatNumber(Math.round(n))}`
export const formatPenalty = money

/** "2 OSHA inspections since 2021; 1 serious violation; $5,000 in penalties". */
export function recordsSummary(inspections: InspectionView[]): string {
  if (inspections.length === 0) return 'No OSHA inspection on record'
  const since = inspections.map((i) => i.openedOn).sort()[0]!.slice(0, 4)
  const violations = inspections.flatMap((i) => i.violations)
  const parts = [`${countOf(inspections.length, 'OSHA inspection')} since ${since}`]
  const heavy = (['S', 'W', 'R'] as const).map((k) => [k, violations.filter((v) => v.kindCode === k).length] as const).filter(([, n]) => n > 0)
  for (const [k, n] of heavy) parts.push(countOf(n, `${VIOLATION_KINDS[k]!.toLowerCase()} violation`))
  const other = violations.length - heavy.reduce((s, [, n]) => s + n, 0)
  if (other > 0) parts.push(countOf(other, heavy.length ? 'other violation' : 'violation'))
  if (violations.length === 0) parts.push('no violations cited')
  const penalties = violations.reduce((s, v) => s + v.penaltyIssued, 0)
  if (penalties > 0) parts.push(`${money(penalties)} in penalties`)
  return parts.join('; ')
}

// Decision 045: the other sources' records as the business page shows them, one section per source.

export interface FindingView {
  code: string
  description: string
  /** LIVES: 'critical' or ''; Texas: the standard's risk level. */
  severity: string
  /** 'at inspection', 'later', 'no' or '' (not stated). */
  corrected: string
  correctedOn: string | null
  narrative: string
}

export interface SourceInspectionView {
  id: string
  on: string
  /** "routine", "Inspection", "Investigation": as the feed writes it. */
  type: string
  score: number | null
  /** The legend's band for the score ("Good"), when the feed has a legend. */
  band: string | null
  description: string
  findings: FindingView[]
}

export interface SourceSection {
  source: string
  /** "Health inspections", "Licensing inspections". */
  heading: string
  publisher: string
  publisherUrl: string
  /** "feed of", "records through", and the date. */
  dateLabel: string
  feedDate: string | null
  legend: { min: number; max: number; description: string }[]
  lowerIsBetter: boolean
  /** The top of the score's scale (null: a scale where lower is better, or none). */
  scaleMax: number | null
  /** The establishment as the records name it, and the facts they give (an operation's type, capacity). */
  name: string
  address: string
  details: Record<string, string>
  /** Newest first. */
  inspections: SourceInspectionView[]
}

/** Texas's risk levels, gravest first, as the section lists a deficiency count by them. */
export const RISK_ORDER = ['High', 'Medium High', 'Medium', 'Medium Low', 'Low']

/** "2 deficiencies: 1 high risk, 1 medium risk" (Texas), "3 violations, 1 critical" (LIVES), or "No deficiency cited". */
export function findingsSummary(source: string, findings: FindingView[]): string {
  if (source === 'tx-childcare') {
    if (findings.length === 0) return 'No deficiency cited'
    const levels = [...new Set(findings.map((f) => f.severity || 'Unstated'))].sort((a, b) => (RISK_ORDER.indexOf(a) + 99) % 99 - (RISK_ORDER.indexOf(b) + 99) % 99)
    return `${countOf(findings.length, 'deficiency', 'deficiencies')}: ${levels.map((l) => `${findings.filter((f) => (f.severity || 'Unstated') === l).length} ${l.toLowerCase()} risk`).join(', ')}`
  }
  if (findings.length === 0) return 'No violations cited'
  const critical = findings.filter((f) => f.severity === 'critical').length
  return `${countOf(findings.length, 'violation')}${critical ? `, ${formatNumber(critical)} critical` : ''}`
}
