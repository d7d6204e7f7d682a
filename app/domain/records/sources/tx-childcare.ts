import { SOURCE_LABELS } from './ids.ts'
import { ESTABLISHMENT_TARGET } from '../match-records.server.ts'
import { agencyFeed, writeEstablishments, writeFindings, writeInspectionRecords, type EstablishmentRow, type FindingRow, type InspectionRecordRow } from './feed-tables.server.ts'
import { cell, isoDate, type Parsed, type Raw, type RecordSource, type SourceFile, anyRows } from './source.ts'

// Texas Health and Human Services Commission, Child Care Licensing: the open data portal's three
// tables of day care and residential operations, their inspections (and investigations and
// assessments), and the deficiencies cited (non-compliance), as CSV exports in a folder.

export const TX_PUBLISHER = 'Texas Health and Human Services Commission, Child Care Licensing'

const base = (name: string) => name.split(/[\\/]/).at(-1)!.toLowerCase()
const isNonCompliance = (name: string) => /non[-_ ]?compliance|deficienc/.test(base(name))
const isInspections = (name: string) => !isNonCompliance(name) && /inspection|investigation|assessment/.test(base(name))

/** "POINT (-97.74 30.27)" or "(30.27, -97.74)", as the portal writes a location; null for anything else. */
export function pointOf(text: string): { latitude: number; longitude: number } | null {
  const wkt = text.match(/POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)/i)
  const pair = text.match(/\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)/)
  const [latitude, longitude] = wkt ? [Number(wkt[2]), Number(wkt[1])] : pair ? [Number(pair[1]), Number(pair[2])] : [NaN, NaN]
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && latitude !== 0 ? { latitude, longitude } : null
}

/** "401 FM 685 STE 104, PFLUGERVILLE, TX 78660-2840" or "… PFLUGERVILLE TX 78660 2840": the street, city, state and ZIP code it names. */
export function splitLocation(text: string): { street: string; city: string; state: string; zip: string } {
  const line = text.split(/\r?\n/)[0]!.trim()
  const m = line.match(/^(.*?)[,\s]+([A-Z]{2})[,\s]+(\d{5})(?:[-\s]?\d{4})?\s*$/i)
  if (!m) return { street: line, city: '', state: '', zip: '' }
  const parts = m[1]!.split(',').map((p) => p.trim()).filter(Boolean)
  return parts.length >= 2 ? { street: parts.slice(0, -1).join(', '), city: parts.at(-1)!, state: m[2]!.toUpperCase(), zip: m[3]! } : { street: parts[0] ?? '', city: '', state: m[2]!.toUpperCase(), zip: m[3]! }
}

const DETAILS = { operation_number: 'Operation number', operation_type: 'Type', total_capacity: 'Capacity', operation_status: 'Status', county: 'County', licensed_to_serve_ages: 'Ages served' } as const

function operationRow(raw: Raw): Parsed<EstablishmentRow> {
  const id = cell(raw, 'operation_id', 40)
  if (!/^\d{1,12}$/.test(id)) return { ok: false, reason: id ? `operation_id "${id.slice(0, 20)}" is not a number` : 'operation_id is missing' }
  const name = cell(raw, 'operation_name')
  if (!name) return { ok: false, reason: 'operation_name is missing' }
  const location = splitLocation(cell(raw, 'location_address', 300))
  const street = cell(raw, 'address_line') || location.street
  const zip = cell(raw, 'zipcode', 10) || location.zip
  const point = pointOf(cell(raw, 'location_address_geo', 300) || cell(raw, 'location_address', 300))
  const details = Object.fromEntries(Object.keys(DETAILS).map((k) => [k, cell(raw, k, 120)]).filter(([, v]) => v !== ''))
  return {
    ok: true,
    row: {
      source_id: id, name, address: street, city: cell(raw, 'city', 80) || location.city, state: (cell(raw, 'state', 2) || location.state || 'TX').toUpperCase(), zip,
      phone: cell(raw, 'phone_number', 30), latitude: point?.latitude ?? null, longitude: point?.longitude ?? null, details,
    },
  }
}

const operations: SourceFile<EstablishmentRow> = {
  key: 'operations', name: 'the operations table (HHSC CCL Daycare and Residential Operations Data)',
  matches: (name) => !isNonCompliance(name) && !isInspections(name) && /operation/.test(base(name)),
  required: true, columns: ['operation_id', 'operation_name', 'location_address'],
  history: { table: 'record_establishments', key: 'source_id' },
  rows: { parse: operationRow, write: writeEstablishments },
}

const VIOLATION_FOUND: Record<string, string> = { y: 'Deficiencies cited', yes: 'Deficiencies cited', n: 'No deficiency cited', no: 'No deficiency cited' }

function activityRow(raw: Raw): Parsed<InspectionRecordRow> {
  const id = cell(raw, 'activity_id', 40)
  if (!/^\d{1,15}$/.test(id)) return { ok: false, reason: id ? `activity_id "${id.slice(0, 20)}" is not a number` : 'activity_id is missing' }
  const operation = cell(raw, 'operation_id', 40)
  if (!operation) return { ok: false, reason: 'operation_id is missing' }
  const date = isoDate(cell(raw, 'activity_date', 30))
  if (!date) return { ok: false, reason: `activity_date "${cell(raw, 'activity_date', 20)}" is not a date` }
  return { ok: true, row: { inspection_id: id, establishment_id: operation, inspected_on: date, kind: cell(raw, 'activity_type', 60), score: null, description: VIOLATION_FOUND[cell(raw, 'violation_found', 5).toLowerCase()] ?? '' } }
}

const activities: SourceFile<InspectionRecordRow> = {
  key: 'inspections', name: 'the inspections table (HHSC CCL Inspection/Investigation/Assessment Data)', matches: isInspections,
  required: true, columns: ['activity_id', 'operation_id', 'activity_date', 'activity_type'],
  history: { table: 'record_inspections', key: 'inspection_id' },
  rows: { parse: activityRow, write: writeInspectionRecords, dateOf: (r) => r.inspected_on },
}

/** The state's five risk levels, as it writes them. */
export const RISK_LEVELS = ['High', 'Medium High', 'Medium', 'Medium Low', 'Low'] as const

function riskLevel(text: string): string {
  const t = text.replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase()
  return RISK_LEVELS.find((l) => l.toLowerCase() === t) ?? text
}

const yes = (v: string) => ['y', 'yes', 'true', '1'].includes(v.toLowerCase())
const no = (v: string) => ['n', 'no', 'false', '0'].includes(v.toLowerCase())

function nonComplianceRow(raw: Raw): Parsed<FindingRow> {
  const id = cell(raw, 'non_compliance_id', 40)
  if (!/^\d{1,15}$/.test(id)) return { ok: false, reason: id ? `non_compliance_id "${id.slice(0, 20)}" is not a number` : 'non_compliance_id is missing' }
  const operation = cell(raw, 'operation_id', 40)
  if (!operation) return { ok: false, reason: 'operation_id is missing' }
  const date = isoDate(cell(raw, 'activity_date', 30))
  if (!date) return { ok: false, reason: `activity_date "${cell(raw, 'activity_date', 20)}" is not a date` }
  const correctedOn = isoDate(cell(raw, 'corrected_date', 30)) ?? isoDate(cell(raw, 'date_correction_verified', 30)) ?? null
  const atInspection = cell(raw, 'corrected_at_inspection', 5)
  const corrected = yes(atInspection) ? 'at inspection' : correctedOn ? 'later' : no(atInspection) ? 'no' : ''
  const standard = cell(raw, 'standard_number_description', 1000)
  const [code, ...rest] = standard.split(' - ')
  return {
    ok: true,
    row: {
      finding_id: id, inspection_id: cell(raw, 'activity_id', 40), establishment_id: operation, found_on: date, code: rest.length ? code!.trim().slice(0, 40) : '',
      description: rest.length ? rest.join(' - ').trim() : standard, severity: riskLevel(cell(raw, 'standard_risk_level', 40)), corrected, corrected_on: correctedOn,
      narrative: cell(raw, 'narrative', 4000),
    },
  }
}

const nonCompliance: SourceFile<FindingRow> = {
  key: 'non-compliance', name: 'the non-compliance table (HHSC CCL Non-Compliance Data)', matches: isNonCompliance,
  required: true, columns: ['non_compliance_id', 'operation_id', 'activity_id', 'standard_number_description', 'standard_risk_level', 'activity_date'],
  history: { table: 'record_findings', key: 'finding_id' },
  rows: { parse: nonComplianceRow, write: writeFindings },
}

const openFeed = agencyFeed('tx-childcare', TX_PUBLISHER, 'https://data.texas.gov/')

export const TX_CHILDCARE: RecordSource = {
  id: 'tx-childcare',
  label: SOURCE_LABELS['tx-childcare'],
  section: 'Licensing inspections',
  category: 'childcare',
  publisher: TX_PUBLISHER,
  publisherUrl: 'https://data.texas.gov/',
  dateLabel: 'records through',
  files: [anyRows(operations), anyRows(activities), anyRows(nonCompliance)],
  openFeed,
  match: ESTABLISHMENT_TARGET,
}
