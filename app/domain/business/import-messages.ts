import { BADGE_TYPES, BUSINESS_CATEGORIES } from '~/lib/db-schema.ts'
import type { BusinessCsvColumn } from './csv-cells.ts'

/**
 * What a rejected CSV row says: the column, the value it holds and the values the
 * column allows, e.g. `Column "type": "Bakery" is not allowed. Allowed values: restaurants, …`.
 */

/** The file's column behind each field of the business schema. */
const COLUMN_OF_FIELD: Record<string, string> = {
  name: 'name',
  category: 'type',
  description: 'description',
  rating: 'rating',
  address: 'address',
  phone: 'phone',
  website: 'website',
  certifications: 'certifications',
  cityId: 'city',
  safetyScore: 'safety_score',
  email: 'email',
  badges: 'badges',
  status: 'status',
  auditedOn: 'audited_on',
  scoreComponents: 'the score columns (*_score, *_evidence)',
  badgeEvidence: 'the badge evidence columns (*_issuer, *_checked_on, *_expires_on)',
}

/** Columns that take one of a list of values or a range: what they allow, said once. */
const ALLOWED: Partial<Record<BusinessCsvColumn, string>> = {
  type: `Allowed values: ${BUSINESS_CATEGORIES.join(', ')} ("restaurant" is read as restaurants)`,
  rating: 'Allowed values: a number from 0 to 5 in steps of 0.1',
  safety_score: 'Allowed values: a whole number from 0 to 100 (empty: 0)',
  badges: `Allowed values: ${BADGE_TYPES.join(', ')}, separated by |`,
  status: 'Allowed values: published, hidden (empty: published)',
  audited_on: 'Allowed values: a date as YYYY-MM-DD, or empty',
  created_at: 'Allowed values: a date and time such as 2024-05-01T12:00:00.000Z, or empty',
  id: 'Allowed values: a listing id (a UUID), or empty for a new listing',
}

const ENUMERATED = new Set(['type', 'status', 'badges', 'id'])

/** `Column "type": "Bakery" is not allowed. Allowed values: …` for a schema error of a field. */
export function describeFieldError(field: string, message: string, cells: Partial<Record<BusinessCsvColumn, string>>): string {
  const column = COLUMN_OF_FIELD[field] ?? field
  return describeCellProblem(column, cells[column as BusinessCsvColumn], message)
}

/**
 * One problem of a cell. Enumerated columns name their allowed values instead of the schema's
 * generic words ("Category is required" for "Bakery" reads as if the cell were empty).
 */
export function describeCellProblem(column: string, value: string | undefined, message: string): string {
  const allowed = ALLOWED[column as BusinessCsvColumn]
  const where = `Column "${column}"`
  if (!allowed) return `${where}: ${message}`
  const what = value === undefined || value === '' ? 'is empty' : `"${value.length > 60 ? `${value.slice(0, 60)}…` : value}" is not allowed`
  // A list of names says more than the schema's words ("Category is required" for "Bakery").
  return ENUMERATED.has(column) ? `${where}: ${what}. ${allowed}` : `${where}: ${what} (${message}). ${allowed}`
}
