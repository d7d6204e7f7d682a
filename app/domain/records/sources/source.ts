import type { Readable } from 'node:stream'
import type { DB } from '~/lib/db.server.ts'
import type { BusinessCategory } from '~/lib/db-schema.ts'
import type { BatchCounts } from '../upsert-rows.server.ts'
import type { MatchTarget } from '../match-records.server.ts'

// What a public-records source is (decision 047): its files in their official layout, how one row
// of each becomes ours, how a batch is written, what it is matched by and what a business created
// from it is. The import (run-record-import.server.ts), the match (match-records.server.ts), the admin's
// tab and the business page take any source through this one description.

export type Raw = Record<string, string | undefined>
export type Parsed<T> = { ok: true; row: T } | { ok: false; reason: string }

/** A file of an import: from a folder, a ZIP or an upload. */
export interface ImportFile {
  name: string
  size: number
  open: () => Readable | Promise<Readable>
}

/** What an import knows while it reads: the feed its rows belong to (sources with feeds). */
export interface ImportContext {
  feedId: number | null
}

export interface SourceFile<Row = Record<string, unknown>> {
  /** Its key in the import's progress (`record_imports.lines`) and in the problems reported. */
  key: string
  /** The file as its publisher names it ('businesses.csv'), in messages. */
  name: string
  /** Whether a file of the import (by its name, any case) is this one. */
  matches: (fileName: string) => boolean
  required: boolean
  /** The header columns it must have (lower case): without one, the import is refused naming it. */
  columns: readonly string[]
  /**
   * Rows kept when later files no longer hold them (decision 048): the table this file writes, its
   * key column, and the prefix of the keys this file writes there (one table, several files).
   */
  history?: { table: 'record_establishments' | 'record_inspections' | 'record_findings'; key: 'source_id' | 'inspection_id' | 'finding_id'; prefix?: string }
  /** Streamed rows: one row parsed (or why it is malformed) and a batch written. Files without are read by `openFeed`. */
  rows?: {
    parse: (raw: Raw, ctx: ImportContext) => Parsed<Row>
    write: (db: DB, rows: Row[], ctx: ImportContext) => Promise<BatchCounts>
    /** The date of publication a row carries (OSHA's load date), or the latest date of the records (Texas). */
    dateOf?: (row: Row) => string | null
  }
}

export interface RecordSource {
  id: string
  /** "LIVES health inspections": the admin's tab and the terminal. */
  label: string
  /** The business page's section for its records. */
  section: string
  /** The category of a business created from its records; null: it creates none. */
  category: BusinessCategory | null
  /** How its publisher is named when the files do not say (Texas), and where its data is. */
  publisher: string
  publisherUrl: string
  /** "data published" or "records through": what the date shown with the data is. */
  dateLabel: string
  files: readonly SourceFile<unknown>[]
  /** Reads what the feed says of itself before its rows (LIVES feed_info.csv, legend.csv) and keeps it: the feed's id. */
  openFeed?: (db: DB, files: Map<string, ImportFile>) => Promise<number>
  /** What its rows are matched by. */
  match: MatchTarget
  /** Figures computed from all the feed's rows once they are in (FMCSA's national out-of-service rates). */
  afterRows?: (db: DB, feedId: number) => Promise<void>
}

const cut = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max)
/** A cell, trimmed and cut to `max` characters ('' when the column is missing). */
export const cell = (raw: Raw, key: string, max = 200) => cut(raw[key], max)

/** A file of this name, any case, as the last part of its path. */
export const named = (...names: string[]) => (fileName: string) => names.includes(fileName.split(/[\\/]/).at(-1)!.toLowerCase())

/** "20240312", "2024-03-12", "2024-03-12 00:00:00", "2024-03-12T02:11:48", "03/12/2024" or "03/12/2024 12:00:00 AM" → "2024-03-12"; '' → null; else undefined. */
export function isoDate(value: string): string | null | undefined {
  const v = value.trim()
  if (v === '') return null
  const iso = v.match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/) ?? v.match(/^(\d{4})(\d{2})(\d{2})$/)
  const us = v.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: .*)?$/)
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1]!.padStart(2, '0'), us[2]!.padStart(2, '0')] : []
  if (!y) return undefined
  const date = `${y}-${m}-${d}`
  const t = Date.parse(`${date}T00:00:00Z`)
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date ? undefined : date
}

/** A coordinate in range, or null (empty, not a number, out of range, or 0 as some feeds write for none). */
export function degrees(value: string, limit: number): number | null {
  if (value.trim() === '') return null
  const n = Number(value)
  return Number.isFinite(n) && Math.abs(n) <= limit && n !== 0 ? n : null
}

/** A file of any row type, as a source lists its files. */
export const anyRows = <Row>(file: SourceFile<Row>) => file as unknown as SourceFile<unknown>

/** "5555550142", "1-555-555-0142" → "(555) 555-0142"; anything else as written. */
export function usPhone(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : value.trim()
}
