import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  certificationSeparator,
  columnForHeader,
  BUSINESS_CSV_COLUMNS,
  neutralizeCell,
  normalizeHeader,
  parseTimestamp,
  restoreCell,
  type BusinessCsvColumn,
} from './csv-cells.ts'
import { readBusinessesCsv } from './read-businesses-csv.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('neutralizeCell / restoreCell (OWASP CSV injection, reversible)', () => {
  it('prefixes one quote to text a spreadsheet would run as a formula', () => {
    for (const text of ['=SUM(A1:A9)', '+1 555 0100', '-2', '@cmd', '\tx', '\rx', "'=already", "''+x"]) expect(neutralizeCell(text)).toBe(`'${text}`)
  })

  it('leaves other text alone, including quotes not followed by a formula character', () => {
    for (const text of ['', 'Harbor Cafe', "'quoted'", "' =x", 'a=b', '1+1', "''", "'"]) expect(neutralizeCell(text)).toBe(text)
  })

  it('restore strips exactly the quote neutralize added', () => {
    expect(restoreCell("'=SUM(A1:A9)")).toBe('=SUM(A1:A9)')
    expect(restoreCell("''=already")).toBe("'=already")
    expect(restoreCell("'quoted'")).toBe("'quoted'")
    expect(restoreCell('=raw')).toBe('=raw')
  })

  it('is a bijection: restore(neutralize(v)) = v for any text', () => {
    const formulaish = fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', 'a', ' ', '"', ',') })
    fc.assert(fc.property(fc.oneof(formulaish, fc.string({ unit: 'grapheme' })), (v) => restoreCell(neutralizeCell(v)) === v))
  })

  it('the exported text never starts with a formula character', () => {
    fc.assert(fc.property(fc.string(), (v) => !/^[=+\-@\t\r]/.test(neutralizeCell(v))))
  })
})

describe('header names', () => {
  it('finds every exported column by its own name', () => {
    for (const column of BUSINESS_CSV_COLUMNS) expect(columnForHeader(column)).toBe(column)
  })

  it('ignores case, spaces and punctuation and knows a few aliases', () => {
    expect(normalizeHeader(' Safety Score ')).toBe('safetyscore')
    const headers = ['Safety Score', 'safetyScore', 'Category', 'CREATED_AT', 'createdAt', 'Phone Number', 'E-mail', 'favourite colour']
    expect(headers.map(columnForHeader)).toEqual(['safety_score', 'safety_score', 'type', 'created_at', 'created_at', 'phone', 'email', null])
  })
})

describe('certificationSeparator', () => {
  const columns = (...names: BusinessCsvColumn[]) => new Set(names)
  it('uses | for the export and variant B, ; for variant A unless its cells use |', () => {
    expect(certificationSeparator(columns('id', 'name', 'certifications'), ['a;b'])).toBe('|')
    expect(certificationSeparator(columns('name', 'certifications', 'created_at'), ['a;b'])).toBe('|')
    expect(certificationSeparator(columns('name', 'certifications'), ['a;b', ''])).toBe(';')
    expect(certificationSeparator(columns('name', 'certifications'), ['a|b'])).toBe('|')
  })
})

describe('parseTimestamp', () => {
  it('reads ISO 8601 and PostgreSQL timestamps; no zone means UTC', () => {
    expect((parseTimestamp('2024-05-01T12:34:56.789Z') as Date).toISOString()).toBe('2024-05-01T12:34:56.789Z')
    expect((parseTimestamp('2024-05-01 12:34:56.789123+00') as Date).toISOString()).toBe('2024-05-01T12:34:56.789Z')
    expect((parseTimestamp('2024-05-01T14:34:56+02:00') as Date).toISOString()).toBe('2024-05-01T12:34:56.000Z')
    expect((parseTimestamp('2024-05-01T12:34') as Date).toISOString()).toBe('2024-05-01T12:34:00.000Z')
    expect((parseTimestamp('2024-05-01') as Date).toISOString()).toBe('2024-05-01T00:00:00.000Z')
    expect(parseTimestamp('')).toBeNull()
  })

  it('refuses what is not a real date and time', () => {
    for (const text of ['yesterday', '2024-02-30', '2024-13-01', '2024-05-01T25:00', '05/01/2024', '2024-05-01T12:00:00+0x']) {
      expect(parseTimestamp(text)).toBe('invalid')
    }
  })
})

describe('readBusinessesCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, a BOM, CRLF, and skips empty lines', () => {
    const file = readBusinessesCsv(
      bytes('\ufeffName,Description,Rating\r\n\r\n"Cafe, The","Said ""hi""\r\nover two lines",4.5\r\n,,\r\nPlain, trimmed ,3\r\n'),
    )
    if (!file.ok) throw new Error(JSON.stringify(file))
    expect([...file.columns]).toEqual(['name', 'description', 'rating'])
    expect(file.encoding).toBe('UTF-8')
    expect(file.records).toEqual([
      { line: 3, cells: { name: 'Cafe, The', description: 'Said "hi"\nover two lines', rating: '4.5' }, raw: ['Cafe, The', 'Said "hi"\nover two lines', '4.5'] },
      { line: 6, cells: { name: 'Plain', description: 'trimmed', rating: '3' }, raw: ['Plain', 'trimmed', '3'] },
    ])
  })

  it('numbers a record by the line it starts on, as an editor shows it', () => {
    const file = readBusinessesCsv(bytes('name,description\na,"one\ntwo\nthree"\n\n\nb,x\nc,"y\r\nz"\nd,w'))
    if (!file.ok) throw new Error(JSON.stringify(file))
    expect(file.records.map((r) => [r.cells.name, r.line])).toEqual([['a', 2], ['b', 7], ['c', 8], ['d', 10]])
  })

  it('undoes export neutralising only in text columns', () => {
    const file = readBusinessesCsv(bytes("name,rating,phone\n'=cmd,'-1,'+1 555 0100\n"))
    if (!file.ok) throw new Error(JSON.stringify(file))
    expect(file.records[0]!.cells).toEqual({ name: '=cmd', rating: "'-1", phone: '+1 555 0100' })
  })

  it('flags a row whose column count differs from the header', () => {
    const file = readBusinessesCsv(bytes('name,type\na,retail,extra\nb\nc,retail\n'))
    if (!file.ok) throw new Error(JSON.stringify(file))
    expect(file.records.map((r) => [r.line, r.problem])).toEqual([
      [2, 'The row has 3 columns but the header has 2'],
      [3, 'The row has 1 columns but the header has 2'],
      [4, undefined],
    ])
  })

  it('lists header names that are not listing columns and refuses a field named twice', () => {
    const file = readBusinessesCsv(bytes('name,notes,\na,b,\n'))
    expect(file.ok && file.ignoredColumns).toEqual(['notes'])
    const twice = readBusinessesCsv(bytes('type,category\nretail,retail\n'))
    expect(twice).toMatchObject({ ok: false, error: 'unreadable', title: 'Could not read file' })
    expect(!twice.ok && twice.detail).toMatch(/"type" and "category"/)
  })

  it('reads Windows-1252, UTF-16 (with or without byte order mark) and UTF-8 with or without BOM', () => {
    const text = 'name,description\nCafé Noël,Crème brûlée — “fresh” €5\n'
    const utf16le = (s: string) => new Uint8Array(new Uint16Array([...s].map((c) => c.charCodeAt(0))).buffer)
    const utf16be = (s: string) => utf16le(s).map((_, i, a) => a[i ^ 1]!)
    const cp1252 = new Uint8Array([...'name,description\nCaf'].map((c) => c.charCodeAt(0)).concat([0xe9, 0x20, 0x4e, 0x6f, 0xeb, 0x6c, 0x2c, 0x80, 0x35, 0x0a]))
    const cases: [Uint8Array, string, string][] = [
      [bytes(text), 'UTF-8', 'Crème brûlée — “fresh” €5'],
      [bytes(`\ufeff${text}`), 'UTF-8', 'Crème brûlée — “fresh” €5'],
      [utf16le(`\ufeff${text}`), 'UTF-16LE', 'Crème brûlée — “fresh” €5'],
      [utf16be(`\ufeff${text}`), 'UTF-16BE', 'Crème brûlée — “fresh” €5'],
      [utf16le(text), 'UTF-16LE', 'Crème brûlée — “fresh” €5'],
      [cp1252, 'Windows-1252', '€5'],
    ]
    for (const [input, encoding, description] of cases) {
      const file = readBusinessesCsv(input)
      if (!file.ok) throw new Error(`${encoding}: ${JSON.stringify(file)}`)
      expect(file.encoding).toBe(encoding)
      expect(file.records[0]!.cells).toEqual({ name: 'Café Noël', description })
    }
  })

  it('answers Could not read file for text that is not text, empty or not CSV', () => {
    const cases: [Uint8Array, RegExp][] = [
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]), /not a text file/],
      [new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xed, 0xa0, 0x80, 0x0a]), /broken characters/], // a surrogate in UTF-8
      [new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xc3, 0xa9, 0xe9, 0x0a]), /broken characters/], // UTF-8 é, then Latin-1 é
      [bytes('name\n\u0000\n'), /not a text file/],
      [bytes(''), /empty/],
      [bytes('\n\n  \n'), /empty/],
      [bytes('name,description\na,"never closed\n'), /Line 2: a quoted cell is never closed/],
      [bytes('name,description\na,"closed"then text\n'), /Line 2: text follows the closing quote/],
      [bytes('colour,size\nred,9\n'), /must name the columns/],
    ]
    for (const [input, detail] of cases) {
      const file = readBusinessesCsv(input)
      expect(file).toMatchObject({ ok: false, error: 'unreadable', title: 'Could not read file', message: 'There was an error reading the CSV file.' })
      expect(!file.ok && file.detail).toMatch(detail)
    }
  })

  it('keeps a bare quote inside an unquoted cell', () => {
    const file = readBusinessesCsv(bytes('name,description\nTV,15" screen\n'))
    expect(file.ok && file.records[0]!.cells.description).toBe('15" screen')
  })

  it('enforces the size and row limits with a clear message', () => {
    expect(readBusinessesCsv(bytes('name\n' + 'a\n'.repeat(50)), { maxBytes: 100 })).toMatchObject({
      ok: false,
      error: 'too-large',
      title: 'File too large',
      message: 'The file is larger than 100 bytes. Please split it into smaller files.',
    })
    expect(readBusinessesCsv(bytes('name\na\nb\nc\n'), { maxRows: 3 }).ok).toBe(true)
    expect(readBusinessesCsv(bytes('name\na\nb\nc\nd\n'), { maxRows: 3 })).toMatchObject({
      ok: false,
      error: 'too-large',
      message: 'The file has more than 3 rows. Please split it into smaller files.',
    })
  })
})
