import { parse, type Options } from 'csv-parse'
import type { ImportFile, Raw } from './sources/source.ts'

// How every source's CSV is read: a byte-order mark dropped, header names as columnName makes
// them (LIVES writes them in lower case, Texas's open data in capitals, CMS's files in words),
// quoted commas and quotes as Excel writes them, empty lines skipped.

/** A header as the sources' columns are named: "CMS Certification Number (CCN)" → "cms_certification_number_ccn", "OPERATION_ID" → "operation_id". */
export const columnName = (header: string) => header.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '')

export const CSV_OPTIONS: Options = {
  columns: (header: string[]) => header.map(columnName),
  bom: true,
  skip_empty_lines: true,
}

/** The header of a file: its column names in lower case ([] for an empty file). */
export async function headerOf(file: ImportFile): Promise<string[]> {
  const stream = await file.open()
  const parser = stream.pipe(parse({ bom: true, to_line: 1 }))
  try {
    for await (const record of parser as AsyncIterable<string[]>) return record.map(columnName)
    return []
  } finally {
    stream.destroy()
  }
}

/** A small file (a feed's description, its legend) read whole: its rows, at most `max`. */
export async function readSmallCsv(file: ImportFile, max = 1000): Promise<Raw[]> {
  const rows: Raw[] = []
  const stream = await file.open()
  const parser = stream.pipe(parse({ ...CSV_OPTIONS, relax_column_count: true, skip_records_with_error: true }))
  for await (const record of parser as AsyncIterable<Raw>) {
    rows.push(record)
    if (rows.length >= max) break
  }
  stream.destroy()
  return rows
}
