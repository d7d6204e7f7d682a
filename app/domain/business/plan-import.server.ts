import type { Kysely, Selectable } from 'kysely'
import type { BusinessesTable, Database } from '~/lib/db-schema.ts'
import { isUuid } from '~/lib/uuid.ts'
import { findPossibleDuplicates } from '~/domain/business/find-possible-duplicates.server.ts'
import { parseBusiness, PUBLISHED_NEEDS_CITY, scoreFieldsFromFlat, type BusinessValues } from '~/domain/business/model.ts'
import { sameJson, toColumns, type NewBusiness } from './create-businesses.server.ts'
import { certificationSeparator, parseTimestamp, type BusinessCsvColumn } from './csv-cells.ts'
import { businessOfRow } from './business-of-row.ts'
import { SCORE_WITHOUT_AUDIT_NOTE, type DuplicateChoice, type DuplicateLine, type NotedLine, type RejectedLine } from './businesses-csv.ts'
import { cityFinder } from './find-import-city.server.ts'
import { describeCellProblem, describeFieldError } from './import-messages.ts'
import type { BusinessCsvRecord, BusinessesCsvFile } from './read-businesses-csv.ts'

type Db = Kysely<Database>

/** A file without a city column names the city in the address, or the row has none. */
const NO_CITY_IN_FILE = 'City is required for a published business: add a city column, write the address as "1 Main St, Denver, CO 80202", or set the status to hidden'
export type StoredBusiness = Selectable<BusinessesTable>
type ReadableFile = Extract<BusinessesCsvFile, { ok: true }>

/** What importing a file would do. */
export interface ImportPlan {
  creates: NewBusiness[]
  /** Updates, each with the business as it is now (the import batch keeps it for an undo). */
  updates: { id: string; business: BusinessValues; current: StoredBusiness }[]
  unchanged: number
  /** Rejected rows with their cells as in the file (for the rejected rows' file). */
  rejected: (RejectedLine & { raw: string[] })[]
  duplicates: DuplicateLine[]
  /** Rows that import with a note (a safety score no page shows until the business is audited). */
  notes: NotedLine[]
}

/** A row without id, valid, before the duplicate check. */
interface NewRow {
  line: number
  fields: Record<string, unknown>
  business: NewBusiness
}

/**
 * Reads every row against the current businesses: which would create, update or change nothing,
 * which are rejected and why (naming the column and its allowed values), and which new rows may
 * duplicate a business. `duplicates: 'merge'` plans those rows as updates of that business.
 */
export async function planImport(db: Db, file: ReadableFile, duplicates: DuplicateChoice = 'keep'): Promise<ImportPlan> {
  const findCity = await cityFinder(db)
  const existing = await storedBusinesses(db, file.records.map((r) => r.cells.id?.toLowerCase()).filter(isUuid))
  const separator = certificationSeparator(file.columns, file.records.map((r) => r.cells.certifications ?? ''))
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, rejected: [], duplicates: [], notes: [] }
  const newRows: NewRow[] = []
  const lineOfId = new Map<string, number>()

  for (const record of file.records) {
    const reject = (reason: string) => plan.rejected.push({ line: record.line, reason, raw: record.raw })
    if (record.problem) {
      reject(record.problem)
      continue
    }
    const { cells } = record
    // Without a usable id the row's other errors would only be noise (it cannot be merged).
    const id = cells.id ? cells.id.toLowerCase() : null
    if (id !== null && !isUuid(id)) {
      reject(describeCellProblem('id', cells.id, 'Id must be a listing id (a UUID) or empty'))
      continue
    }
    if (id !== null && lineOfId.has(id)) {
      reject(`Column "id": the same id is also on line ${lineOfId.get(id)}`)
      continue
    }
    if (id !== null) lineOfId.set(id, record.line)

    const reasons: string[] = []
    const fields = businessFieldsOf(cells, separator)
    if (file.columns.has('city') || file.columns.has('state')) {
      const city = findCity(cells.city ?? '', cells.state ?? '')
      if ('error' in city) reasons.push(`Column "city": ${city.error}`)
      else fields.cityId = city.cityId
    } else if (id === null || !existing.has(id)) {
      // No city column (the spec's own layouts): a new business is in the city its address names ("…, Denver, CO 80202").
      const named = cityOfAddress(cells.address ?? '')
      const city = named && findCity(named.city, named.state)
      if (city && !('error' in city)) fields.cityId = city.cityId
    }
    const createdAt = parseTimestamp(cells.created_at ?? '')
    if (createdAt === 'invalid') reasons.push(describeCellProblem('created_at', cells.created_at, 'Created at must be a date and time'))

    // A column the file lacks keeps the business's value (update) or takes the schema default (create).
    const current = id !== null ? existing.get(id) : undefined
    const parsed = parseBusiness({ ...(current ? businessOfRow(current) : {}), ...fields })
    if (!parsed.ok) reasons.push(...Object.entries(parsed.errors).map(([field, message]) => describeFieldError(field, message, cells)))
    // A published business without a city would be on no page: the row is refused, not imported unseen.
    else if (reasons.length === 0 && parsed.value.status === 'published' && parsed.value.cityId === null) {
      reasons.push(describeFieldError('cityId', file.columns.has('city') ? PUBLISHED_NEEDS_CITY : NO_CITY_IN_FILE, cells))
    }

    if (reasons.length > 0 || !parsed.ok) {
      reject(reasons.join('; '))
      continue
    }

    if (parsed.value.safetyScore > 0 && !parsed.value.auditedOn && !parsed.value.scoreComponents) plan.notes.push({ line: record.line, note: SCORE_WITHOUT_AUDIT_NOTE })
    if (current) addUpdate(plan, current, parsed.value)
    else if (id) plan.creates.push({ ...parsed.value, id, ...(createdAt instanceof Date ? { createdAt } : {}) })
    // No id: a new business, unless it duplicates one. An id that no longer exists: the deleted business comes back as it was.
    else newRows.push({ line: record.line, fields, business: { ...parsed.value, ...(createdAt instanceof Date ? { createdAt } : {}) } })
  }
  await planNewRows(db, plan, newRows, duplicates)
  return plan
}

/** New rows: flagged when they may duplicate a business; merged into it when asked. */
async function planNewRows(db: Db, plan: ImportPlan, rows: NewRow[], choice: DuplicateChoice): Promise<void> {
  const matches = await findPossibleDuplicates(db, rows.map((r) => r.business))
  const merged = choice === 'merge' ? await storedBusinesses(db, matches.flatMap((m) => (m[0] ? [m[0].id] : []))) : new Map<string, StoredBusiness>()
  for (const [i, row] of rows.entries()) {
    const match = matches[i]![0]
    if (match) plan.duplicates.push({ line: row.line, name: row.business.name, duplicateOf: match })
    const target = match ? merged.get(match.id) : undefined
    const parsed = target ? parseBusiness({ ...businessOfRow(target), ...row.fields }) : null
    if (target && parsed?.ok) addUpdate(plan, target, parsed.value)
    else plan.creates.push(row.business)
  }
}

function addUpdate(plan: ImportPlan, current: StoredBusiness, next: BusinessValues) {
  if (sameBusiness(businessOfRow(current), next)) plan.unchanged++
  else plan.updates.push({ id: current.id, business: next, current })
}

// Cells copied as they are into the business schema's fields (it parses numbers, badges, etc.).
const FIELD_OF_COLUMN: [BusinessCsvColumn, string][] = [
  ['name', 'name'],
  ['type', 'category'],
  ['description', 'description'],
  ['rating', 'rating'],
  ['address', 'address'],
  ['phone', 'phone'],
  ['website', 'website'],
  ['safety_score', 'safetyScore'],
  ['email', 'email'],
  ['badges', 'badges'],
  ['status', 'status'],
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
]

/** The business schema's fields from a row's cells (only the columns the file has). */
function businessFieldsOf(cells: BusinessCsvRecord['cells'], separator: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [column, field] of FIELD_OF_COLUMN) {
    if (cells[column] !== undefined) fields[field] = cells[column]
  }
  // A list, so the schema does not split on commas (a comma in a name is an error, not two names).
  if (cells.certifications !== undefined) fields.certifications = cells.certifications.split(separator)
  return { ...fields, ...scoreFieldsFromFlat((name) => cells[name as BusinessCsvColumn]) }
}

/** Same rule as updateBusiness: equal columns mean the row stays as it is (updated_at too). */
function sameBusiness(current: BusinessValues, next: BusinessValues): boolean {
  const before: Record<string, unknown> = toColumns(current)
  return Object.entries(toColumns(next)).every(([key, value]) => {
    const old = before[key]
    if (key === 'score_components' || key === 'badge_evidence') return sameJson(old, value)
    if (Array.isArray(value)) return Array.isArray(old) && old.length === value.length && value.every((v, i) => old[i] === v)
    return (old ?? null) === (value ?? null)
  })
}

const ID_CHUNK = 1000

/** The stored businesses of these ids. */
async function storedBusinesses(db: Db, ids: string[]): Promise<Map<string, StoredBusiness>> {
  const unique = [...new Set(ids)]
  const found = new Map<string, StoredBusiness>()
  for (let start = 0; start < unique.length; start += ID_CHUNK) {
    const rows = await db.selectFrom('businesses').selectAll().where('id', 'in', unique.slice(start, start + ID_CHUNK)).execute()
    for (const row of rows) found.set(row.id, row)
  }
  return found
}

/** "1 Main St, Denver, CO 80202" → Denver, CO; null when the address names no city and state. */
function cityOfAddress(address: string): { city: string; state: string } | null {
  const parts = address.split(',').map((p) => p.trim())
  const state = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(parts.at(-1) ?? '')?.[1]
  return parts.length >= 3 && state ? { city: parts.at(-2)!, state } : null
}
