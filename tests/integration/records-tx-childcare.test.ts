// Texas HHSC Child Care Licensing open data: the operations, inspections and non-compliance tables
// imported (malformed rows counted with their line, a table of another kind refused naming its
// missing columns, idempotent), matched, the unmatched operations created as child care in the
// city their place names, and the business page's "Licensing inspections" from them.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { engine, openAppDatabase } from '../support/app-database.ts'

const db = await openAppDatabase('records-tx-childcare', { SMTP_URL: '' })
const { importAndMatch } = await import('~/domain/records/import-job.server.ts')
const { filesOfPath } = await import('~/domain/records/import-files.server.ts')
const { findBusinessRecords } = await import('~/domain/records/find-business-records.server.ts')
const { findSourceSections } = await import('~/domain/records/find-source-records.server.ts')

const DIR = new URL('../fixtures/records/tx-childcare/', import.meta.url).pathname
const OPERATIONS = 'HHSC_CCL_Daycare_and_Residential_Operations_Data.csv'
const INSPECTIONS = 'HHSC_CCL_Inspection_Investigation_Assessment_Data.csv'
const NON_COMPLIANCE = 'HHSC_CCL_Non-Compliance_Data.csv'
const lineOf = (file: string, text: string) => readFileSync(join(DIR, file), 'utf8').split(/\r?\n/).findIndex((l) => l.includes(text)) + 1

async function importTables(path: string, createBusinesses = true) {
  const { id } = await db.insertInto('record_imports').values({ source: 'cli', record_source: 'tx-childcare', create_businesses: createBusinesses, files: path, requested_by: 'test' })
    .returning('id').executeTakeFirstOrThrow()
  const outcome = await importAndMatch(db, id, await filesOfPath(path))
  return { outcome, row: await db.selectFrom('record_imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow() }
}
/** The business of this name in Texas (generated names repeat across cities). */
const businessNamed = (name: string) => db.selectFrom('businesses').selectAll().where('name', '=', name).where('address', 'like', '%, TX %').executeTakeFirstOrThrow()
const operation = (id: string) => db.selectFrom('record_establishments').selectAll().where('source_id', '=', id).executeTakeFirstOrThrow()

describe(`Texas child care licensing on ${engine}`, () => {
  it('refuses a table that is not the one named, listing the columns it lacks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tx-'))
    copyFileSync(join(DIR, OPERATIONS), join(dir, OPERATIONS))
    copyFileSync(join(DIR, NON_COMPLIANCE), join(dir, NON_COMPLIANCE))
    writeFileSync(join(dir, INSPECTIONS), 'ACTIVITY_ID,OPERATION_ID,DATE\n1,2,01/01/2025\n')
    await expect(importTables(dir)).rejects.toThrow(`${INSPECTIONS} is not the inspections table (HHSC CCL Inspection/Investigation/Assessment Data): it has no columns activity_date, activity_type`)
  })

  it('imports the three tables, counting malformed rows by line, matches the seeded centers and creates the others in their cities', async () => {
    const { row, outcome } = await importTables(DIR)
    expect(row.status).toBe('done')
    expect(row.published_on).toBe('2026-09-27')
    expect(row.problems).toEqual(expect.arrayContaining([
      { file: 'operations', line: lineOf(OPERATIONS, 'BAD ID CENTER'), reason: 'operation_id "ABC" is not a number' },
      { file: 'operations', line: lineOf(OPERATIONS, '500900,'), reason: 'operation_name is missing' },
      { file: 'inspections', line: lineOf(INSPECTIONS, '13/45/2025'), reason: 'activity_date "13/45/2025" is not a date' },
      { file: 'inspections', line: lineOf(INSPECTIONS, 'NOTANID'), reason: 'activity_id "NOTANID" is not a number' },
      { file: 'non-compliance', line: lineOf(NON_COMPLIANCE, '1199001'), reason: 'activity_date "" is not a date' },
    ]))
    expect(row.malformed).toBe(6)
    expect(await operation('500001')).toMatchObject({ match_status: 'certain', business_id: (await businessNamed('Old Town Cooperative Preschool')).id, latitude: 30.2672, longitude: -97.7431 })
    expect(await operation('500002')).toMatchObject({ match_status: 'certain', business_id: (await businessNamed('Midtown Montessori')).id })
    expect(await operation('500004')).toMatchObject({ match_status: 'certain', business_id: (await businessNamed('Firefly After-School Club')).id })
    expect(await operation('500003')).toMatchObject({ match_status: 'pending', business_id: (await businessNamed('Sunny Days Nursery School')).id })
    expect(outcome).toMatchObject({ certain: 3, pending: 1 })
    // "KIDS, INC. LEARNING CENTER" at "1200 CONGRESS AVE, AUSTIN, TX 78701-2840" (quoted commas, no address columns): child care in Austin.
    const kids = await businessNamed('KIDS, INC. LEARNING CENTER')
    expect(kids).toMatchObject({ category: 'childcare', address: '1200 CONGRESS AVE, AUSTIN, TX 78701', owner_id: null })
    expect((await db.selectFrom('cities').select('name').where('id', '=', kids.city_id!).executeTakeFirstOrThrow()).name).toBe('Austin')
    // A town the directory did not list yet becomes a city of it (the registry's place), so its centers are on a city page.
    const katy = await db.selectFrom('cities').select(['id', 'name', 'state', 'slug']).where('name', '=', 'Katy').executeTakeFirst()
    expect(katy).toMatchObject({ state: 'TX', slug: 'katy' })
    expect(Number((await db.selectFrom('businesses').select((eb) => eb.fn.countAll().as('n')).where('city_id', '=', katy!.id).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0)
    expect(row.created).toBeGreaterThan(100)
  })

  it('shows the licensing inspections with their deficiencies by risk level, and counts them in the safety record', async () => {
    const montessori = await businessNamed('Midtown Montessori')
    const [section] = await findSourceSections(db, montessori.id)
    expect(section).toMatchObject({ heading: 'Licensing inspections', publisher: 'Texas Health and Human Services Commission, Child Care Licensing', dateLabel: 'records through', feedDate: '2026-09-27' })
    expect(section!.details).toMatchObject({ operation_type: 'Licensed Center', total_capacity: '120' })
    expect(section!.inspections.map((i) => [i.on, i.type, i.findings.length])).toEqual([['2026-08-20', 'Inspection', 2], ['2024-05-11', 'Investigation', 1]])
    expect(section!.inspections[0]!.findings).toContainEqual({
      code: '746.1205(1)', description: 'Ensure children are supervised at all times', severity: 'High', corrected: 'later', correctedOn: '2026-09-01',
      narrative: 'Inspector observed: ensure children are supervised at all times, in room 2.',
    })
    expect(section!.inspections[0]!.findings).toContainEqual(expect.objectContaining({ code: '746.3407(10)', severity: 'Medium High', corrected: 'at inspection' }))
    const record = montessori.safety_record as { summary: { latestInspection: string }; components: { key: string; score: number; evidence: string }[] }
    expect(record.summary.latestInspection).toBe('Licensing inspection August 20, 2026: 2 deficiencies')
    expect(record.components.find((c) => c.key === 'inspection')?.evidence).toMatch(/^2 licensing inspections since 2024 \(latest 2026-08-20\): 2 high-risk deficiencies, 1 medium high-risk deficiency\.$/)
    const kids = await findBusinessRecords(db, await businessNamed('KIDS, INC. LEARNING CENTER'))
    expect(kids.origin).toMatchObject({ source: 'tx-childcare', publisher: 'Texas Health and Human Services Commission, Child Care Licensing' })
  })

  it('importing the same tables again changes nothing', async () => {
    const businesses = await db.selectFrom('businesses').select('id').execute()
    const { row, outcome } = await importTables(DIR)
    expect(row).toMatchObject({ inserted: 0, updated: 0, malformed: 6, created: 0 })
    expect(outcome).toMatchObject({ rescored: 0, created: 0 })
    expect(await db.selectFrom('businesses').select('id').execute()).toHaveLength(businesses.length)
  })
})
