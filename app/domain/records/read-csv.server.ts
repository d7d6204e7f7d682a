import { parse, type Options } from 'csv-parse'
import type { ImportFile, Raw } from './sources/source.ts'

// How every source's CSV is read: a byte-order mark dropped, header names trimmed and in lower
// case (LIVES writes them so, Texas's open data in capitals), quoted commas and quotes as Excel
// writes them, empty lines skipped.

export const CSV_OPTIONS: Options = {
  columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
  bom: true,
  skip_empty_lines: true,
}

/** The header of a file: its column names in lower case ([] for an empty file). */
export async function headerOf(file: ImportFile): Promise<string[]> {
  const stream = await file.open()
  const parser = stream.pipe(parse({ bom: true, to_line: 1 }))
  try {
    for await (const record of parser as AsyncIterable<string[]>) return record.map((h) => h.trim().toLowerCase())
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
