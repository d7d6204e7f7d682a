/**
 * Pure helpers for the business businesses CSV file (export and import): its columns, header
 * names, and the reversible neutralising of cells a spreadsheet would run as formulas.
 */

import { SCORE_FLAT_FIELDS } from './score-fields.ts'

/** The exported file's columns, in order: spec §5's eleven, then the directory's own fields. */
export const BUSINESS_CSV_COLUMNS = [
  'id',
  'name',
  'type',
  'description',
  'rating',
  'address',
  'phone',
  'website',
  'certifications',
  'created_at',
  'updated_at',
  'city',
  'state',
  'safety_score',
  'email',
  'badges',
  'status',
  // A point set by hand; empty: placed at its ZIP code's centroid.
  'latitude',
  'longitude',
  // The explainable score: audit date, five components with evidence, badge evidence.
  ...SCORE_FLAT_FIELDS,
] as const

export type BusinessCsvColumn = (typeof BUSINESS_CSV_COLUMNS)[number]

/**
 * After the entries, what the site shows of the business's safety, from its safety record: the
 * score (empty when it shows none), what its audit line says, the badges shown, the visitors'
 * rating and review count. They are derived, so an import reads past them (neither imported nor
 * reported as unknown): a file exported and imported again changes nothing.
 */
export const SHOWN_CSV_COLUMNS = ['shown_safety_score', 'shown_audited', 'shown_badges', 'shown_rating', 'shown_review_count'] as const
const SHOWN_HEADERS = new Set<string>(SHOWN_CSV_COLUMNS.map((c) => normalizeHeaderText(c)))

/** A header of the export's shown columns (the import reads past it). */
export function isShownColumn(header: string): boolean {
  return SHOWN_HEADERS.has(normalizeHeader(header))
}

/** Columns holding free text: these are neutralised on export and restored on import. */
export const TEXT_COLUMNS: ReadonlySet<BusinessCsvColumn> = new Set<BusinessCsvColumn>([
  'name',
  'type',
  'description',
  'address',
  'phone',
  'website',
  'certifications',
  'city',
  'state',
  'email',
  'badges',
  'status',
  ...SCORE_FLAT_FIELDS.filter((f) => !f.endsWith('_score')),
])

/** Separator of several certifications (or badges) in one cell of the exported file and variant B. */
export const LIST_SEPARATOR = '|'
/** Spec §5 variant A: certifications separated by semicolons. */
export const VARIANT_A_CERTIFICATION_SEPARATOR = ';'

// Header names as people and other tools write them, reduced by normalizeHeader.
const HEADER_ALIASES: Record<string, BusinessCsvColumn> = {
  id: 'id',
  listingid: 'id',
  businessid: 'id',
  name: 'name',
  businessname: 'name',
  type: 'type',
  category: 'type',
  description: 'description',
  rating: 'rating',
  address: 'address',
  phone: 'phone',
  phonenumber: 'phone',
  telephone: 'phone',
  website: 'website',
  websiteurl: 'website',
  url: 'website',
  certifications: 'certifications',
  certification: 'certifications',
  createdat: 'created_at',
  updatedat: 'updated_at',
  city: 'city',
  cityname: 'city',
  state: 'state',
  safetyscore: 'safety_score',
  email: 'email',
  emailaddress: 'email',
  badges: 'badges',
  badge: 'badges',
  status: 'status',
  latitude: 'latitude',
  lat: 'latitude',
  longitude: 'longitude',
  lng: 'longitude',
  lon: 'longitude',
  ...Object.fromEntries(SCORE_FLAT_FIELDS.map((f) => [normalizeHeaderText(f), f])),
}

/** "Safety Score", "safety_score" and "safetyScore" all become "safetyscore". */
export function normalizeHeader(header: string): string {
  return normalizeHeaderText(header)
}

function normalizeHeaderText(header: string): string {
  return header.normalize('NFKC').toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** The business column a header names (case, spaces and punctuation ignored; a few aliases), or null. */
export function columnForHeader(header: string): BusinessCsvColumn | null {
  return HEADER_ALIASES[normalizeHeader(header)] ?? null
}

// OWASP CSV injection: a spreadsheet treats a cell starting with = + - @ (or tab / carriage
// return) as a formula. Export prefixes one quote to such text; a value that already starts with
// quotes followed by one of those characters gets one more, so import can strip exactly one.
const NEEDS_NEUTRALIZING = /^'*[=+\-@\t\r]/
const NEUTRALIZED = /^'+[=+\-@\t\r]/

/**
 * Export side: "=SUM(A1)" → "'=SUM(A1)", "'=x" → "''=x"; anything else unchanged.
 * restoreCell(neutralizeCell(v)) === v for every string v.
 */
export function neutralizeCell(value: string): string {
  return NEEDS_NEUTRALIZING.test(value) ? `'${value}` : value
}

/** Import side: strips the one quote neutralizeCell added ("'=SUM(A1)" → "=SUM(A1)"). */
export function restoreCell(value: string): string {
  return NEUTRALIZED.test(value) ? value.slice(1) : value
}

/**
 * How certifications are separated in an imported file: `|` in our export and in variant B
 * (recognised by their id or created_at column), `;` in variant A unless its cells use `|`.
 */
export function certificationSeparator(columns: ReadonlySet<BusinessCsvColumn>, certificationCells: readonly string[]): string {
  if (columns.has('id') || columns.has('created_at')) return LIST_SEPARATOR
  return certificationCells.some((cell) => cell.includes(LIST_SEPARATOR)) ? LIST_SEPARATOR : VARIANT_A_CERTIFICATION_SEPARATOR
}

// ISO 8601 as written by JavaScript, PostgreSQL and spreadsheets: date, optional time, optional zone.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i

/**
 * created_at of the export and variant B: an ISO 8601 date and time ("2024-05-01T12:00:00.000Z",
 * or PostgreSQL's "2024-05-01 12:00:00+00"); without a zone it is UTC. Empty: null.
 */
export function parseTimestamp(text: string): Date | null | 'invalid' {
  if (text === '') return null
  const match = TIMESTAMP.exec(text)
  if (!match) return 'invalid'
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '0', zone] = match
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > daysIn(Number(year), Number(month))) return 'invalid'
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return 'invalid'
  const offset = !zone || zone.toUpperCase() === 'Z' ? 'Z' : zone.length === 3 ? `${zone}:00` : `${zone.slice(0, 3)}:${zone.slice(-2)}`
  // Milliseconds: what a JavaScript Date (and so the business) keeps.
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}.${fraction.slice(0, 3).padEnd(3, '0')}${offset}`)
  return Number.isNaN(date.getTime()) ? 'invalid' : date
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}
