import { sql } from 'kysely'
import { SOURCE_LABELS } from './ids.ts'
import { BASICS } from '../regulator-model.ts'
import type { DB } from '~/lib/db.server.ts'
import { ESTABLISHMENT_TARGET } from '../match-records.server.ts'
import { agencyFeed, writeEstablishments, writeFindings, writeInspectionRecords, type EstablishmentRow, type FindingRow, type InspectionRecordRow } from './feed-tables.server.ts'
import { anyRows, cell, isoDate, usPhone, type Parsed, type Raw, type RecordSource, type SourceFile } from './source.ts'

// FMCSA motor carriers: the carrier census (one row per USDOT number), the Safety Measurement
// System's measures (24 months of roadside inspections: out-of-service counts, and per BASIC the
// inspections with a violation, the measure and the acute/critical flag), and the crash file (one
// row per crash). The measures replace the carrier's previous ones; crashes leaving the 24 months
// stay in our history, marked gone (decision 048).

export const FMCSA_PUBLISHER = 'Federal Motor Carrier Safety Administration'
export const FMCSA_URL = 'https://ai.fmcsa.dot.gov/SMS/Tools/Downloads.aspx'

const base = (name: string) => name.split(/[\\/]/).at(-1)!.toLowerCase()

function dotOf(raw: Raw): Parsed<string> {
  const v = cell(raw, 'dot_number', 20)
  if (!v) return { ok: false, reason: 'dot_number is missing' }
  return /^\d{1,8}$/.test(v) ? { ok: true, row: String(Number(v)) } : { ok: false, reason: `dot_number "${v.slice(0, 12)}" is not a USDOT number` }
}

const CENSUS_DETAILS = { legal_name: 120, dba_name: 120, carrier_operation: 5, nbr_power_unit: 10, driver_total: 10 } as const

function carrierRow(raw: Raw): Parsed<EstablishmentRow> {
  const dot = dotOf(raw)
  if (!dot.ok) return dot
  const legal = cell(raw, 'legal_name')
  if (!legal) return { ok: false, reason: 'legal_name is missing' }
  const details: Record<string, string> = {}
  for (const [k, max] of Object.entries(CENSUS_DETAILS)) if (cell(raw, k, max)) details[k] = cell(raw, k, max)
  const mcs150 = cell(raw, 'mcs150_date', 30)
  if (mcs150) details.mcs150_date = isoDate(mcs150) ?? mcs150
  return {
    ok: true,
    row: {
      source_id: dot.row, name: cell(raw, 'dba_name') || legal, address: cell(raw, 'phy_street'), city: cell(raw, 'phy_city', 80), state: cell(raw, 'phy_state', 2).toUpperCase(),
      zip: cell(raw, 'phy_zip', 10), phone: usPhone(cell(raw, 'telephone', 30)), latitude: null, longitude: null, details,
    },
  }
}

const census: SourceFile<EstablishmentRow> = {
  key: 'census', name: 'the carrier census (FMCSA_CENSUS)', matches: (n) => /census/.test(base(n)) && !/crash/.test(base(n)),
  required: true, columns: ['dot_number', 'legal_name', 'phy_street', 'phy_city', 'phy_state', 'phy_zip'],
  history: { table: 'record_establishments', key: 'source_id' },
  rows: { parse: carrierRow, write: writeEstablishments },
}

const COUNTS = ['insp_total', 'driver_insp_total', 'driver_oos_insp_total', 'vehicle_insp_total', 'vehicle_oos_insp_total'] as const

function measuresRow(raw: Raw): Parsed<InspectionRecordRow> {
  const dot = dotOf(raw)
  if (!dot.ok) return dot
  const details: Record<string, string> = {}
  for (const k of COUNTS) {
    const v = cell(raw, k, 12)
    if (v === '' && k !== 'insp_total') continue
    if (!/^\d+$/.test(v)) return { ok: false, reason: `${k} "${v.slice(0, 12)}" is not a count` }
    details[k] = String(Number(v))
  }
  details.driver_insp_total ??= details.insp_total!
  details.vehicle_insp_total ??= details.insp_total!
  for (const b of Object.keys(BASICS)) {
    for (const part of ['insp_w_viol', 'measure', 'ac']) if (cell(raw, `${b}_${part}`, 12)) details[`${b}_${part}`] = cell(raw, `${b}_${part}`, 12)
  }
  return { ok: true, row: { inspection_id: `sms:${dot.row}`, establishment_id: dot.row, inspected_on: '', kind: 'SMS', score: null, description: '', details } }
}

const measures: SourceFile<InspectionRecordRow> = {
  key: 'sms', name: 'the SMS measures (SMS_AB_PassProperty)', matches: (n) => /sms|measure/.test(base(n)) && !/crash|census|inspection/.test(base(n)),
  required: false, columns: ['dot_number', 'insp_total', 'driver_oos_insp_total', 'vehicle_oos_insp_total'],
  history: { table: 'record_inspections', key: 'inspection_id', prefix: 'sms:' },
  rows: { parse: measuresRow, write: writeInspectionRecords },
}

const count = (raw: Raw, k: string) => (/^\d+$/.test(cell(raw, k, 6)) ? Number(cell(raw, k, 6)) : 0)
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function crashRow(raw: Raw): Parsed<FindingRow> {
  const dot = dotOf(raw)
  if (!dot.ok) return dot
  const report = cell(raw, 'report_number', 30)
  if (!report) return { ok: false, reason: 'report_number is missing' }
  const date = isoDate(cell(raw, 'report_date', 30))
  if (!date) return { ok: false, reason: `report_date "${cell(raw, 'report_date', 20)}" is not a date` }
  const fatalities = count(raw, 'fatalities')
  const injuries = count(raw, 'injuries')
  const towAway = /^(y|yes|true|1)$/i.test(cell(raw, 'tow_away', 5))
  const severity = fatalities > 0 ? 'fatal' : injuries > 0 ? 'injury' : towAway ? 'tow-away' : 'other'
  const description = [fatalities && plural(fatalities, 'fatality', 'fatalities'), injuries && plural(injuries, 'injury', 'injuries'), towAway && 'a vehicle towed away'].filter(Boolean).join(', ')
  return {
    ok: true,
    row: {
      finding_id: `C:${report}:${dot.row}`, inspection_id: '', establishment_id: dot.row, found_on: date, code: report, description: description || 'No injury or tow-away reported',
      severity, corrected: '', corrected_on: null, narrative: cell(raw, 'report_state', 2), amount: null,
    },
  }
}

const crashes: SourceFile<FindingRow> = {
  key: 'crashes', name: 'the crash file (FMCSA crash)', matches: (n) => /crash/.test(base(n)),
  required: false, columns: ['report_number', 'dot_number', 'report_date', 'fatalities', 'injuries', 'tow_away'],
  history: { table: 'record_findings', key: 'finding_id', prefix: 'C:' },
  rows: { parse: crashRow, write: writeFindings, dateOf: (r) => r.found_on },
}

const openFeed = agencyFeed('fmcsa', FMCSA_PUBLISHER, FMCSA_URL)

/** The national out-of-service rates: of all the carriers' inspections in FMCSA's measures (in percent, two decimals). */
async function nationalAverages(db: DB, feedId: number): Promise<void> {
  const sum = (k: string) => sql<string>`coalesce(sum((details ->> ${k})::bigint), 0)`
  const row = (await sql<{ driver_oos: string; driver: string; vehicle_oos: string; vehicle: string }>`select ${sum('driver_oos_insp_total')} as driver_oos, ${sum('driver_insp_total')} as driver,
    ${sum('vehicle_oos_insp_total')} as vehicle_oos, ${sum('vehicle_insp_total')} as vehicle
    from record_inspections where feed_id = ${feedId} and inspection_id like 'sms:%' and gone_on is null`.execute(db)).rows[0]!
  const rate = (oos: string, all: string) => (Number(all) > 0 ? Math.round((10000 * Number(oos)) / Number(all)) / 100 : null)
  const averages = { driver: rate(row.driver_oos, row.driver), vehicle: rate(row.vehicle_oos, row.vehicle) }
  await db.updateTable('record_feeds').set({ averages: JSON.stringify(Object.fromEntries(Object.entries(averages).filter(([, v]) => v !== null))) }).where('id', '=', feedId).execute()
}

export const FMCSA: RecordSource = {
  id: 'fmcsa',
  label: SOURCE_LABELS.fmcsa,
  section: 'FMCSA safety record',
  category: 'transportation',
  publisher: FMCSA_PUBLISHER,
  publisherUrl: FMCSA_URL,
  dateLabel: 'records through',
  files: [anyRows(census), anyRows(measures), anyRows(crashes)],
  openFeed,
  match: ESTABLISHMENT_TARGET,
  afterRows: nationalAverages,
}
