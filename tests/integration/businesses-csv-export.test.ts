// Both engines: a CSV import is one large transaction on each driver.
// The business listings' CSV export: the seeded listings and any random ones round-trip exactly
// through an import, formula cells are neutralised, and the file streams in batches.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'
import { exportBusinessesCsv } from '~/domain/business/export-businesses.admin.server.ts'
import { importBusinesses, previewBusinessesImport } from '~/domain/business/import-businesses.admin.server.ts'
import { parseBusiness } from '~/domain/business/model.ts'
import { BADGE_TYPES, BUSINESS_CATEGORIES } from '~/lib/db-schema.ts'
import { COMPONENT_KEYS, computeSafetyScore, type ComponentKey } from '~/lib/score-model.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'
import { ADMIN, businessCsvKit, cleanPreview, decode, encode } from '../support/business-csv.ts'

const db = await openAppDatabase('businesses-csv-export')
const { cities, allRows, exportFile, business, onlyBusinesses } = businessCsvKit(db)

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

describe(`listings CSV export on ${engine}`, () => {
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
    expect(preview).toEqual(cleanPreview({ create: 0, update: 0, unchanged: before.length, rejected: 0 }))
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
