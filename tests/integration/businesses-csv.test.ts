// Both engines: a CSV import is one large transaction on each driver.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'
import { signUp } from '~/domain/account/sign-up.server.ts'
import { createBusinesses, type NewBusiness } from '~/domain/business/create-businesses.server.ts'
import { exportBusinessesCsv } from '~/domain/business/export-businesses.admin.server.ts'
import { importBusinesses, previewBusinessesImport } from '~/domain/business/import-businesses.admin.server.ts'
import { parseBusiness } from '~/domain/business/model.ts'
import { BADGE_TYPES, BUSINESS_CATEGORIES } from '~/lib/db-schema.ts'
import { COMPONENT_KEYS, computeSafetyScore, type ComponentKey } from '~/lib/score-model.ts'
import { engine, openAppDatabase, routeArgs } from '../support/app-database.ts'

process.env.RATE_LIMIT_AUTH = '1000'

const ADMIN = { email: 'csv-admin@example.com' }
let cities: { id: number; name: string; state: string }[]

const db = await openAppDatabase('businesses-csv')
beforeAll(async () => {
  cities = await db.selectFrom('cities').select(['id', 'name', 'state']).orderBy('id').execute()
})

const encode = (text: string) => new TextEncoder().encode(text)
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) // keeps the BOM
const allRows = () => db.selectFrom('businesses').selectAll().orderBy('id').execute()
const countRows = async () => Number((await db.selectFrom('businesses').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const auditCount = async () =>
  Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('action', '=', 'business.import').executeTakeFirstOrThrow()).n)

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}
async function exportFile(): Promise<Uint8Array> {
  const stream = await exportBusinessesCsv(db)
  if (!stream) throw new Error('nothing to export')
  return readAll(stream)
}

const business = (overrides: Partial<NewBusiness> = {}): NewBusiness => ({
  name: 'Harbor Cafe',
  category: 'restaurants',
  description: 'Fresh fish by the water.',
  rating: 4.5,
  address: '1 Pier Rd',
  phone: '(303) 555-0100',
  website: 'https://harbor.example',
  certifications: ['Food Safety'],
  cityId: cities[0]!.id,
  safetyScore: 91,
  email: 'hello@harbor.example',
  badges: ['osha'],
  status: 'published',
  ...overrides,
})

/** A fresh table holding exactly these businesses. */
async function onlyBusinesses(businesses: NewBusiness[]): Promise<string[]> {
  await db.deleteFrom('businesses').execute()
  return createBusinesses(db, businesses)
}

// --- random businesses for the round-trip property -------------------------------------------------

// The business schema refuses control characters (single-line fields: also tabs and line breaks).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/
const tricky = fc.constantFrom(',', '"', "'", '=', '+', '-', '@', ';', ' ', '😀', '👩‍👩‍👧', 'é', '中', 'a', 'Z', '7', '\u00a0')
const textUnit = fc.oneof({ weight: 3, arbitrary: tricky }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) })
const formulaStart = fc.constantFrom('', '', '=', '+', '-', '@', "'=", "''+", '=HYPERLINK("http://x")')
const singleLine = (max: number) =>
  fc
    .tuple(formulaStart, fc.string({ unit: textUnit, minLength: 1, maxLength: Math.min(max, 40) }))
    .map(([start, rest]) => start + rest)
    .filter((s) => s.trim() !== '' && s.trim().length <= max && !CONTROL.test(s))
const multiLine = fc
  .tuple(
    formulaStart,
    fc.oneof(
      fc.string({ unit: fc.oneof(textUnit, fc.constantFrom('\n', '\r\n', '\n\n')), minLength: 1, maxLength: 80 }),
      fc.string({ unit: textUnit, minLength: 1500, maxLength: 2500 }), // long text
    ),
  )
  .map(([start, rest]) => start + rest)
  .filter((s) => s.trim() !== '' && !CONTROL_BUT_LINE_BREAKS.test(s))
const certificationName = singleLine(40).filter((s) => !/[,|]/.test(s))
const phone = fc
  .tuple(fc.constantFrom('', '+', '-', '('), fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ' ', '(', ')', '.', '-', '+'), minLength: 7, maxLength: 20 }))
  .map(([start, rest]) => start + rest)

const isoDate = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
const component = fc.record({ score: fc.integer({ min: 0, max: 100 }), evidence: singleLine(300) })
const scoreComponents = fc.option(
  fc.record(Object.fromEntries(COMPONENT_KEYS.map((k) => [k, component])) as Record<ComponentKey, typeof component>),
  { nil: null },
)
const badgeEvidenceEntry = fc
  .record({ issuer: singleLine(120), checkedOn: isoDate, expiresOn: isoDate })
  .map((e) => (e.expiresOn < e.checkedOn ? { ...e, checkedOn: e.expiresOn, expiresOn: e.checkedOn } : e))

function randomBusiness(cityIds: number[]) {
  return fc
    .record({
      name: singleLine(200),
      category: fc.constantFrom(...BUSINESS_CATEGORIES),
      description: multiLine,
      rating: fc.integer({ min: 0, max: 50 }).map((n) => n / 10),
      address: singleLine(300),
      phone,
      website: fc.option(fc.webUrl({ validSchemes: ['https', 'http'] }), { nil: null }),
      certifications: fc.array(certificationName, { maxLength: 4 }),
      cityId: fc.option(fc.constantFrom(...cityIds), { nil: null }),
      safetyScore: fc.integer({ min: 0, max: 100 }),
      email: fc.option(fc.emailAddress(), { nil: null }),
      badges: fc.subarray([...BADGE_TYPES]),
      status: fc.constantFrom('published' as const, 'hidden' as const),
      // The explainable score: components (then the score is computed), audit date, badge evidence.
      scoreComponents,
      auditedOn: isoDate,
      evidence: fc.record({ osha: fc.option(badgeEvidenceEntry, { nil: undefined }), state: fc.option(badgeEvidenceEntry, { nil: undefined }), city: fc.option(badgeEvidenceEntry, { nil: undefined }) }),
    })
    .map(({ evidence, auditedOn, ...l }) => ({
      ...l,
      auditedOn: l.scoreComponents || auditedOn < '2015-01-01' ? auditedOn : null,
      badgeEvidence: Object.fromEntries(Object.entries(evidence).filter(([b, e]) => e && l.badges.includes(b as never))),
      safetyScore: l.scoreComponents ? computeSafetyScore(l.scoreComponents) : l.safetyScore,
    }))
    // A published business has a city (the import refuses one without: it would be on no page).
    .filter((l) => parseBusiness(l).ok && !(l.status === 'published' && l.cityId === null))
}

// --- counting queries (the export reads in batches) -----------------------------------------------

class CountBusinessSelects implements KyselyPlugin {
  count = 0
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'SelectQueryNode') this.count++
    return args.node
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result
  }
}

describe(`listings CSV export and import on ${engine}`, () => {
  it('exports the seeded listings and importing that file changes nothing', async () => {
    const before = await allRows()
    expect(before.length).toBeGreaterThan(100)
    const file = await exportFile()
    const text = decode(file)
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(text.slice(1, text.indexOf('\r\n'))).toBe(
      'id,name,type,description,rating,address,phone,website,certifications,created_at,updated_at,city,state,safety_score,email,badges,status,latitude,longitude,' +
        'audited_on,inspection_score,inspection_evidence,certifications_score,certifications_evidence,incidents_score,incidents_evidence,' +
        'training_score,training_evidence,clean_record_score,clean_record_evidence,' +
        'osha_issuer,osha_checked_on,osha_expires_on,state_issuer,state_checked_on,state_expires_on,city_issuer,city_checked_on,city_expires_on,' +
        'shown_safety_score,shown_audited,shown_badges,shown_rating,shown_review_count',
    )
    const preview = await previewBusinessesImport(db, file)
    expect(preview).toEqual({
      ok: true,
      intent: 'preview',
      counts: { create: 0, update: 0, unchanged: before.length, rejected: 0 },
      rejectedLines: [],
      noted: 0,
      notedLines: [],
      ignoredColumns: [],
      encoding: 'UTF-8',
      duplicates: 0,
      duplicateLines: [],
    })
    const imported = await importBusinesses(db, ADMIN, file, { fileName: 'business_listings.csv' })
    expect(imported).toMatchObject({ ok: true, intent: 'import', counts: { create: 0, update: 0, unchanged: before.length, rejected: 0 } })
    expect(await allRows()).toEqual(before)
  })

  it('round-trips any listings exactly: export, then import the same file, changes nothing (property)', async () => {
    const cityIds = cities.map((c) => c.id)
    await fc.assert(
      fc.asyncProperty(fc.array(randomBusiness(cityIds), { minLength: 1, maxLength: 6 }), async (businesses) => {
        await onlyBusinesses(businesses)
        const before = await allRows()
        const file = await exportFile()
        const preview = await previewBusinessesImport(db, file)
        expect(preview).toMatchObject({ ok: true, counts: { create: 0, update: 0, unchanged: businesses.length, rejected: 0 } })
        const imported = await importBusinesses(db, ADMIN, file)
        expect(imported).toMatchObject({ ok: true, counts: { create: 0, update: 0, unchanged: businesses.length, rejected: 0 } })
        expect(await allRows()).toEqual(before) // updated_at included

        // And from an empty table the same file brings every business back (ids and created_at too).
        await db.deleteFrom('businesses').execute()
        expect(await importBusinesses(db, ADMIN, file)).toMatchObject({ ok: true, counts: { create: businesses.length, update: 0 } })
        const restored = await allRows()
        const comparable = (rows: typeof before) => rows.map(({ updated_at: _u, slug: _s, ...rest }) => rest)
        expect(comparable(restored)).toEqual(comparable(before))
      }),
      { numRuns: engine === 'postgres' ? 15 : 20 },
    )
  })

  it('neutralises formula cells on export and imports them back as they were', async () => {
    await onlyBusinesses([business({ name: '=HYPERLINK("http://evil.example")', phone: '+1 303 555 0100', description: "@SUM(1)\n'=kept", address: "'=already quoted" })])
    const text = decode(await exportFile())
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"")"')
    expect(text).toContain('"\'+1 303 555 0100"')
    expect(text).toContain('"\'@SUM(1)\n\'=kept"')
    expect(text).toContain('"\'\'=already quoted"')
    expect(text).not.toMatch(/(^|,)"?[=+\-@]/m)

    await db.deleteFrom('businesses').execute()
    await importBusinesses(db, ADMIN, encode(text))
    const [row] = await allRows()
    expect(row).toMatchObject({ name: '=HYPERLINK("http://evil.example")', phone: '+1 303 555 0100', description: "@SUM(1)\n'=kept", address: "'=already quoted" })
  })

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

  it('streams the export in batches by id, reading the next batch only as the client reads', async () => {
    await onlyBusinesses(Array.from({ length: 23 }, (_, i) => business({ name: `Listing ${i}` })))
    const counter = new CountBusinessSelects()
    const stream = (await exportBusinessesCsv(db.withPlugin(counter), 5))!
    expect(counter.count).toBe(1) // "any businesses?" only
    const reader = stream.getReader()
    const first = await reader.read()
    expect(counter.count).toBe(2) // one batch so far
    const chunks = [first.value!]
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value)
    expect(counter.count).toBe(1 + 5) // 23 rows in batches of 5: 5, 5, 5, 5, 3
    const text = chunks.map((chunk) => decode(chunk)).join('')
    expect(text.trimEnd().split('\r\n')).toHaveLength(1 + 23)
  })

  it('exports nothing when there are no listings', async () => {
    await onlyBusinesses([])
    expect(await exportBusinessesCsv(db)).toBeNull()
  })
})

// --- the two route modules ------------------------------------------------------------------------

describe(`listings CSV routes on ${engine}`, () => {
  let adminCookie = ''
  let memberCookie = ''
  const cookieOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

  beforeAll(async () => {
    const admin = await signUp(db, { name: 'Csv Admin', email: 'csv-admin@example.com', password: 'admin-password-42' }, new Request('http://localhost/'))
    const member = await signUp(db, { name: 'Csv Member', email: 'csv-member@example.com', password: 'member-password-42' }, new Request('http://localhost/'))
    if (!admin.ok || !member.ok) throw new Error('sign-up failed')
    await db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.userId).execute()
    adminCookie = cookieOf(admin.headers)
    memberCookie = cookieOf(member.headers)
  })

  const exportRoute = () => import('~/routes/admin/businesses-export.ts')
  const importRoute = () => import('~/routes/admin/businesses-import.ts')
  const get = (cookie: string) => new Request('http://localhost/admin/businesses.csv', { headers: cookie ? { cookie } : {} })
  const post = (cookie: string, fields: { intent?: string; file?: File }) => {
    const form = new FormData()
    if (fields.intent) form.set('intent', fields.intent)
    if (fields.file) form.set('file', fields.file)
    return new Request('http://localhost/admin/businesses/import', { method: 'POST', body: form, headers: cookie ? { cookie } : {} })
  }
  const args = (request: Request) => routeArgs(request, {})
  type Answer = { data: unknown; init: { status: number } | null }

  it('GET /admin/businesses.csv: 403 for anonymous and members, the file for the admin, 404 when empty', async () => {
    const { loader } = await exportRoute()
    await onlyBusinesses([business()])
    for (const cookie of ['', memberCookie]) await expect(loader(args(get(cookie)))).rejects.toMatchObject({ init: { status: 403 } })

    const response = (await loader(args(get(adminCookie)))) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="business_listings.csv"')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.text()).toContain('"Harbor Cafe"')

    await onlyBusinesses([])
    const empty = (await loader(args(get(adminCookie)))) as Response
    expect(empty.status).toBe(404)
    expect(await empty.text()).toBe('There are no business listings to download.')
  })

  it('POST /admin/businesses/import: 403 for anonymous and members (nothing changes), preview and import for the admin', async () => {
    const { action } = await importRoute()
    await onlyBusinesses([])
    const csv = () => new File(['name,type,description,rating,address,phone\nRoute Shop,retail,Sells,4,"1 A St, Denver, CO",303-555-0100\n'], 'shops.csv', { type: 'text/csv' })

    for (const cookie of ['', memberCookie]) {
      await expect(action(args(post(cookie, { intent: 'import', file: csv() })))).rejects.toMatchObject({ init: { status: 403 } })
    }
    expect(await countRows()).toBe(0)

    const none = (await action(args(post(adminCookie, { intent: 'preview' })))) as Answer
    expect(none.init?.status).toBe(400)
    expect(none.data).toEqual({ ok: false, error: 'no-file', title: 'No file selected', message: 'Please select a CSV file to upload.' })

    const preview = (await action(args(post(adminCookie, { intent: 'preview', file: csv() })))) as Answer
    expect(preview.init?.status).toBe(200)
    expect(preview.data).toEqual({
      ok: true,
      intent: 'preview',
      counts: { create: 1, update: 0, unchanged: 0, rejected: 0 },
      rejectedLines: [],
      noted: 0,
      notedLines: [],
      ignoredColumns: [],
      encoding: 'UTF-8',
      duplicates: 0,
      duplicateLines: [],
    })
    expect(await countRows()).toBe(0)

    const imported = (await action(args(post(adminCookie, { intent: 'import', file: csv() })))) as Answer
    expect(imported.init?.status).toBe(200)
    expect(imported.data).toMatchObject({ ok: true, intent: 'import', counts: { create: 1 } })
    expect(await countRows()).toBe(1)

    const bad = new File(['name,rating\nX,9\n'], 'bad.csv')
    const rejected = (await action(args(post(adminCookie, { intent: 'import', file: bad })))) as Answer
    expect(rejected.init?.status).toBe(422)
    expect(rejected.data).toMatchObject({ ok: false, error: 'rejected-rows', rejectedLines: [{ line: 2 }] })

    const unreadable = (await action(args(post(adminCookie, { intent: 'preview', file: new File([new Uint8Array([0xff, 0xfe, 0x00])], 'x.csv') })))) as Answer
    expect(unreadable.init?.status).toBe(422)
    expect(unreadable.data).toMatchObject({ ok: false, error: 'unreadable', title: 'Could not read file' })
    expect(await countRows()).toBe(1)
  })
})
