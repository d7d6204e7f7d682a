import { countOf, formatNumber } from '~/lib/plural.ts'

// CMS nursing home inspections and FMCSA carrier safety as the business page shows them (decision
// 048): what the publishers' codes say in words, and the views of their records.

/** CMS's grid: the severity each row of letters stands for (A–C, D–F, G–I, J–L), then the scope within it. */
export const SEVERITY_GROUPS = [
  { letters: 'ABC', words: 'no actual harm, potential for minimal harm' },
  { letters: 'DEF', words: 'no actual harm, potential for more than minimal harm' },
  { letters: 'GHI', words: 'actual harm' },
  { letters: 'JKL', words: 'immediate jeopardy to resident health or safety' },
] as const
const SCOPES = ['isolated', 'pattern', 'widespread'] as const

/** "G" → "Actual harm, isolated": a scope and severity code in words. */
export function scopeSeverityWords(code: string): string {
  const group = SEVERITY_GROUPS.find((g) => g.letters.includes(code))
  if (!group) return 'Scope and severity not stated'
  const words = `${group.words}, ${SCOPES[group.letters.indexOf(code)]}`
  return words[0]!.toUpperCase() + words.slice(1)
}

/** G–L: actual harm or worse. */
export const isHarm = (code: string) => 'GHIJKL'.includes(code) && code.length === 1

export interface DeficiencyView {
  code: string
  description: string
  /** A–L */
  scopeSeverity: string
  correctedOn: string | null
  /** As CMS says it ("Deficient, Provider has plan of correction"). */
  status: string
  /** The first files without it (kept from earlier ones), or null. */
  goneOn: string | null
}

export interface SurveyView {
  id: string
  on: string
  kind: 'Health inspection' | 'Fire safety inspection'
  deficiencies: DeficiencyView[]
}

export interface PenaltyView {
  on: string
  kind: string
  amount: number | null
  /** "from 2026-03-10 for 30 days" (a payment denial). */
  description: string
  goneOn: string | null
}

export interface CrashView {
  on: string
  report: string
  description: string
  severity: string
  goneOn: string | null
}

export interface RegulatorSection {
  source: 'cms-nursing-homes' | 'fmcsa'
  heading: string
  publisher: string
  publisherUrl: string
  dateLabel: string
  feedDate: string | null
  /** The CCN or the USDOT number. */
  id: string
  name: string
  address: string
  details: Record<string, string>
  goneOn: string | null
  /** CMS: newest first. */
  surveys: SurveyView[]
  penalties: PenaltyView[]
  /** FMCSA: the 24 months of roadside inspections (its counts and BASIC measures), or null. */
  measures: Record<string, string> | null
  /** FMCSA: the national out-of-service rates, in percent. */
  national: Record<string, number>
  crashes: CrashView[]
}

/** "3 deficiencies: 1 actual harm or worse" or "No deficiency cited". */
export function deficiencySummary(deficiencies: { scopeSeverity: string }[]): string {
  if (deficiencies.length === 0) return 'No deficiency cited'
  const harm = deficiencies.filter((d) => isHarm(d.scopeSeverity)).length
  return `${countOf(deficiencies.length, 'deficiency', 'deficiencies')}${harm ? `, ${formatNumber(harm)} with actual harm or worse` : ''}`
}

/** An out-of-service rate in percent with one decimal, or null below `min` inspections. */
export function oosRate(oos: number, inspections: number, min = 1): number | null {
  return inspections >= min && inspections > 0 ? Math.round((1000 * oos) / inspections) / 10 : null
}

/** The BASICs the SMS publishes for every carrier, by their column prefix. */
export const BASICS = { unsafe_driv: 'Unsafe Driving', hos_driv: 'Hours-of-Service Compliance', driv_fit: 'Driver Fitness', contr_subst: 'Controlled Substances/Alcohol', veh_maint: 'Vehicle Maintenance' } as const

export const STAR_LABELS = { overall_rating: 'Overall', health_inspection_rating: 'Health inspections', staffing_rating: 'Staffing', qm_rating: 'Quality of resident care' } as const
