import { SOURCE_LABELS } from './ids.ts'
import type { DB } from '~/lib/db.server.ts'
import type { LegendBand } from '~/lib/db-schema-records.ts'
import { ESTABLISHMENT_TARGET } from '../match-records.server.ts'
import { readSmallCsv } from '../read-csv.server.ts'
import { writeEstablishments, writeFindings, writeInspectionRecords, type EstablishmentRow, type FindingRow, type InspectionRecordRow } from './feed-tables.server.ts'
import { cell, degrees, isoDate, named, type ImportFile, type Parsed, type Raw, type RecordSource, type SourceFile, anyRows } from './source.ts'
import { AppError } from '~/lib/app-error.ts'

// LIVES, the Local Inspector Value-entry Specification (Yelp with San Francisco and New York,
// 2013; version 2): a municipality's restaurant inspections as a folder or ZIP of CSV files.
// businesses.csv, inspections.csv and feed_info.csv are required, violations.csv and legend.csv
// optional; violations join inspections by business_id and date. Scores run 0–100, higher better,
// unless the legend ranks the low scores best.

const feedInfo: SourceFile = { key: 'feed_info', name: 'feed_info.csv', matches: named('feed_info.csv'), required: true, columns: ['feed_date', 'municipality_name'] }
const legend: SourceFile = { key: 'legend', name: 'legend.csv', matches: named('legend.csv'), required: false, columns: ['minimum_score', 'maximum_score', 'description'] }

const STATE = /^[A-Z]{2}$/

function businessRow(raw: Raw): Parsed<EstablishmentRow> {
  const id = cell(raw, 'business_id', 80)
  if (!id) return { ok: false, reason: 'business_id is missing' }
  const name = cell(raw, 'name')
  if (!name) return { ok: false, reason: 'name is missing' }
  const state = cell(raw, 'state', 20).toUpperCase()
  if (state && !STATE.test(state)) return { ok: false, reason: `state "${state.slice(0, 10)}" is not a state` }
  const latitude = degrees(cell(raw, 'latitude', 30), 90)
  const longitude = degrees(cell(raw, 'longitude', 30), 180)
  return {
    ok: true,
    row: {
      source_id: id, name, address: cell(raw, 'address'), city: cell(raw, 'city', 80), state, zip: cell(raw, 'postal_code', 10), phone: cell(raw, 'phone_number', 30),
      latitude: latitude !== null && longitude !== null ? latitude : null, longitude: latitude !== null && longitude !== null ? longitude : null, details: {},
    },
  }
}

const businesses: SourceFile<EstablishmentRow> = {
  key: 'businesses', name: 'businesses.csv', matches: named('businesses.csv'), required: true, columns: ['business_id', 'name', 'address'],
  history: { table: 'record_establishments', key: 'source_id' },
  rows: { parse: businessRow, write: writeEstablishments },
}

/** Scores above this are not a municipality's scale (New York's points lost stay below 200). */
const MAX_SCORE = 1000

function inspectionRow(raw: Raw): Parsed<InspectionRecordRow> {
  const id = cell(raw, 'business_id', 80)
  if (!id) return { ok: false, reason: 'business_id is missing' }
  const date = isoDate(cell(raw, 'date', 30))
  if (!date) return { ok: false, reason: `date "${cell(raw, 'date', 20)}" is not a date (YYYYMMDD)` }
  const text = cell(raw, 'score', 20)
  const score = text === '' ? null : Number(text)
  if (score !== null && !(Number.isFinite(score) && score >= 0 && score <= MAX_SCORE)) return { ok: false, reason: `score "${text}" is not a score` }
  return { ok: true, row: { inspection_id: `${id}|${date}`, establishment_id: id, inspected_on: date, kind: cell(raw, 'type', 40).toLowerCase(), score, description: cell(raw, 'description', 500) } }
}

const inspections: SourceFile<InspectionRecordRow> = {
  key: 'inspections', name: 'inspections.csv', matches: named('inspections.csv'), required: true, columns: ['business_id', 'date'],
  history: { table: 'record_inspections', key: 'inspection_id' },
  rows: { parse: inspectionRow, write: writeInspectionRecords },
}

const YES = new Set(['y', 'yes', 'true', '1', 'critical', 'x'])

/** Whether a violation is critical, where the feed says (a `critical` column, or a severity or risk category naming it). */
function severityOf(raw: Raw): string {
  if (YES.has(cell(raw, 'critical', 20).toLowerCase())) return 'critical'
  const stated = (cell(raw, 'severity', 40) || cell(raw, 'risk_category', 40)).toLowerCase()
  return /critical|high|major|priority/.test(stated) && !/non-?critical|low/.test(stated) ? 'critical' : ''
}

function violationRow(raw: Raw): Parsed<FindingRow> {
  const id = cell(raw, 'business_id', 80)
  if (!id) return { ok: false, reason: 'business_id is missing' }
  const date = isoDate(cell(raw, 'date', 30))
  if (!date) return { ok: false, reason: `date "${cell(raw, 'date', 20)}" is not a date (YYYYMMDD)` }
  const code = cell(raw, 'code', 40)
  const description = cell(raw, 'description', 1000)
  if (!code && !description) return { ok: false, reason: 'code and description are both missing' }
  return {
    ok: true,
    row: {
      finding_id: `${id}|${date}|${code || description.slice(0, 80)}`, inspection_id: `${id}|${date}`, establishment_id: id, found_on: date,
      code, description, severity: severityOf(raw), corrected: '', corrected_on: null, narrative: '',
    },
  }
}

const violations: SourceFile<FindingRow> = {
  key: 'violations', name: 'violations.csv', matches: named('violations.csv'), required: false, columns: ['business_id', 'date'],
  history: { table: 'record_findings', key: 'finding_id' },
  rows: { parse: violationRow, write: writeFindings },
}

const BEST = /^(a|a\+|excellent|good|pass|passed|satisfactory|low risk|green)\b/i
const WORST = /^(c|d|f|poor|fail|failed|unsatisfactory|closed|high risk|red|needs improvement)\b/i

/** Whether a legend ranks its lowest scores best ("0–13: A … 28+: C"), so lower is better on its scale. */
export function lowerIsBetter(bands: LegendBand[]): boolean {
  if (bands.length < 2) return false
  const sorted = [...bands].sort((a, b) => a.min - b.min)
  return BEST.test(sorted[0]!.description) && WORST.test(sorted.at(-1)!.description)
}

function legendBands(rows: Raw[]): LegendBand[] {
  return rows.flatMap((r) => {
    const min = Number(cell(r, 'minimum_score', 20))
    const max = Number(cell(r, 'maximum_score', 20))
    const description = cell(r, 'description', 120)
    return cell(r, 'minimum_score') !== '' && Number.isFinite(min) && Number.isFinite(max) && min <= max && description ? [{ min, max, description }] : []
  })
}

/** feed_info.csv (the municipality, the feed's date) and legend.csv: the feed's row, created or brought up to date. */
async function openFeed(db: DB, files: Map<string, ImportFile>): Promise<number> {
  const [info] = await readSmallCsv(files.get('feed_info')!, 1)
  const publisher = cell(info ?? {}, 'municipality_name', 200)
  if (!publisher) throw new AppError('invalid', 'feed_info.csv names no municipality (municipality_name is empty)')
  const bands = files.has('legend') ? legendBands(await readSmallCsv(files.get('legend')!)) : []
  const feed = {
    source: 'lives', publisher, publisher_url: cell(info!, 'municipality_url', 300), feed_date: isoDate(cell(info!, 'feed_date', 30)) ?? null,
    legend: JSON.stringify(bands), lower_is_better: lowerIsBetter(bands),
  }
  const row = await db.insertInto('record_feeds').values(feed)
    .onConflict((oc) => oc.columns(['source', 'publisher']).doUpdateSet({ publisher_url: feed.publisher_url, feed_date: feed.feed_date, legend: feed.legend, lower_is_better: feed.lower_is_better, updated_at: new Date() }))
    .returning('id').executeTakeFirstOrThrow()
  return row.id
}

export const LIVES: RecordSource = {
  id: 'lives',
  label: SOURCE_LABELS.lives,
  section: 'Health inspections',
  category: 'restaurants',
  publisher: 'The municipality named in the feed',
  publisherUrl: '',
  dateLabel: 'feed of',
  files: [anyRows(feedInfo), anyRows(legend), anyRows(businesses), anyRows(inspections), anyRows(violations)],
  openFeed,
  match: ESTABLISHMENT_TARGET,
}
