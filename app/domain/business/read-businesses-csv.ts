import { CsvError, parse } from 'csv-parse/sync'
import { decodeCsvBytes, type CsvEncoding } from './decode-csv-bytes.ts'
import { columnForHeader, isShownColumn, restoreCell, TEXT_COLUMNS, type BusinessCsvColumn } from './csv-cells.ts'
import {
  CSV_MESSAGES,
  importFailure,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  tooLargeMessage,
  tooManyRowsMessage,
  type ImportFailureResult,
} from './businesses-csv.ts'

export interface ImportLimits {
  /** Largest file accepted, in bytes (default 20 MB). */
  maxBytes?: number
  /** Most data rows accepted (default 200,000). */
  maxRows?: number
}

/** One data row of the file. */
export interface BusinessCsvRecord {
  /** The line where the record starts, as a text editor numbers it (header = line 1). */
  line: number
  /** The row's cells by business column (only the file's columns): trimmed, neutralising undone. */
  cells: Partial<Record<BusinessCsvColumn, string>>
  /** The row's cells as in the file (for the rejected rows' file). */
  raw: string[]
  /** Why the row cannot be read as a business at all (its column count differs from the header's). */
  problem?: string
}

export type BusinessesCsvFile =
  | {
      ok: true
      /** The business columns the header names. */
      columns: ReadonlySet<BusinessCsvColumn>
      /** Header names that are no business column. */
      ignoredColumns: string[]
      /** The header line's cells, as in the file. */
      header: string[]
      encoding: CsvEncoding
      records: BusinessCsvRecord[]
    }
  | ImportFailureResult

class TooManyRows extends Error {}

/**
 * Reads an uploaded businesses CSV file (the export, spec §5 variants A and B, or a hand-made
 * file) with csv-parse: RFC 4180 quoting (commas, doubled quotes and line breaks inside quotes),
 * UTF-8 (with or without byte order mark), UTF-16 or Windows-1252 (decodeCsvBytes), any line ending, empty lines skipped, cells trimmed, bare quotes inside
 * unquoted cells kept. Columns are found by header name in any order. Rows are not validated here.
 */
export function readBusinessesCsv(bytes: Uint8Array, limits: ImportLimits = {}): BusinessesCsvFile {
  const maxBytes = limits.maxBytes ?? MAX_IMPORT_BYTES
  const maxRows = limits.maxRows ?? MAX_IMPORT_ROWS
  if (bytes.byteLength > maxBytes) return importFailure('too-large', tooLargeMessage(maxBytes))

  const decoded = decodeCsvBytes(bytes)
  if (!decoded) return unreadable('The file mixes UTF-8 with broken characters. Save it as "CSV UTF-8" and try again.')
  const { encoding } = decoded
  let text = decoded.text
  if (text.includes('\u0000')) return unreadable('The file is not a text file.')
  // Every line break becomes \n, so csv-parse counts lines as an editor does. Lossless: the
  // business schema stores \n for any line break and refuses them in single-line fields.
  text = text.replace(/\r\n?/g, '\n')

  let header: string[] | null = null
  const rows: { line: number; cells: string[] }[] = []
  try {
    parse(text, {
      bom: true,
      record_delimiter: '\n',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (cells: string[], context) => {
        if (cells.every((cell) => cell.trim() === '')) return null
        // `lines` is the line where the record ends; quoted line breaks move its start back.
        const line = context.lines - cells.reduce((n, cell) => n + countLineBreaks(cell), 0)
        if (header === null) header = cells
        else if (rows.length >= maxRows) throw new TooManyRows()
        else rows.push({ line, cells })
        return null // keep nothing in csv-parse: rows are collected above
      },
    })
  } catch (error) {
    if (error instanceof TooManyRows) return importFailure('too-large', tooManyRowsMessage(maxRows))
    if (error instanceof CsvError) return unreadable(describeCsvError(error))
    throw error
  }
  if (header === null) return unreadable('The file is empty.')
  return mapColumns(header, rows, encoding)
}

function mapColumns(header: string[], rows: { line: number; cells: string[] }[], encoding: CsvEncoding): BusinessesCsvFile {
  const columnAt = header.map(columnForHeader)
  const columns = new Set<BusinessCsvColumn>()
  for (const [i, column] of columnAt.entries()) {
    if (column === null) continue
    if (columns.has(column)) {
      const first = header[columnAt.indexOf(column)]
      return unreadable(`The columns "${first}" and "${header[i]}" are the same listing field (${column}).`)
    }
    columns.add(column)
  }
  if (columns.size === 0) {
    return unreadable('The first line must name the columns, for example: name,type,description,rating,address,phone,website,certifications.')
  }
  const ignoredColumns = header.filter((name, i) => columnAt[i] === null && name !== '' && !isShownColumn(name))
  const records = rows.map(({ line, cells }): BusinessCsvRecord => {
    if (cells.length !== header.length) {
      return { line, cells: {}, raw: cells, problem: `The row has ${cells.length} columns but the header has ${header.length}` }
    }
    const byColumn: BusinessCsvRecord['cells'] = {}
    for (const [i, column] of columnAt.entries()) {
      if (column === null) continue
      const cell = cells[i]!.trim()
      byColumn[column] = TEXT_COLUMNS.has(column) ? restoreCell(cell) : cell
    }
    return { line, cells: byColumn, raw: cells }
  })
  return { ok: true, columns, ignoredColumns, header, encoding, records }
}

function countLineBreaks(cell: string): number {
  let n = 0
  for (let i = cell.indexOf('\n'); i !== -1; i = cell.indexOf('\n', i + 1)) n++
  return n
}

function describeCsvError(error: CsvError): string {
  const line = typeof error.lines === 'number' ? `Line ${error.lines}: ` : ''
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `${line}a quoted cell is never closed.`
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return `${line}text follows the closing quote of a cell (write a quote inside a quoted cell as "").`
    default:
      return `${line}the file is not valid CSV.`
  }
}

function unreadable(detail: string): ImportFailureResult {
  return importFailure('unreadable', CSV_MESSAGES.unreadable, { detail })
}
