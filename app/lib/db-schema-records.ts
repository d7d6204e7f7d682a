import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './db-schema.ts'

// Issue 35's tables of the Database (db-schema.ts): OSHA public records (migrations 0044, 0047).

export type MatchStatus = 'none' | 'certain' | 'pending' | 'confirmed' | 'rejected'

/** One OSHA inspection (the DOL's inspection table, the columns we use), and its match to a business. */
export interface OshaInspectionsTable {
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
  name_key: string
  street_key: string
  zip5: string
  match_status: Generated<MatchStatus>
  /** certain/confirmed: the business it is attached to; pending/rejected: the candidate. */
  business_id: string | null
  match_confidence: Generated<number>
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
  file: 'inspections' | 'violations'
  line: number
  reason: string
}

export interface RecordImportsTable {
  id: Generated<string>
  source: 'cli' | 'upload'
  files: string
  status: Generated<'queued' | 'running' | 'done' | 'failed'>
  inspections_line: Generated<number>
  violations_line: Generated<number>
  inserted: Generated<number>
  updated: Generated<number>
  unchanged: Generated<number>
  malformed: Generated<number>
  /** 0–100: the share of the files' bytes read. */
  progress: Generated<number>
  problems: ColumnType<ImportProblem[], string | undefined, string>
  published_on: string | null
  inspections_csv: Uint8Array | null
  violations_csv: Uint8Array | null
  requested_by: string
  error: string | null
  created_at: Generated<Date>
  finished_at: Date | null
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
