import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './db-schema.ts'

// Tables of the Database (db-schema.ts): OSHA public records (migrations 0044, 0047).

export type MatchStatus = 'none' | 'certain' | 'pending' | 'confirmed' | 'rejected'

/** The keys a record is matched by, and its match to a business (OSHA inspections, feed establishments). */
export interface RecordMatchColumns {
  name_key: string
  street_key: string
  zip5: string
  match_status: Generated<MatchStatus>
  /** certain/confirmed: the business it is attached to; pending/rejected: the candidate. */
  business_id: string | null
  match_confidence: Generated<number>
}

/** One OSHA inspection (the DOL's inspection table, the columns we use), and its match to a business. */
export interface OshaInspectionsTable extends RecordMatchColumns {
  activity_nr: string
  estab_name: string
  site_address: string
  site_city: string
  site_state: string
  site_zip: string
  naics_code: string
  naics_sector: number | null
  insp_type: string
  insp_scope: string
  /** YYYY-MM-DD */
  open_date: string
  close_case_date: string | null
  load_dt: string | null
  updated_at: Timestamp
}

/** One citation item (the DOL's violation table, the columns we use). */
export interface OshaViolationsTable {
  activity_nr: string
  citation_id: string
  standard: string
  viol_type: string
  issuance_date: string | null
  abate_date: string | null
  contest_date: string | null
  final_order_date: string | null
  initial_penalty: ColumnType<number, number | string, number | string>
  current_penalty: ColumnType<number, number | string, number | string>
  gravity: string
}

export interface ImportProblem {
  /** The file's name in its source ('inspections', 'businesses.csv', 'non-compliance'). */
  file: string
  line: number
  reason: string
}

export interface RecordImportsTable {
  id: Generated<string>
  source: 'cli' | 'upload'
  /** Which public records (app/domain/records/sources/): 'osha', 'lives', 'tx-childcare'. */
  record_source: Generated<string>
  files: string
  status: Generated<'queued' | 'running' | 'done' | 'failed'>
  /** The line reached in each file of the source, by file: a stopped import resumes after it. */
  lines: ColumnType<Record<string, number>, string | undefined, string>
  inserted: Generated<number>
  updated: Generated<number>
  unchanged: Generated<number>
  malformed: Generated<number>
  /** 0–100: the share of the files' bytes read. */
  progress: Generated<number>
  problems: ColumnType<ImportProblem[], string | undefined, string>
  published_on: string | null
  /** The feed the import read (sources with feeds: LIVES, Texas child care). */
  feed_id: number | null
  /** Records that match no business create one (--create-businesses, the tab's box). */
  create_businesses: Generated<boolean>
  /** Businesses created from its records. */
  created: Generated<number>
  /** Rows earlier files held that its files no longer hold (kept, marked gone_on). */
  gone: Generated<number>
  requested_by: string
  error: string | null
  created_at: Generated<Date>
  finished_at: Date | null
}

/** An uploaded file of an import, kept until the import is done. */
export interface RecordImportFilesTable {
  import_id: string
  name: string
  bytes: Uint8Array
}

export interface LegendBand {
  min: number
  max: number
  description: string
}

/** Who published a set of records, and when (a LIVES feed's feed_info and legend; the Texas agency). */
export interface RecordFeedsTable {
  id: Generated<number>
  source: string
  publisher: string
  publisher_url: Generated<string>
  /** YYYY-MM-DD: the feed's own date (LIVES feed_date; Texas: the latest activity in the files). */
  feed_date: string | null
  legend: ColumnType<LegendBand[], string | undefined, string>
  /** The legend ranks low scores best (a feed whose scale counts points lost). */
  lower_is_better: Generated<boolean>
  /** Figures of all its rows (FMCSA: the national out-of-service rates, in percent). */
  averages: ColumnType<Record<string, number>, string | undefined, string>
  updated_at: Timestamp
}

/** The keys an import read, by kind (a table and a part of it), until it is done. */
export interface RecordImportSeenTable {
  import_id: string
  kind: string
  key: string
}

/** A place a feed names once (a LIVES business, a child care operation), matched to a business as OSHA inspections are. */
export interface RecordEstablishmentsTable extends RecordMatchColumns {
  feed_id: number
  source_id: string
  name: string
  address: string
  city: string
  state: string
  zip: string
  phone: string
  latitude: number | null
  longitude: number | null
  /** Source-specific facts shown with the records (an operation's type, capacity, status). */
  details: ColumnType<Record<string, string>, string | undefined, string>
  /** YYYY-MM-DD of the first files without it (kept from earlier ones); null: in the latest files. */
  gone_on: Generated<string | null>
  updated_at: Timestamp
}

export interface RecordInspectionsTable {
  feed_id: number
  inspection_id: string
  establishment_id: string
  /** YYYY-MM-DD */
  inspected_on: string
  kind: string
  score: ColumnType<number | null, number | string | null, number | string | null>
  description: string
  /** Measures it gives (FMCSA's inspections and out-of-service counts over 24 months). */
  details: ColumnType<Record<string, string>, string | undefined, string>
  gone_on: Generated<string | null>
}

/** A finding of an inspection: a LIVES violation, a Texas deficiency (non-compliance). */
export interface RecordFindingsTable {
  feed_id: number
  finding_id: string
  inspection_id: string
  establishment_id: string
  found_on: string
  code: string
  description: string
  /** LIVES: 'critical' or ''; Texas: the standard's risk level ('High', 'Medium High', …). */
  severity: string
  /** 'at inspection', 'later', 'no' or '' (not stated). */
  corrected: string
  corrected_on: string | null
  narrative: string
  /** A penalty's amount in dollars (CMS fines); null: none. */
  amount: ColumnType<number | null, number | string | null, number | string | null>
  gone_on: Generated<string | null>
}

/** A business created from public records: which feed, and its date then. */
export interface BusinessOriginsTable {
  business_id: string
  feed_id: number | null
  source: string
  publisher: string
  feed_date: string | null
  created_at: Generated<Date>
}

export interface ScoreHistoryTable {
  id: Generated<string>
  business_id: string
  score_before: number
  score_after: number
  components_before: ColumnType<unknown, string | null, string | null>
  components_after: ColumnType<unknown, string | null, string | null>
  reason: string
  at: Generated<Date>
}

/**
 * Businesses to match again (migration 0047): queued by a trigger when a business is created or its
 * name or address changes; `due` changes each time it is queued again (decision 040).
 */
export interface RecordMatchQueueTable {
  business_id: string
  due: ColumnType<string, never, never>
}
