import type { Kysely, Selectable } from 'kysely'
import { US_STATES } from '~/content/states.ts'
import { recordAudit } from '~/domain/admin/record-audit.server.ts'
import type { BusinessesTable, Database } from '~/lib/db-schema.ts'
import { isUuid } from '~/lib/uuid.ts'
import { createBusinesses, sameJson, toColumns, type NewBusiness } from './create-businesses.server.ts'
import { certificationSeparator, parseTimestamp, type BusinessCsvColumn } from './csv-cells.ts'
import { businessOfRow } from './business-of-row.ts'
import { parseBusiness, scoreFieldsFromFlat, type BusinessValues } from '~/domain/business/model.ts'
import {
  CSV_MESSAGES,
  importFailure,
  MAX_REJECTED_LINES_LISTED,
  type ImportCounts,
  type ImportResult,
  type RejectedLine,
} from './businesses-csv.ts'
import { readBusinessesCsv, type ImportLimits, type BusinessCsvRecord, type BusinessesCsvFile } from './read-businesses-csv.ts'
import { updateBusiness } from './update-business.server.ts'

type Db = Kysely<Database>
type StoredBusiness = Selectable<BusinessesTable>
type ReadableFile = Extract<BusinessesCsvFile, { ok: true }>

/** What importing a file would do. */
interface ImportPlan {
  creates: NewBusiness[]
  updates: { id: string; business: BusinessValues }[]
  unchanged: number
  rejected: RejectedLine[]
}

/**
 * Preview (spec §5 CSV upload): reads and validates the file against the current businesses and
 * says how many rows would create, update or leave a business unchanged, and which are rejected
 * and why. Writes nothing.
 */
export async function previewBusinessesImport(db: Db, bytes: Uint8Array, limits: ImportLimits = {}): Promise<ImportResult> {
  const file = readBusinessesCsv(bytes, limits)
  if (!file.ok) return file
  const plan = await planImport(db, file)
  return {
    ok: true,
    intent: 'preview',
    counts: countsOf(plan),
    rejectedLines: plan.rejected.slice(0, MAX_REJECTED_LINES_LISTED),
    ignoredColumns: file.ignoredColumns,
  }
}

/**
 * Imports the file all-or-nothing in one transaction: a row with a known id updates that
 * business (when something differs), a row without id creates one, a row whose id no longer
 * exists restores it under that id (and its created_at). One rejected row imports nothing.
 * One audit entry. created_at is used only for new rows and updated_at never: the database
 * keeps those.
 */
export async function importBusinesses(
  db: Db,
  actor: { email: string },
  bytes: Uint8Array,
  options: ImportLimits & { fileName?: string } = {},
): Promise<ImportResult> {
  const file = readBusinessesCsv(bytes, options)
  if (!file.ok) return file
  return db.transaction().execute(async (trx): Promise<ImportResult> => {
    const plan = await planImport(trx, file)
    if (plan.rejected.length > 0) {
      return importFailure('rejected-rows', CSV_MESSAGES.rejectedRows, {
        counts: countsOf(plan),
        rejectedLines: plan.rejected.slice(0, MAX_REJECTED_LINES_LISTED),
      })
    }
    const counts: ImportCounts = { create: plan.creates.length, update: 0, unchanged: plan.unchanged, rejected: 0 }
    for (const { id, business } of plan.updates) {
      const outcome = await updateBusiness(trx, id, business, { awards: 'sync', reason: 'Removed by a CSV import' })
      // Deleted since the plan read it (another request): rolling back beats losing the row's data.
      if (outcome === 'not-found') throw new Error(`Listing ${id} was deleted during the import`)
      counts[outcome === 'updated' ? 'update' : 'unchanged']++
    }
    await createBusinesses(trx, plan.creates)
    await recordAudit(trx, {
      actor: actor.email,
      action: 'business.import',
      entity: 'business',
      detail: { file: options.fileName ?? null, created: counts.create, updated: counts.update, unchanged: counts.unchanged },
    })
    return { ok: true, intent: 'import', counts, rejectedLines: [], ignoredColumns: file.ignoredColumns }
  })
}

function countsOf(plan: ImportPlan): ImportCounts {
  return { create: plan.creates.length, update: plan.updates.length, unchanged: plan.unchanged, rejected: plan.rejected.length }
}

async function planImport(db: Db, file: ReadableFile): Promise<ImportPlan> {
  const findCity = await cityFinder(db)
  const existing = await existingBusinesses(db, file.records)
  const separator = certificationSeparator(file.columns, file.records.map((r) => r.cells.certifications ?? ''))
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, rejected: [] }
  const lineOfId = new Map<string, number>()

  for (const record of file.records) {
    const reject = (reason: string) => plan.rejected.push({ line: record.line, reason })
    if (record.problem) {
      reject(record.problem)
      continue
    }
    const { cells } = record
    // Without a usable id the row's other errors would only be noise (it cannot be merged).
    const id = cells.id ? cells.id.toLowerCase() : null
    if (id !== null && !isUuid(id)) {
      reject('Id must be a listing id (a UUID) or empty')
      continue
    }
    if (id !== null && lineOfId.has(id)) {
      reject(`Id also appears on line ${lineOfId.get(id)}`)
      continue
    }
    if (id !== null) lineOfId.set(id, record.line)

    const reasons: string[] = []
    const fields = businessFieldsOf(cells, separator)
    if (file.columns.has('city') || file.columns.has('state')) {
      const city = findCity(cells.city ?? '', cells.state ?? '')
      if ('error' in city) reasons.push(city.error)
      else fields.cityId = city.cityId
    }
    const createdAt = parseTimestamp(cells.created_at ?? '')
    if (createdAt === 'invalid') reasons.push('Created at must be a date and time (for example 2024-05-01T12:00:00.000Z)')

    // A column the file lacks keeps the business's value (update) or takes the schema default (create).
    const current = id !== null ? existing.get(id) : undefined
    const parsed = parseBusiness({ ...(current ? businessOfRow(current) : {}), ...fields })
    if (!parsed.ok) reasons.push(...Object.values(parsed.errors))
    if (reasons.length > 0 || !parsed.ok) {
      reject(reasons.join('; '))
      continue
    }

    if (current) {
      if (sameBusiness(businessOfRow(current), parsed.value)) plan.unchanged++
      else plan.updates.push({ id: current.id, business: parsed.value })
    } else {
      // No id: a new business. An id that no longer exists: the deleted business comes back as it was.
      plan.creates.push({ ...parsed.value, ...(id ? { id } : {}), ...(createdAt instanceof Date ? { createdAt } : {}) })
    }
  }
  return plan
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

/** The stored businesses the file's ids name. */
async function existingBusinesses(db: Db, records: BusinessCsvRecord[]): Promise<Map<string, StoredBusiness>> {
  const ids = [...new Set(records.map((r) => r.cells.id?.toLowerCase()).filter(isUuid))]
  const found = new Map<string, StoredBusiness>()
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const rows = await db.selectFrom('businesses').selectAll().where('id', 'in', ids.slice(start, start + ID_CHUNK)).execute()
    for (const row of rows) found.set(row.id, row)
  }
  return found
}

type CityMatch = { cityId: number | null } | { error: string }

/**
 * Finds a city by name and state (abbreviation or full name, any case) among the cities table.
 * Empty city and state: no city. A city name alone is enough when only one state has it.
 */
async function cityFinder(db: Db): Promise<(city: string, state: string) => CityMatch> {
  const cities = await db.selectFrom('cities').select(['id', 'name', 'state']).orderBy('id').execute()
  const byNameAndState = new Map<string, number>()
  const byName = new Map<string, number[]>()
  for (const c of cities) {
    const name = c.name.toLowerCase()
    if (!byNameAndState.has(`${name}|${c.state}`)) byNameAndState.set(`${name}|${c.state}`, c.id)
    byName.set(name, [...(byName.get(name) ?? []), c.id])
  }
  const stateAbbr = new Map<string, string>()
  for (const s of US_STATES) {
    stateAbbr.set(s.abbr.toLowerCase(), s.abbr)
    stateAbbr.set(s.name.toLowerCase(), s.abbr)
  }
  return (city, state) => {
    if (city === '' && state === '') return { cityId: null }
    if (city === '') return { error: 'City is required when a state is given' }
    const name = city.toLowerCase()
    if (state === '') {
      const ids = byName.get(name) ?? []
      if (ids.length === 1) return { cityId: ids[0]! }
      if (ids.length > 1) return { error: `City "${city}" is in several states: add its state` }
      return { error: `City "${city}" is not one of the listed cities` }
    }
    const abbr = stateAbbr.get(state.toLowerCase())
    const id = abbr ? byNameAndState.get(`${name}|${abbr}`) : undefined
    return id !== undefined ? { cityId: id } : { error: `City "${city}, ${state}" is not one of the listed cities` }
  }
}
