// Both engines: a CSV import is one large transaction on each driver.
// The business listings' CSV import: the spec's two variants, columns by header and alias, cities by
// name and state or from the address, all-or-nothing with the line of each refusal, ids, partial
// updates, restores and the size limits.
import { describe, expect, it } from 'vitest'
import { importBusinesses, previewBusinessesImport } from '~/domain/business/import-businesses.admin.server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'
import { ADMIN, businessCsvKit, encode } from '../support/business-csv.ts'

const db = await openAppDatabase('businesses-csv-import')
const { cities, allRows, countRows, auditCount, exportFile, business, onlyBusinesses } = businessCsvKit(db)

describe(`listings CSV import on ${engine}`, () => {
  it('imports spec variant A: ; between certifications, no id, a BOM, quoted commas, quotes and line breaks, empty lines; the city from the address', async () => {
    await onlyBusinesses([])
    const denver = cities.find((c) => c.name === 'Denver')!
    const file =
      '\ufeffname,type,description,rating,address,phone,website,certifications\r\n' +
      '"Cafe, The",Restaurant,"Says ""fresh""\r\nevery day",4.5,"1 Main St, Suite 2, Denver, CO 80202",(303) 555-0100,https://cafe.example,OSHA Certified;ISO 45001\r\n' +
      '\r\n' +
      'Builder Co,construction,Builds things,3,"2 Oak Ave, Denver, CO",303-555-0101,,\r\n'
    const preview = await previewBusinessesImport(db, encode(file))
    expect(preview).toMatchObject({ ok: true, counts: { create: 2, update: 0, unchanged: 0, rejected: 0 } })
    expect(await countRows()).toBe(0) // a preview writes nothing

    const audits = await auditCount()
    const imported = await importBusinesses(db, ADMIN, encode(file), { fileName: 'variant-a.csv' })
    expect(imported).toMatchObject({ ok: true, intent: 'import', counts: { create: 2, update: 0, unchanged: 0, rejected: 0 } })
    const rows = await db.selectFrom('businesses').selectAll().orderBy('name').execute()
    expect(rows).toMatchObject([
      { name: 'Builder Co', category: 'construction', certifications: [], website: null, city_id: denver.id, safety_score: 0, status: 'published' },
      {
        name: 'Cafe, The',
        category: 'restaurants',
        description: 'Says "fresh"\nevery day',
        rating: 4.5,
        address: '1 Main St, Suite 2, Denver, CO 80202',
        certifications: ['OSHA Certified', 'ISO 45001'],
        website: 'https://cafe.example',
        city_id: denver.id,
      },
    ])
    expect(await auditCount()).toBe(audits + 1)
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'business.import').orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(audit).toMatchObject({ actor: ADMIN.email, entity: 'business' })
    const detail = typeof audit.detail === 'string' ? JSON.parse(audit.detail) : audit.detail
    expect(detail).toEqual({ file: 'variant-a.csv', created: 2, updated: 0, unchanged: 0, rejected: 0, batchId: audit.entity_id })
  })

  it('refuses a published row whose city neither a column nor its address names, naming its line (it would be on no page)', async () => {
    await onlyBusinesses([])
    const file = 'name,type,description,rating,address,phone\n' + 'Placed,retail,Sells,4,"1 A St, Denver, CO",303-555-0100\n' + 'Nowhere,retail,Sells,4,2 Oak Ave,303-555-0101\n'
    const preview = await previewBusinessesImport(db, encode(file))
    expect(preview).toMatchObject({ ok: true, counts: { create: 1, rejected: 1 }, rejectedLines: [{ line: 3, reason: expect.stringMatching(/^Column "city": City is required for a published business: add a city column/) }] })
    const hidden = 'name,type,description,rating,address,phone,status\n' + 'Draft,retail,Sells,4,2 Oak Ave,303-555-0101,hidden\n'
    expect(await importBusinesses(db, ADMIN, encode(hidden))).toMatchObject({ ok: true, counts: { create: 1, rejected: 0 } })
  })

  it('imports spec variant B: | between certifications, created_at kept', async () => {
    await onlyBusinesses([])
    const file =
      'name,type,description,rating,address,phone,website,certifications,created_at,updated_at\n' +
      'Clinic,healthcare,Care,4.9,"3 Elm St, Denver, CO",303-555-0102,https://clinic.example,OSHA Certified|State; Licensed,2023-04-05T06:07:08.000Z,2024-01-01T00:00:00.000Z\n'
    expect(await importBusinesses(db, ADMIN, encode(file))).toMatchObject({ ok: true, counts: { create: 1 } })
    const [row] = await allRows()
    expect(row).toMatchObject({ name: 'Clinic', certifications: ['OSHA Certified', 'State; Licensed'], rating: 4.9 })
    expect(new Date(row!.created_at).toISOString()).toBe('2023-04-05T06:07:08.000Z')
  })

  it('finds columns by header name in any order, with aliases, and finds cities by name and state', async () => {
    await onlyBusinesses([])
    const denver = cities.find((c) => c.name === 'Denver')!
    const file =
      'Safety Score,City,STATE,Category,Name,Rating,Description,Address,Phone Number,Notes\n' +
      `88,Denver,Colorado,retail,Shop One,4,Sells,"1 A St, Denver, CO",303-555-0103,ignored\n` +
      `77,denver,co,retail,Shop Two,4,Sells,"1 A St, Denver, CO",303-555-0104,ignored\n` +
      `66,Denver,,retail,Shop Three,4,Sells,"1 A St, Denver, CO",303-555-0105,ignored\n` +
      `55,,,retail,Shop Four,4,Sells,"1 A St, Denver, CO",303-555-0106,ignored\n`
    const preview = await previewBusinessesImport(db, encode(file))
    expect(preview).toMatchObject({
      ok: true,
      counts: { create: 3, rejected: 1 },
      ignoredColumns: ['Notes'],
      rejectedLines: [{ line: 5, reason: 'Column "city": City is required for a published business (choose its city, or set the status to hidden)' }],
      // A score without an audit date imports, and the preview says no page shows it yet.
      noted: 3,
      notedLines: [2, 3, 4].map((line) => ({ line, note: 'Column "safety_score": the score is kept but not shown until the business is audited (audited_on is empty)' })),
    })
    await importBusinesses(db, ADMIN, encode(file), { mode: 'valid' })
    const rows = await db.selectFrom('businesses').select(['name', 'city_id', 'safety_score']).orderBy('safety_score', 'desc').execute()
    expect(rows).toEqual([
      { name: 'Shop One', city_id: denver.id, safety_score: 88 },
      { name: 'Shop Two', city_id: denver.id, safety_score: 77 },
      { name: 'Shop Three', city_id: denver.id, safety_score: 66 },
    ])
  })

  it('rejects a row with an unknown city, naming its line', async () => {
    await onlyBusinesses([])
    const file = 'name,type,description,rating,address,phone,city,state\n' + 'Nowhere Inn,other,Hmm,3,1 Road,303-555-0107,Atlantis,ZZ\n' + 'Half,other,Hmm,3,1 Road,303-555-0108,,CO\n'
    const preview = await previewBusinessesImport(db, encode(file))
    expect(preview).toMatchObject({
      ok: true,
      counts: { create: 0, rejected: 2 },
      rejectedLines: [
        { line: 2, reason: 'Column "city": City "Atlantis, ZZ" is not one of the listed cities' },
        { line: 3, reason: 'Column "city": City is required when a state is given' },
      ],
    })
  })

  it('is all-or-nothing: one bad row imports nothing and the answer names its line and why', async () => {
    await onlyBusinesses([])
    const audits = await auditCount()
    const file =
      'name,type,description,rating,address,phone\n' +
      'Good One,retail,"Two\nlines",4,"1 A St, Denver, CO",303-555-0100\n' + // lines 2-3
      'Good Two,retail,Fine,4,"1 A St, Denver, CO",303-555-0100\n' + // line 4
      'Bad,retail,Fine,7,"1 A St, Denver, CO",303-555-0100\n' + // line 5
      'Worse,nonsense,,4,"1 A St, Denver, CO",303-555-0100\n' + // line 6
      'Short,retail\n' // line 7
    const result = await importBusinesses(db, ADMIN, encode(file))
    expect(result).toEqual({
      ok: false,
      error: 'rejected-rows',
      title: 'Error uploading data',
      message: 'There was an error uploading the data.',
      counts: { create: 2, update: 0, unchanged: 0, rejected: 3 },
      rejectedLines: [
        { line: 5, reason: 'Column "rating": "7" is not allowed (Rating must be between 0 and 5). Allowed values: a number from 0 to 5 in steps of 0.1' },
        {
          line: 6,
          reason:
            'Column "type": "nonsense" is not allowed. Allowed values: restaurants, construction, healthcare, childcare, manufacturing, ' +
            'transportation, retail, other ("restaurant" is read as restaurants); Column "description": Description is required',
        },
        { line: 7, reason: 'The row has 2 columns but the header has 6' },
      ],
    })
    expect(await countRows()).toBe(0)
    expect(await auditCount()).toBe(audits)
  })

  it('rejects an id that is not a UUID or appears twice', async () => {
    const [id] = await onlyBusinesses([business()])
    const file = `id,name\nnot-an-id,A\n${id},B\n${id!.toUpperCase()},C\n`
    const preview = await previewBusinessesImport(db, encode(file))
    expect(preview).toMatchObject({
      counts: { update: 1, rejected: 2 },
      rejectedLines: [
        { line: 2, reason: 'Column "id": "not-an-id" is not allowed. Allowed values: a listing id (a UUID), or empty for a new listing' },
        { line: 4, reason: 'Column "id": the same id is also on line 3' },
      ],
    })
  })

  it('updates a listing from a file with some columns: the missing ones stay as they were', async () => {
    const denver = cities.find((c) => c.name === 'Denver')!
    const [id] = await onlyBusinesses([business({ cityId: denver.id, certifications: ['A', 'B'], badges: ['osha', 'city'] })])
    const [before] = await allRows()
    const file = `ID,Rating\n${id},1.5\n`
    expect(await previewBusinessesImport(db, encode(file))).toMatchObject({ ok: true, counts: { create: 0, update: 1, unchanged: 0 } })
    expect(await importBusinesses(db, ADMIN, encode(file))).toMatchObject({ ok: true, counts: { update: 1 } })
    const [after] = await allRows()
    expect(after).toEqual({ ...before, rating: 1.5, updated_at: after!.updated_at })
    expect(new Date(after!.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(before!.updated_at).getTime())

    // The same file again: nothing differs, so nothing is written (updated_at stays).
    expect(await importBusinesses(db, ADMIN, encode(file))).toMatchObject({ ok: true, counts: { update: 0, unchanged: 1 } })
    expect(await allRows()).toEqual([after])
  })

  it('restores a deleted listing under its id and created_at', async () => {
    const ids = await onlyBusinesses([business({ name: 'Keep' }), business({ name: 'Gone', certifications: ['X'] })])
    const before = await allRows()
    const file = await exportFile()
    await db.deleteFrom('businesses').where('id', '=', ids[1]!).execute()
    expect(await previewBusinessesImport(db, file)).toMatchObject({ ok: true, counts: { create: 1, update: 0, unchanged: 1 } })
    await importBusinesses(db, ADMIN, file)
    const gone = before.find((r) => r.id === ids[1])!
    const back = (await allRows()).find((r) => r.id === ids[1])
    expect(back).toEqual({ ...gone, updated_at: back!.updated_at })
  })

  it('refuses files over the size and row limits with a clear message', async () => {
    const rows = 'name,type,description,rating,address,phone\n' + 'A,retail,d,4,"1 A St, Denver, CO",303-555-0100\n'.repeat(4)
    expect(await previewBusinessesImport(db, encode(rows), { maxRows: 3 })).toMatchObject({
      ok: false,
      error: 'too-large',
      message: 'The file has more than 3 rows. Please split it into smaller files.',
    })
    expect(await importBusinesses(db, ADMIN, encode(rows), { maxBytes: 64 })).toMatchObject({ ok: false, error: 'too-large', title: 'File too large' })
    expect(await previewBusinessesImport(db, new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x00, 0x0a]))).toMatchObject({
      ok: false,
      error: 'unreadable',
      title: 'Could not read file',
      message: 'There was an error reading the CSV file.',
    })
  })
})
