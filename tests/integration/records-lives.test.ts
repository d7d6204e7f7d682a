// Both engines: a LIVES feed streams through each driver.
// Public records of a municipality's restaurant inspections (LIVES): the import (malformed rows
// counted with their line, files of another format refused naming what they lack, idempotent),
// the match (certain attaches, uncertain waits), businesses created from what matches none, and
// the business page's section and safety record from them.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { engine, openAppDatabase } from '../support/app-database.ts'

const db = await openAppDatabase('records-lives', { SMTP_URL: '' })
const { importAndMatch } = await import('~/domain/records/import-job.server.ts')
const { filesOfPath } = await import('~/domain/records/import-files.server.ts')
const { findBusinessRecords } = await import('~/domain/records/find-business-records.server.ts')
const { decideMatch, findRecordsAdmin } = await import('~/domain/records/records-tab.admin.server.ts')
const { AppError } = await import('~/lib/app-error.ts')
const { resolveProblemReport } = await import('~/domain/problem-report/resolve-problem-report.admin.server.ts')
const { reportProblem } = await import('../support/problem-reports.ts')
const { cityIdOf, createTestBusinesses } = await import('../support/factories.ts')
const ADMIN = { email: 'admin@safest.test' }

const FIXTURE = new URL('../fixtures/records/lives-denver/', import.meta.url).pathname
const OSHA = new URL('../fixtures/', import.meta.url).pathname

/** The line of a fixture file on which `text` first appears (1: the header). */
const lineOf = (file: string, text: string) => readFileSync(join(FIXTURE, file), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1

// The Denver restaurants of this file, and the feed naming them as a publisher would: the fixture
// (whose first three establishments are seeded businesses, for the journey) with those three
// renamed to these, so every match below is to a business this file made.
const denver = await cityIdOf(db, 'denver')
await createTestBusinesses(db, [
  { name: 'Kestrel Street Kitchen', category: 'restaurants', cityId: denver, address: '1520 Kestrel St, Denver, CO 80202' },
  { name: 'Osprey Brothers Pizza', category: 'restaurants', cityId: denver, address: '1816 Tamarack St, Denver, CO 80202' },
  { name: 'Zephyr Diner', category: 'restaurants', cityId: denver, address: '4425 Vireo Ave, Denver, CO 80203' },
])
const FEED = mkdtempSync(join(tmpdir(), 'lives-feed-'))
for (const f of readdirSync(FIXTURE)) copyFileSync(join(FIXTURE, f), join(FEED, f))
writeFileSync(join(FEED, 'businesses.csv'), readFileSync(join(FIXTURE, 'businesses.csv'), 'utf8')
  .replace('LARIMER STREET KITCHEN LLC,1520 Larimer Street,', 'KESTREL STREET KITCHEN LLC,1520 Kestrel Street,')
  .replace('"Russo Brothers Pizza, Inc.",1816 Hickory St,', '"Osprey Brothers Pizza, Inc.",1816 Tamarack St,')
  .replace('Fairview Diner & Grill,4425 Walnut Ave,', 'Zephyr Diner & Grill,4425 Vireo Ave,'))

async function importFeed(path: string, options: { source?: string; createBusinesses?: boolean } = {}) {
  const { id } = await db.insertInto('record_imports').values({ source: 'cli', record_source: options.source ?? 'lives', create_businesses: options.createBusinesses ?? false, files: path, requested_by: 'test' })
    .returning('id').executeTakeFirstOrThrow()
  const outcome = await importAndMatch(db, id, await filesOfPath(path))
  return { outcome, row: await db.selectFrom('record_imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow() }
}

const businessNamed = (name: string) => db.selectFrom('businesses').selectAll().where('name', '=', name).executeTakeFirstOrThrow()
const establishment = (sourceId: string) => db.selectFrom('record_establishments').selectAll().where('source_id', '=', sourceId).executeTakeFirstOrThrow()
type Stored = { summary: { latestInspection?: string | null; score: number | null }; components: { key: string; score: number; evidence: string; source: string }[] | null }
const recordOf = (b: { safety_record: unknown }) => b.safety_record as Stored

describe(`LIVES health inspections on ${engine}`, () => {
  it('refuses files that are not a LIVES feed, naming the missing files or columns, before any row', async () => {
    await expect(importFeed(join(OSHA, 'osha-inspections.csv'))).rejects.toThrow('Not LIVES health inspections: feed_info.csv, businesses.csv, inspections.csv are missing')
    const dir = mkdtempSync(join(tmpdir(), 'lives-'))
    for (const f of ['feed_info.csv', 'inspections.csv']) copyFileSync(join(FEED, f), join(dir, f))
    writeFileSync(join(dir, 'businesses.csv'), 'business_id,name,city\n1,A,Denver\n')
    const refused = importFeed(dir)
    await expect(refused).rejects.toBeInstanceOf(AppError)
    await expect(refused).rejects.toThrow('businesses.csv is not businesses.csv: it has no column address')
    const failed = await db.selectFrom('record_imports').select(['status', 'error']).where('files', '=', dir).executeTakeFirstOrThrow()
    expect(failed).toEqual({ status: 'failed', error: expect.stringContaining('it has no column address') })
    expect(await db.selectFrom('record_establishments').select('source_id').execute()).toEqual([])
  })

  it('imports the feed with its date and municipality, counting each malformed row with its line, and creates the businesses that match none', async () => {
    const { row, outcome } = await importFeed(FEED, { createBusinesses: true })
    expect(row.status).toBe('done')
    expect(row.published_on).toBe('2026-10-01')
    const feed = await db.selectFrom('record_feeds').selectAll().where('id', '=', row.feed_id!).executeTakeFirstOrThrow()
    expect(feed).toMatchObject({ source: 'lives', publisher: 'City and County of Denver, Department of Public Health & Environment', feed_date: '2026-10-01', lower_is_better: false })
    expect(feed.legend).toContainEqual({ min: 90, max: 100, description: 'Good' })
    expect(row.problems).toEqual(expect.arrayContaining([
      { file: 'businesses', line: lineOf('businesses.csv', 'Nameless Row Without Id'), reason: 'business_id is missing' },
      { file: 'businesses', line: lineOf('businesses.csv', 'Wrong State Cafe'), reason: 'state "COLORADO" is not a state' },
      { file: 'inspections', line: lineOf('inspections.csv', '2025-13-45'), reason: 'date "2025-13-45" is not a date (YYYYMMDD)' },
      { file: 'inspections', line: lineOf('inspections.csv', 'N/A'), reason: 'date "N/A" is not a date (YYYYMMDD)' },
      { file: 'inspections', line: lineOf('inspections.csv', 'abc'), reason: 'score "abc" is not a score' },
      { file: 'violations', line: lineOf('violations.csv', 'Date missing'), reason: 'date "" is not a date (YYYYMMDD)' },
    ]))
    expect(row.malformed).toBe(8)
    // The businesses the feed names: certain ones attach (ZIP+4, "Street", "LLC" and "Inc." seen through), a near one waits.
    expect(await establishment('DEN-0001')).toMatchObject({ match_status: 'certain', business_id: (await businessNamed('Kestrel Street Kitchen')).id })
    expect(await establishment('DEN-0002')).toMatchObject({ match_status: 'certain', business_id: (await businessNamed('Osprey Brothers Pizza')).id })
    expect(await establishment('DEN-0003')).toMatchObject({ match_status: 'pending', business_id: (await businessNamed('Zephyr Diner')).id })
    expect(outcome).toMatchObject({ certain: 2, pending: 1 })
    // The others are businesses now: restaurants of Denver, at the feed's point, marked as from the records.
    const joes = await businessNamed("Joe's Bar, Grill & Taproom")
    expect(joes).toMatchObject({ category: 'restaurants', address: '2100 Market St, Suite 4, Denver, CO 80205', latitude: 39.7531, longitude: -104.991, located_by: 'point', owner_id: null, status: 'published' })
    expect(await db.selectFrom('business_origins').select(['source', 'publisher', 'feed_date']).where('business_id', '=', joes.id).executeTakeFirst())
      .toEqual({ source: 'lives', publisher: 'City and County of Denver, Department of Public Health & Environment', feed_date: '2026-10-01' })
    expect((await establishment('DEN-0900')).business_id).toBe(joes.id)
    const created = await db.selectFrom('business_origins').select('business_id').execute()
    expect(created).toHaveLength(row.created)
    expect(row.created).toBe(outcome.created)
    expect(row.created).toBeGreaterThan(100)
    // Nothing invented: a record without a phone is a business without one (no "Call" on its page); the near match waits instead.
    expect(row.problems).not.toContainEqual(expect.objectContaining({ reason: expect.stringContaining('Unnamed Cart Without Phone') }))
    const cart = await businessNamed('Unnamed Cart Without Phone')
    expect(cart).toMatchObject({ phone: null, category: 'restaurants', address: '1600 Glenarm Pl, Denver, CO 80202' })
    expect((await establishment('DEN-0902')).business_id).toBe(cart.id)
    expect(await db.selectFrom('businesses').select('id').where('name', '=', 'Zephyr Diner & Grill').execute()).toEqual([])
  })

  it('shows the health inspections on the business page, with the feed and its date, and scores them', async () => {
    const kitchen = await businessNamed('Kestrel Street Kitchen')
    const records = await findBusinessRecords(db, kitchen)
    expect(records.origin).toBeNull()
    const [section] = records.sections!
    expect(section).toMatchObject({ heading: 'Health inspections', publisher: 'City and County of Denver, Department of Public Health & Environment', feedDate: '2026-10-01', scaleMax: 100 })
    expect(section!.inspections.map((i) => [i.on, i.score, i.band, i.type])).toEqual([['2026-09-14', 96, 'Good', 'routine'], ['2025-09-02', 91, 'Good', 'routine'], ['2024-08-17', 84, 'Needs improvement', 'routine']])
    expect(section!.inspections[2]!.findings).toContainEqual(expect.objectContaining({ code: '103', description: 'Food not held at proper temperature', severity: 'critical' }))
    const record = recordOf(kitchen)
    expect(record.summary.latestInspection).toBe('Health inspection September 14, 2026: 96 of 100 (Good)')
    expect(record.components?.find((c) => c.key === 'inspection')).toMatchObject({ source: 'records', evidence: expect.stringMatching(/^3 health inspections since 2024 \(latest 2026-09-14, scored 96 of 100 \(Good\)\): 1 critical violation, 4 other violations\.$/) })
    // A business created from the feed is scored from its records alone, and says where it came from.
    const joes = await businessNamed("Joe's Bar, Grill & Taproom")
    expect((await findBusinessRecords(db, joes)).origin).toEqual({ source: 'lives', publisher: 'City and County of Denver, Department of Public Health & Environment', feedDate: '2026-10-01' })
  })

  it('importing the same feed again changes nothing', async () => {
    const before = await db.selectFrom('record_establishments').selectAll().orderBy('source_id').execute()
    const businesses = await db.selectFrom('businesses').select('id').execute()
    const history = await db.selectFrom('score_history').select('id').execute()
    const { row, outcome } = await importFeed(FEED, { createBusinesses: true })
    expect(row).toMatchObject({ inserted: 0, updated: 0, malformed: 8, created: 0 })
    expect(outcome).toMatchObject({ rescored: 0, created: 0 })
    expect(await db.selectFrom('record_establishments').selectAll().orderBy('source_id').execute()).toEqual(before)
    expect(await db.selectFrom('businesses').select('id').execute()).toHaveLength(businesses.length)
    expect(await db.selectFrom('score_history').select('id').execute()).toHaveLength(history.length)
  })

  it('lists the uncertain match for the admin, and attaches it only once confirmed', async () => {
    const zephyr = await businessNamed('Zephyr Diner')
    const tab = await findRecordsAdmin(db)
    const pending = tab.pending.find((p) => p.establishment?.endsWith(':DEN-0003'))
    expect(pending).toMatchObject({ estabName: 'Zephyr Diner & Grill', businessName: 'Zephyr Diner', activityNr: null, recordLabel: 'City and County of Denver, Department of Public Health & Environment, DEN-0003' })
    expect(tab.imports[0]).toMatchObject({ recordSource: 'LIVES health inspections', publisher: 'City and County of Denver, Department of Public Health & Environment', publishedOn: '2026-10-01' })
    expect((await findBusinessRecords(db, zephyr)).sections).toEqual([])
    expect(await decideMatch(db, ADMIN, { intent: 'confirm', establishment: pending!.establishment! })).toBe('done')
    expect(await decideMatch(db, ADMIN, { intent: 'reject', establishment: pending!.establishment! })).toBe('not-pending')
    const after = await businessNamed('Zephyr Diner')
    expect((await findBusinessRecords(db, after)).sections![0]!.inspections[0]).toMatchObject({ on: '2026-03-01', score: 88, band: 'Adequate' })
    expect(recordOf(after).summary.latestInspection).toBe('Health inspection March 1, 2026: 88 of 100 (Adequate)')
  })

  it('an owner disputes the health inspections through "Report a problem": the admin detaches them, the page and the score no longer count them', async () => {
    const zephyr = await businessNamed('Zephyr Diner')
    const report = await reportProblem(db, zephyr.id, { kind: 'records', details: 'These inspections are of the grill next door.' }, '10.9.0.2')
    const record = report.records.find((r) => r.field === 'establishment' && r.value.endsWith(':DEN-0003'))
    expect(record).toMatchObject({ estabName: 'Zephyr Diner & Grill', what: 'City and County of Denver, Department of Public Health & Environment record DEN-0003' })
    await resolveProblemReport(db, ADMIN, report.id, { kind: 'detach', activityNrs: [], establishments: [record!.value] })
    expect(await establishment('DEN-0003')).toMatchObject({ match_status: 'rejected', business_id: zephyr.id })
    const after = await businessNamed('Zephyr Diner')
    expect((await findBusinessRecords(db, after)).sections).toEqual([])
    expect(recordOf(after).summary.latestInspection).toBeUndefined()
    // Decided: the same records cannot be detached twice.
    await expect(resolveProblemReport(db, ADMIN, report.id, { kind: 'detach', activityNrs: [], establishments: [record!.value] })).rejects.toMatchObject({ code: 'conflict' })
  })
})
