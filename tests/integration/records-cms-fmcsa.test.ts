// CMS Care Compare nursing homes and FMCSA motor carriers, from fixture folders in each
// publisher's layout (messy rows included): imported, matched to the seeded healthcare and
// transportation businesses, the others created; a newer file changes only what changed, counted
// (added, changed, unchanged, gone from the source), and keeps what the older one held.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { engine, openAppDatabase } from '../support/app-database.ts'

const db = await openAppDatabase('records-cms-fmcsa', { SMTP_URL: '' })
const { importAndMatch } = await import('~/domain/records/import-job.server.ts')
const { filesOfPath } = await import('~/domain/records/import-files.server.ts')
const { findBusinessRecords } = await import('~/domain/records/find-business-records.server.ts')

const FIXTURES = new URL('../fixtures/records/', import.meta.url).pathname
const lineOf = (folder: string, file: string, text: string) => readFileSync(join(FIXTURES, folder, file), 'utf8').split(/\r?\n/).findIndex((l) => l.includes(text)) + 1

async function importFolder(source: string, folder: string) {
  const path = join(FIXTURES, folder)
  const { id } = await db.insertInto('record_imports').values({ source: 'cli', record_source: source, create_businesses: true, files: path, requested_by: 'test' })
    .returning('id').executeTakeFirstOrThrow()
  const outcome = await importAndMatch(db, id, await filesOfPath(path))
  return { outcome, row: await db.selectFrom('record_imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow() }
}
const businessNamed = (name: string) => db.selectFrom('businesses').selectAll().where('name', '=', name).executeTakeFirstOrThrow()
const establishment = (source: string, id: string) => db.selectFrom('record_establishments').innerJoin('record_feeds', 'record_feeds.id', 'record_establishments.feed_id')
  .selectAll('record_establishments').where('record_feeds.source', '=', source).where('source_id', '=', id).executeTakeFirstOrThrow()
type Stored = { components: { key: string; evidence: string; source: string }[] | null }
const component = async (name: string, key: string) => ((await businessNamed(name)).safety_record as Stored).components?.find((c) => c.key === key)
const finding = (id: string) => db.selectFrom('record_findings').selectAll().where('finding_id', '=', id).executeTakeFirstOrThrow()

describe(`CMS nursing homes on ${engine}`, () => {
  it('imports the four files, counting malformed rows by line, matches the seeded clinics and creates the other homes', async () => {
    const { row, outcome } = await importFolder('cms-nursing-homes', 'cms-nursing-homes')
    expect(row).toMatchObject({ status: 'done', published_on: '2026-10-01', inserted: 352, updated: 0, gone: 0, malformed: 6, created: 42 })
    const HEALTH = 'NH_HealthCitations_Oct2026.csv'
    expect(row.problems).toEqual(expect.arrayContaining([
      { file: 'providers', line: lineOf('cms-nursing-homes', 'NH_ProviderInfo_Oct2026.csv', 'ABC12'), reason: 'cms_certification_number_ccn "ABC12" is not a CMS Certification Number' },
      { file: 'providers', line: lineOf('cms-nursing-homes', 'NH_ProviderInfo_Oct2026.csv', '065123'), reason: 'provider_name is missing' },
      { file: 'health-deficiencies', line: lineOf('cms-nursing-homes', HEALTH, '2025-13-45'), reason: 'survey_date "2025-13-45" is not a date' },
      { file: 'health-deficiencies', line: lineOf('cms-nursing-homes', HEALTH, ',Z,'), reason: 'scope_severity_code "Z" is not one of A–L' },
      { file: 'health-deficiencies', line: lineOf('cms-nursing-homes', HEALTH, ',X12,'), reason: 'deficiency_tag_number "X12" is not a tag number' },
      { file: 'penalties', line: lineOf('cms-nursing-homes', 'NH_Penalties_Oct2026.csv', 'n/a'), reason: 'fine_amount "n/a" is not an amount' },
      expect.objectContaining({ file: 'businesses created', reason: expect.stringContaining('PRAIRIE WIND CARE CENTER') }),
    ]))
    // A home without a phone is a business without one (nothing invented); one in no known place is not created.
    expect(row.problems).not.toContainEqual(expect.objectContaining({ reason: expect.stringContaining('QUIET PINES NURSING HOME') }))
    expect(await businessNamed('QUIET PINES NURSING HOME')).toMatchObject({ phone: null, category: 'healthcare' })
    expect(outcome).toMatchObject({ certain: 5, pending: 1 })
    expect(await establishment('cms-nursing-homes', '325000')).toMatchObject({ match_status: 'certain', business_id: (await businessNamed('Albuquerque Walk-In Clinic')).id })
    expect(await establishment('cms-nursing-homes', '305077')).toMatchObject({ match_status: 'pending', business_id: (await businessNamed('Cedar Dental Group')).id })
    // A CCN whose leading zero a spreadsheet dropped is read as CMS wrote it; quoted commas stay in the name.
    const hillside = await businessNamed('HILLSIDE MANOR, INC.')
    expect(hillside).toMatchObject({ category: 'healthcare', address: '77 SUMMIT AVE, DENVER, CO 80203', phone: '(303) 555-0177', owner_id: null })
    expect(await establishment('cms-nursing-homes', '015009')).toMatchObject({ business_id: hillside.id, match_status: 'certain' })
    expect(await finding('H:325000:2023-11-02:F0689')).toMatchObject({ severity: 'G', corrected: 'later', corrected_on: '2023-12-01', gone_on: null })
    expect(await finding('P:325000:2025-06-30:Fine')).toMatchObject({ code: 'Fine', amount: expect.anything() })
    expect(Number((await finding('P:325000:2025-06-30:Fine')).amount)).toBe(12350.25)
  })

  it('shows CMS inspections (star ratings, deficiencies by scope and severity, penalties) and scores from them', async () => {
    const clinic = await businessNamed('Albuquerque Walk-In Clinic')
    const [section] = (await findBusinessRecords(db, clinic)).regulators!
    expect(section).toMatchObject({ heading: 'CMS inspections', id: '325000', publisher: 'Centers for Medicare & Medicaid Services, Care Compare', feedDate: '2026-10-01' })
    expect(section!.details).toMatchObject({ overall_rating: '3', health_inspection_rating: '2', staffing_rating: '3', qm_rating: '4' })
    expect(section!.surveys.map((v) => [v.on, v.kind, v.deficiencies.map((d) => `${d.code} ${d.scopeSeverity}`).join(' ')])).toEqual([
      ['2026-02-20', 'Health inspection', 'F0600 J'], ['2025-05-14', 'Fire safety inspection', 'K0712 D'], ['2025-05-14', 'Health inspection', 'F0812 E F0880 D'], ['2023-11-02', 'Health inspection', 'F0689 G'],
    ])
    expect(section!.surveys[2]!.deficiencies[0]).toMatchObject({ correctedOn: null, status: 'Deficient, Provider has plan of correction' })
    expect(section!.penalties).toEqual([
      { on: '2026-03-05', kind: 'Payment denial', amount: null, description: 'from 2026-03-10 for 30 days', goneOn: null },
      { on: '2025-06-30', kind: 'Fine', amount: 12350.25, description: '', goneOn: null },
    ])
    expect(await component('Albuquerque Walk-In Clinic', 'inspection')).toMatchObject({ source: 'records', evidence: '5 deficiencies in CMS inspections since 2023: 1 immediate jeopardy, 1 actual harm, 3 without actual harm.' })
    expect(await component('Albuquerque Walk-In Clinic', 'incidents')).toMatchObject({ source: 'records', evidence: '2 CMS penalties since 2025: $12,350 in fines, 1 payment denial.' })
  })

  it('a newer file updates only what changed, counts what left the window, and keeps it', async () => {
    const businesses = await db.selectFrom('businesses').select('id').execute()
    const { row } = await importFolder('cms-nursing-homes', 'cms-nursing-homes-newer')
    expect(row).toMatchObject({ status: 'done', published_on: '2026-11-01', inserted: 1, updated: 2, unchanged: 217, gone: 133, malformed: 6, created: 0 })
    expect(await db.selectFrom('businesses').select('id').execute()).toHaveLength(businesses.length)
    // Out of CMS's three years: kept, marked with the date of the first files without it.
    expect(await finding('H:325000:2023-11-02:F0689')).toMatchObject({ severity: 'G', found_on: '2023-11-02', corrected_on: '2023-12-01', gone_on: '2026-11-01' })
    expect(await finding('H:325000:2025-05-14:F0812')).toMatchObject({ corrected: 'later', corrected_on: '2026-10-20', gone_on: null })
    expect(await finding('H:325000:2026-10-05:F0684')).toMatchObject({ severity: 'D', gone_on: null })
    expect(await establishment('cms-nursing-homes', '325000')).toMatchObject({ details: expect.objectContaining({ overall_rating: '2' }), gone_on: null })
    expect(await establishment('cms-nursing-homes', '545104')).toMatchObject({ gone_on: '2026-11-01', match_status: 'certain' })
    // The page still shows it, marked; the score still counts it.
    const [section] = (await findBusinessRecords(db, await businessNamed('Albuquerque Walk-In Clinic'))).regulators!
    expect(section!.surveys.at(-1)).toMatchObject({ on: '2023-11-02', deficiencies: [expect.objectContaining({ code: 'F0689', goneOn: '2026-11-01' })] })
    expect(await component('Albuquerque Walk-In Clinic', 'inspection')).toMatchObject({ evidence: '6 deficiencies in CMS inspections since 2023: 1 immediate jeopardy, 1 actual harm, 4 without actual harm.' })
    const again = await importFolder('cms-nursing-homes', 'cms-nursing-homes-newer')
    expect(again.row).toMatchObject({ inserted: 0, updated: 0, gone: 0 })
  })
})

describe(`FMCSA motor carriers on ${engine}`, () => {
  it('imports the census, the SMS measures and the crashes, matches the seeded carriers and creates the others', async () => {
    const { row, outcome } = await importFolder('fmcsa', 'fmcsa')
    expect(row).toMatchObject({ status: 'done', published_on: '2026-08-01', inserted: 110, updated: 0, gone: 0, malformed: 4, created: 40 })
    expect(row.problems).toEqual(expect.arrayContaining([
      { file: 'census', line: lineOf('fmcsa', 'FMCSA_CENSUS1_2026Oct.csv', 'X123'), reason: 'dot_number "X123" is not a USDOT number' },
      { file: 'census', line: lineOf('fmcsa', 'FMCSA_CENSUS1_2026Oct.csv', '3000001'), reason: 'legal_name is missing' },
      { file: 'sms', line: lineOf('fmcsa', 'SMS_AB_PassProperty_2026Oct.csv', '4000001'), reason: 'vehicle_oos_insp_total "abc" is not a count' },
      { file: 'crashes', line: lineOf('fmcsa', 'FMCSA_CRASH_2026Oct.csv', 'BAD0001'), reason: 'report_date "2025-02-30" is not a date' },
    ]))
    expect(outcome).toMatchObject({ certain: 5, pending: 1 })
    const ark = await businessNamed('Arkansas River Freight')
    expect(await establishment('fmcsa', '1000001')).toMatchObject({ match_status: 'certain', business_id: ark.id, details: expect.objectContaining({ legal_name: 'ARKANSAS RIVER FREIGHT LLC', nbr_power_unit: '12' }) })
    expect(await establishment('fmcsa', '1000099')).toMatchObject({ match_status: 'pending', business_id: (await businessNamed('Charlotte Logistics')).id })
    expect(await businessNamed('GRANITE REDLINE LOGISTICS INC')).toMatchObject({ category: 'transportation', owner_id: null })
    const feed = await db.selectFrom('record_feeds').select(['averages', 'feed_date']).where('source', '=', 'fmcsa').executeTakeFirstOrThrow()
    expect(feed.averages).toEqual({ driver: expect.any(Number), vehicle: expect.any(Number) })
    const [section] = (await findBusinessRecords(db, ark)).regulators!
    expect(section).toMatchObject({ heading: 'FMCSA safety record', id: '1000001', national: feed.averages, measures: expect.objectContaining({ insp_total: '40', vehicle_oos_insp_total: '9', veh_maint_ac: 'Y' }) })
    expect(section!.crashes.map((c) => [c.on, c.description])).toEqual([
      ['2026-08-01', '1 fatality, 2 injuries, a vehicle towed away'], ['2025-03-04', '1 injury, a vehicle towed away'], ['2024-11-20', 'a vehicle towed away'],
    ])
    const vehicle = feed.averages.vehicle!.toFixed(1)
    expect((await component('Arkansas River Freight', 'inspection'))?.evidence).toBe(
      `FMCSA roadside inspections, past 24 months: vehicle out-of-service rate 30.0% (national ${vehicle}%), driver out-of-service rate 13.2% (national ${feed.averages.driver!.toFixed(1)}%).`)
    expect(await component('Arkansas River Freight', 'incidents')).toMatchObject({ source: 'records', evidence: "3 crashes in FMCSA's records since 2024: 1 fatal, 1 with injuries, 1 tow-away." })
  })

  it('a newer file replaces the changed measures, keeps the crash that left the 24 months, and counts the carrier gone', async () => {
    const { row } = await importFolder('fmcsa', 'fmcsa-newer')
    expect(row).toMatchObject({ status: 'done', published_on: '2026-10-10', inserted: 1, updated: 1, unchanged: 106, gone: 3, malformed: 4, created: 0 })
    expect(await finding('C:AR2401120:1000001')).toMatchObject({ found_on: '2024-11-20', gone_on: '2026-10-10' })
    expect(await finding('C:AR2610100:1000001')).toMatchObject({ found_on: '2026-10-10', gone_on: null })
    const measures = await db.selectFrom('record_inspections').select(['details', 'gone_on']).where('inspection_id', '=', 'sms:1000001').executeTakeFirstOrThrow()
    expect(measures).toMatchObject({ details: expect.objectContaining({ vehicle_insp_total: '30', vehicle_oos_insp_total: '7' }), gone_on: null })
    expect(await establishment('fmcsa', '2000222')).toMatchObject({ gone_on: '2026-10-10' })
  })
})
