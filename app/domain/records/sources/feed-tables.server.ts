import type { Selectable } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import type { RecordEstablishmentsTable, RecordFindingsTable, RecordInspectionsTable, RecordMatchColumns } from '~/lib/db-schema-records.ts'
import { nameKey, streetKey, zip5 } from '../match.ts'
import { upsertRows, type BatchCounts, type UpsertTable } from '../upsert-rows.server.ts'
import type { ImportContext } from './source.ts'

// The tables every feed-based source writes (migration 0060): its establishments, their
// inspections and their findings, each keyed by the feed and the feed's own id.

const MATCH_KEYS = ['name_key', 'street_key', 'zip5'] as const

const ESTABLISHMENTS: UpsertTable = {
  table: 'record_establishments',
  keys: [{ column: 'feed_id', type: 'integer' }, { column: 'source_id', type: 'text' }],
  columns: ['name', 'address', 'city', 'state', 'zip', 'phone', 'latitude', 'longitude', 'details', ...MATCH_KEYS],
  rematchOn: MATCH_KEYS,
}
const INSPECTIONS: UpsertTable = {
  table: 'record_inspections',
  keys: [{ column: 'feed_id', type: 'integer' }, { column: 'inspection_id', type: 'text' }],
  columns: ['establishment_id', 'inspected_on', 'kind', 'score', 'description', 'details'],
}
const FINDINGS: UpsertTable = {
  table: 'record_findings',
  keys: [{ column: 'feed_id', type: 'integer' }, { column: 'finding_id', type: 'text' }],
  columns: ['inspection_id', 'establishment_id', 'found_on', 'code', 'description', 'severity', 'corrected', 'corrected_on', 'narrative', 'amount'],
}

/** The columns an import writes for an establishment (its match keys are derived, its match is the matcher's). */
export type EstablishmentRow = Omit<Selectable<RecordEstablishmentsTable>, 'feed_id' | keyof RecordMatchColumns | 'gone_on' | 'updated_at'>

/** An inspection's columns; `details`: the measures the row gives (FMCSA's 24 months of inspections). */
export type InspectionRecordRow = Omit<Selectable<RecordInspectionsTable>, 'feed_id' | 'details' | 'gone_on'> & Partial<Pick<Selectable<RecordInspectionsTable>, 'details'>>

/** A finding's columns; `amount`: a penalty's amount in dollars (CMS fines). */
export type FindingRow = Omit<Selectable<RecordFindingsTable>, 'feed_id' | 'amount' | 'gone_on'> & Partial<Pick<Selectable<RecordFindingsTable>, 'amount'>>

const feedOf = (ctx: ImportContext) => {
  if (ctx.feedId === null) throw new Error('A feed-based source is written with its feed')
  return ctx.feedId
}

export function writeEstablishments(db: DB, rows: EstablishmentRow[], ctx: ImportContext): Promise<BatchCounts> {
  const feed_id = feedOf(ctx)
  return upsertRows(db, ESTABLISHMENTS, rows.map((r) => ({
    ...r, feed_id, details: JSON.stringify(r.details), name_key: nameKey(r.name), street_key: streetKey(r.address), zip5: zip5(r.zip),
  })))
}

export function writeInspectionRecords(db: DB, rows: InspectionRecordRow[], ctx: ImportContext): Promise<BatchCounts> {
  const feed_id = feedOf(ctx)
  return upsertRows(db, INSPECTIONS, rows.map((r) => ({ ...r, feed_id, details: JSON.stringify(r.details ?? {}) })))
}

export function writeFindings(db: DB, rows: FindingRow[], ctx: ImportContext): Promise<BatchCounts> {
  const feed_id = feedOf(ctx)
  return upsertRows(db, FINDINGS, rows.map((r) => ({ ...r, feed_id, amount: r.amount ?? null })))
}

/** The one feed of a source whose agency publishes a single set of files (Texas, CMS, FMCSA): its id, made the first time. */
export function agencyFeed(source: string, publisher: string, publisherUrl: string) {
  return async (db: DB): Promise<number> => {
    const row = await db.insertInto('record_feeds').values({ source, publisher, publisher_url: publisherUrl, legend: '[]' })
      .onConflict((oc) => oc.columns(['source', 'publisher']).doUpdateSet({ updated_at: new Date() })).returning('id').executeTakeFirstOrThrow()
    return row.id
  }
}
