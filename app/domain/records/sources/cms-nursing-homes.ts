import { SOURCE_LABELS } from './ids.ts'
import { ESTABLISHMENT_TARGET } from '../match-records.server.ts'
import { agencyFeed, writeEstablishments, writeFindings, type EstablishmentRow, type FindingRow } from './feed-tables.server.ts'
import { anyRows, cell, degrees, isoDate, usPhone, type Parsed, type Raw, type RecordSource, type SourceFile } from './source.ts'

// CMS Care Compare, nursing homes (the Provider Data Catalog's monthly CSV files): Provider
// Information, Health Deficiencies, Fire Safety Deficiencies and Penalties, keyed by the CMS
// Certification Number (CCN). The files hold a rolling three-year window: what leaves it stays in
// our history, marked gone (decision 048).

export const CMS_PUBLISHER = 'Centers for Medicare & Medicaid Services, Care Compare'
export const CMS_URL = 'https://data.cms.gov/provider-data/topics/nursing-homes'

const base = (name: string) => name.split(/[\\/]/).at(-1)!.toLowerCase().replace(/[^a-z0-9]/g, '')
const CCN = 'cms_certification_number_ccn'
const ADDRESS_COLUMNS = [CCN, 'provider_name', 'provider_address', 'city_town', 'state', 'zip_code']

/** A CCN: six characters (a spreadsheet may have dropped the leading zeros of an all-digit one). */
function ccnOf(raw: Raw): Parsed<string> {
  const v = cell(raw, CCN, 20).toUpperCase()
  if (!v) return { ok: false, reason: `${CCN} is missing` }
  const ccn = /^\d{4,5}$/.test(v) ? v.padStart(6, '0') : v
  return /^[0-9A-Z]{6}$/.test(ccn) ? { ok: true, row: ccn } : { ok: false, reason: `${CCN} "${v.slice(0, 12)}" is not a CMS Certification Number` }
}

const rating = (v: string) => (/^[1-5]$/.test(v) ? v : '')

const DETAILS = ['ownership_type', 'provider_type', 'number_of_certified_beds', 'legal_business_name'] as const
const RATINGS = ['overall_rating', 'health_inspection_rating', 'staffing_rating', 'qm_rating'] as const

function providerRow(raw: Raw): Parsed<EstablishmentRow> {
  const ccn = ccnOf(raw)
  if (!ccn.ok) return ccn
  const name = cell(raw, 'provider_name')
  if (!name) return { ok: false, reason: 'provider_name is missing' }
  const latitude = degrees(cell(raw, 'latitude', 30), 90)
  const longitude = degrees(cell(raw, 'longitude', 30), 180)
  const details: Record<string, string> = {}
  for (const k of DETAILS) if (cell(raw, k, 120)) details[k] = cell(raw, k, 120)
  for (const k of RATINGS) if (rating(cell(raw, k, 5))) details[k] = rating(cell(raw, k, 5))
  return {
    ok: true,
    row: {
      source_id: ccn.row, name, address: cell(raw, 'provider_address'), city: cell(raw, 'city_town', 80), state: cell(raw, 'state', 2).toUpperCase(),
      zip: cell(raw, 'zip_code', 10).padStart(5, '0'), phone: usPhone(cell(raw, 'telephone_number', 30)),
      latitude: latitude !== null && longitude !== null ? latitude : null, longitude: latitude !== null && longitude !== null ? longitude : null, details,
    },
  }
}

const processed = (raw: Raw) => isoDate(cell(raw, 'processing_date', 30)) ?? null
/** The processing date of each file's rows: the date of the data. */
const PROCESSED = new WeakMap<object, string | null>()
const withDate = <T extends object>(row: T, raw: Raw): T => {
  PROCESSED.set(row, processed(raw))
  return row
}
const dateOf = (row: object) => PROCESSED.get(row) ?? null

const providers: SourceFile<EstablishmentRow> = {
  key: 'providers', name: 'Provider Information (NH_ProviderInfo)', matches: (n) => /providerinfo|providerinformation/.test(base(n)),
  required: true, columns: ADDRESS_COLUMNS,
  history: { table: 'record_establishments', key: 'source_id' },
  rows: { parse: (raw) => { const p = providerRow(raw); return p.ok ? { ok: true, row: withDate(p.row, raw) } : p }, write: writeEstablishments, dateOf },
}

/** CMS's scope and severity grid: A–C potential for minimal harm, D–F for more than minimal harm, G–I actual harm, J–L immediate jeopardy; isolated, pattern, widespread. */
export const SCOPE_SEVERITY = 'ABCDEFGHIJKL'

function deficiencyRow(prefix: 'H' | 'F') {
  return (raw: Raw): Parsed<FindingRow> => {
    const ccn = ccnOf(raw)
    if (!ccn.ok) return ccn
    const date = isoDate(cell(raw, 'survey_date', 30))
    if (!date) return { ok: false, reason: `survey_date "${cell(raw, 'survey_date', 20)}" is not a date` }
    const severity = cell(raw, 'scope_severity_code', 5).toUpperCase()
    if (!SCOPE_SEVERITY.includes(severity) || severity.length !== 1) return { ok: false, reason: `scope_severity_code "${severity.slice(0, 5)}" is not one of A–L` }
    const tag = cell(raw, 'deficiency_tag_number', 10)
    if (!/^\d{1,4}$/.test(tag)) return { ok: false, reason: `deficiency_tag_number "${cell(raw, 'deficiency_tag_number', 10)}" is not a tag number` }
    const code = `${cell(raw, 'deficiency_prefix', 2).toUpperCase() || (prefix === 'H' ? 'F' : 'K')}${tag.padStart(4, '0')}`
    const correctedOn = isoDate(cell(raw, 'correction_date', 30)) ?? null
    const survey = `${prefix}:${ccn.row}:${date}`
    return {
      ok: true,
      row: withDate({
        finding_id: `${survey}:${code}`, inspection_id: survey, establishment_id: ccn.row, found_on: date, code, description: cell(raw, 'deficiency_description', 1000),
        severity, corrected: correctedOn ? 'later' : 'no', corrected_on: correctedOn, narrative: cell(raw, 'deficiency_corrected', 200), amount: null,
      }, raw),
    }
  }
}

const DEFICIENCY_COLUMNS = [CCN, 'survey_date', 'survey_type', 'deficiency_tag_number', 'deficiency_description', 'scope_severity_code'] as const

const health: SourceFile<FindingRow> = {
  key: 'health-deficiencies', name: 'Health Deficiencies (NH_HealthCitations)', matches: (n) => /healthcitation|healthdeficienc/.test(base(n)),
  required: true, columns: DEFICIENCY_COLUMNS,
  history: { table: 'record_findings', key: 'finding_id', prefix: 'H:' },
  rows: { parse: deficiencyRow('H'), write: writeFindings, dateOf },
}

const fire: SourceFile<FindingRow> = {
  key: 'fire-deficiencies', name: 'Fire Safety Deficiencies (NH_FireSafetyCitations)', matches: (n) => /firesafety/.test(base(n)),
  required: false, columns: DEFICIENCY_COLUMNS,
  history: { table: 'record_findings', key: 'finding_id', prefix: 'F:' },
  rows: { parse: deficiencyRow('F'), write: writeFindings, dateOf },
}

const money = (v: string) => Number(v.replace(/[$,\s]/g, ''))

function penaltyRow(raw: Raw): Parsed<FindingRow> {
  const ccn = ccnOf(raw)
  if (!ccn.ok) return ccn
  const date = isoDate(cell(raw, 'penalty_date', 30))
  if (!date) return { ok: false, reason: `penalty_date "${cell(raw, 'penalty_date', 20)}" is not a date` }
  const type = cell(raw, 'penalty_type', 40)
  const fine = /fine/i.test(type)
  const amount = money(cell(raw, 'fine_amount', 30))
  if (fine && !(amount >= 0)) return { ok: false, reason: `fine_amount "${cell(raw, 'fine_amount', 20)}" is not an amount` }
  const start = isoDate(cell(raw, 'payment_denial_start_date', 30)) ?? null
  const days = cell(raw, 'payment_denial_length_in_days', 10)
  const kind = fine ? 'Fine' : /denial/i.test(type) ? 'Payment denial' : type || 'Penalty'
  return {
    ok: true,
    row: withDate({
      finding_id: `P:${ccn.row}:${date}:${kind}`, inspection_id: '', establishment_id: ccn.row, found_on: date, code: kind,
      description: !fine && start ? `from ${start}${/^\d+$/.test(days) ? ` for ${days} days` : ''}` : '', severity: '', corrected: '', corrected_on: start, narrative: '',
      amount: fine ? amount : null,
    }, raw),
  }
}

const penalties: SourceFile<FindingRow> = {
  key: 'penalties', name: 'Penalties (NH_Penalties)', matches: (n) => /penalt/.test(base(n)),
  required: false, columns: [CCN, 'penalty_date', 'penalty_type'],
  history: { table: 'record_findings', key: 'finding_id', prefix: 'P:' },
  rows: { parse: penaltyRow, write: writeFindings, dateOf },
}

const openFeed = agencyFeed('cms-nursing-homes', CMS_PUBLISHER, CMS_URL)

export const CMS_NURSING_HOMES: RecordSource = {
  id: 'cms-nursing-homes',
  label: SOURCE_LABELS['cms-nursing-homes'],
  section: 'CMS inspections',
  category: 'healthcare',
  publisher: CMS_PUBLISHER,
  publisherUrl: CMS_URL,
  dateLabel: 'data processed',
  files: [anyRows(providers), anyRows(health), anyRows(fire), anyRows(penalties)],
  openFeed,
  match: ESTABLISHMENT_TARGET,
}
