/**
 * What the businesses CSV routes and the admin UI share: the limits, the spec §8 messages and the
 * answer of POST /admin/businesses/import. No server code here (the browser bundle imports it).
 */

export const EXPORT_FILE_NAME = 'business_listings.csv'
export const EXPORT_PATH = '/admin/businesses.csv'
export const IMPORT_PATH = '/admin/businesses/import'

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024
export const MAX_IMPORT_ROWS = 200_000
/** The answer lists at most this many rejected lines (the count says how many there are). */
export const MAX_REJECTED_LINES_LISTED = 100

export interface ToastMessage {
  title: string
  description: string
}

/** Spec §8 admin dashboard toasts (and the limits' own messages). */
export const CSV_MESSAGES = {
  imported: 'Data uploaded successfully',
  noFile: { title: 'No file selected', description: 'Please select a CSV file to upload.' },
  unreadable: { title: 'Could not read file', description: 'There was an error reading the CSV file.' },
  rejectedRows: { title: 'Error uploading data', description: 'There was an error uploading the data.' },
  unexpected: { title: 'Error', description: 'There was an error processing the file.' },
  noData: { title: 'No data to download', description: 'There are no business listings to download.' },
} satisfies Record<string, string | ToastMessage>

/** "The file is larger than 20 MB…" (the limit is a parameter so tests need no 20 MB file). */
export function tooLargeMessage(maxBytes: number = MAX_IMPORT_BYTES): ToastMessage {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB` : `${maxBytes.toLocaleString('en-US')} bytes`
  return { title: 'File too large', description: `The file is larger than ${size}. Please split it into smaller files.` }
}

export function tooManyRowsMessage(maxRows: number = MAX_IMPORT_ROWS): ToastMessage {
  return { title: 'File too large', description: `The file has more than ${maxRows.toLocaleString('en-US')} rows. Please split it into smaller files.` }
}

/** Rows of a file per outcome: what a preview would do, or what an import did. */
export interface ImportCounts {
  create: number
  update: number
  unchanged: number
  rejected: number
}

/** A row that cannot be imported: the line where its record starts (header = line 1) and why. */
export interface RejectedLine {
  line: number
  reason: string
}

/** A row that imports, with something the admin should know: its safety score is kept but not shown until the business is audited. */
export interface NotedLine {
  line: number
  note: string
}

/** The note of a row with a safety score and no audit date (the form refuses this; a file's spec layout has no audited_on column). */
export const SCORE_WITHOUT_AUDIT_NOTE = 'Column "safety_score": the score is kept but not shown until the business is audited (audited_on is empty)'

export type ImportIntent = 'preview' | 'import'

/** all: every row or none (the default); valid: the valid rows, the rejected ones are left out. */
export type ImportMode = 'all' | 'valid'
export const IMPORT_MODES: readonly ImportMode[] = ['all', 'valid']

/** A row that may duplicate a business: merge updates that business, keep adds a new one. */
export type DuplicateChoice = 'merge' | 'keep'
export const DUPLICATE_CHOICES: readonly DuplicateChoice[] = ['merge', 'keep']

/** A row without id whose name and phone, or name and address in its city, match a business. */
export interface DuplicateLine {
  line: number
  name: string
  duplicateOf: { id: string; name: string; href: string; match: string }
}

/** The answer lists at most this many possible duplicates (the count says how many there are). */
export const MAX_DUPLICATE_LINES_LISTED = 100

/** Where the rejected rows of a file come back as CSV (POST, the same multipart form). */
export const REJECTED_FILE_NAME = 'rejected_rows.csv'

export type ImportFailure = 'no-file' | 'unreadable' | 'too-large' | 'rejected-rows' | 'unexpected'

/**
 * The answer of POST /admin/businesses/import (JSON). HTTP status: 200 when ok; otherwise
 * 400 no-file, 413 too-large, 422 unreadable and rejected-rows, 500 unexpected.
 * A preview is ok even with rejected rows (they are listed; Import stays disabled); an import
 * with any rejected row writes nothing and answers rejected-rows.
 */
export type ImportResult = ImportSuccess | ImportFailureResult

export interface ImportSuccess {
  ok: true
  intent: ImportIntent
  counts: ImportCounts
  /** The first MAX_REJECTED_LINES_LISTED rejected rows (a preview only; an import has none). */
  rejectedLines: RejectedLine[]
  /** Rows that import with a note, and the first MAX_REJECTED_LINES_LISTED of them. */
  noted: number
  notedLines: NotedLine[]
  /** Header names that are not business columns (their cells are not imported). */
  ignoredColumns: string[]
  /** The encoding the file was read in (UTF-8, UTF-16LE, UTF-16BE, Windows-1252). */
  encoding: string
  /** Rows that may duplicate a business, and the first MAX_DUPLICATE_LINES_LISTED of them. */
  duplicates: number
  duplicateLines: DuplicateLine[]
  /** An import that changed something: its batch, undoable from the Activity tab. */
  batchId?: string | null
}

export interface ImportFailureResult {
  ok: false
  error: ImportFailure
  /** The toast: title and description (spec §8). */
  title: string
  message: string
  /** What exactly is wrong, when known (e.g. "Line 7: a quoted cell is never closed."). */
  detail?: string
  /** rejected-rows: what the file would do; rejectedLines lists the first MAX_REJECTED_LINES_LISTED. */
  counts?: ImportCounts
  rejectedLines?: RejectedLine[]
}

export function importStatus(result: ImportResult): number {
  if (result.ok) return 200
  return { 'no-file': 400, 'too-large': 413, unreadable: 422, 'rejected-rows': 422, unexpected: 500 }[result.error]
}

export function importFailure(
  error: ImportFailure,
  message: ToastMessage,
  extra: { detail?: string; counts?: ImportCounts; rejectedLines?: RejectedLine[] } = {},
): ImportFailureResult {
  return { ok: false, error, title: message.title, message: message.description, ...extra }
}

/** "Line 4: Column "rating": "7" is not allowed (…)" */
export function describeRejectedLine(rejected: RejectedLine): string {
  return `Line ${rejected.line}: ${rejected.reason}`
}

/** "Line 4: Column "safety_score": the score is kept but not shown …" */
export function describeNotedLine(noted: NotedLine): string {
  return `Line ${noted.line}: ${noted.note}`
}

/** Where the Activity tab's "Undo import" posts. */
export const UNDO_IMPORT_PATH = '/admin/imports'

export type UndoImportResponse = { ok: true; removed: number; restored: number } | { ok: false; toast: ToastMessage }

export const UNDO_IMPORT_TOASTS = {
  undone: 'Import undone',
  unknown: { title: 'Error', description: 'Unknown action' },
  notFound: { title: 'Import not found', description: 'That import no longer exists.' },
  alreadyUndone: { title: 'Already undone', description: 'This import was undone already.' },
} satisfies Record<string, string | ToastMessage>
