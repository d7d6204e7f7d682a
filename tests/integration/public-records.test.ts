// Issue 35: OSHA public records: the import (idempotent, resumable, malformed rows reported by
// line), the match (certain attaches, uncertain waits), and the score recomputed from the records.
import { createReadStream, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { computeSafetyScore, type ScoreComponents } from '~/lib/score-model.ts'
import { openAppDatabase } from '../support/app-test.ts'
import { engine } from './test-db.ts'

const db = await openAppDatabase('public-records', { SMTP_URL: '' })
const { importAndMatch } = await import('~/domain/admin/records/import-job.server.ts')
const { findBusinessRecords } = await import('~/domain/records/find-business-records.server.ts')
const { decideMatch } = await import('~/domain/admin/records/records-admin.server.ts')
const { matchChangedBusinesses } = await import('~/domain/admin/records/import-job.server.ts')

const FIXTURES = new URL('../fixtures/', import.meta.url)
const file = (name: string) => {
  const path = new URL(name, FIXTURES)
  return { open: () => createReadStream(path), size: statSync(path).size }
}
const FILES = { inspections: file('osha-inspections.csv'), violations: file('osha-violations.csv') }

async function runImport() {
  const { id } = await db.insertInto('record_imports').values({ source: 'cli', files: 'fixtures', requested_by: 'test' }).returning('id').executeTakeFirstOrThrow()
  const outcome = await importAndMatch(db, id, FILES)
  return { outcome, row: await db.selectFrom('record_imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow() }
}

const businessNamed = (name: string) => db.selectFrom('businesses').selectAll().where('name', '=', name).executeTakeFirstOrThrow()
const inspection = (nr: string) => db.selectFrom('osha_inspections').selectAll().where('activity_nr', '=', nr).executeTakeFirstOrThrow()

describe(`public records on ${engine}`, () => {
  let metalworksBefore: number
  it('imports the fixture files, reporting each malformed row with its line, and attaches the certain matches', async () => {
    metalworksBefore = (await businessNamed('Menomonee Valley Metalworks')).safety_score
    const { row, outcome } = await runImport()
    expect(row.status).toBe('done')
    expect(row.malformed).toBe(10)
    expect(row.problems).toContainEqual({ file: 'inspections', line: 288, reason: 'activity_nr "ABC123" is not a number' })
    expect(row.problems.filter((p) => p.file === 'violations')).toHaveLength(5)
    expect(row.published_on).toBe('2026-10-01')
    expect(outcome.certain).toBeGreaterThanOrEqual(3)

    const metalworks = await businessNamed('Menomonee Valley Metalworks')
    expect(await inspection('1500001')).toMatchObject({ match_status: 'certain', business_id: metalworks.id })
    expect(await inspection('1500002')).toMatchObject({ match_status: 'certain', business_id: metalworks.id })
    expect((await inspection('1500004')).match_status).toBe('pending')
    expect(await inspection('1500005')).toMatchObject({ match_status: 'none', business_id: null })
  })

  it('recomputes the score from the records and keeps the before and after', async () => {
    const metalworks = await businessNamed('Menomonee Valley Metalworks')
    expect(metalworks.records_components?.inspection?.evidence).toMatch(/^2 OSHA inspections since 2021/)
    expect(metalworks.records_components?.incidents?.evidence).toContain('$5,000 in penalties as issued')
    // The audit supplies the other components (seeded from today's date, so the score before varies):
    // the score is the rule's sum with the records' two components in place of the audit's.
    const components = { ...metalworks.score_components!, ...metalworks.records_components! } as ScoreComponents
    expect(metalworks.safety_score).toBe(computeSafetyScore(components))
    const history = await db.selectFrom('score_history').selectAll().where('business_id', '=', metalworks.id).execute()
    expect(history).toEqual([expect.objectContaining({ score_before: metalworksBefore, score_after: metalworks.safety_score })])
  })

  it('importing the same files again changes nothing', async () => {
    const before = await db.selectFrom('osha_inspections').selectAll().orderBy('activity_nr').execute()
    const { row, outcome } = await runImport()
    expect(row).toMatchObject({ inserted: 0, updated: 0, malformed: 10 })
    expect(outcome.rescored).toBe(0)
    expect(await db.selectFrom('osha_inspections').selectAll().orderBy('activity_nr').execute()).toEqual(before)
    expect(await db.selectFrom('score_history').select('id').execute()).toHaveLength(2)
  })

  it('shows the records of a business, and "no inspection" only where the data covers its state and industry', async () => {
    const metalworks = await findBusinessRecords(db, await businessNamed('Menomonee Valley Metalworks'))
    expect(metalworks.summary).toBe('2 OSHA inspections since 2021; 1 serious violation; 1 other violation; $5,000 in penalties')
    expect(metalworks.inspections[1]!.violations).toEqual([expect.objectContaining({ kind: 'Serious', standard: '19100212 A01', penaltyIssued: 5000, penaltyCurrent: 3500 })])
    expect(metalworks.publishedOn).toBe('2026-10-01')
    expect((await findBusinessRecords(db, await businessNamed('Larimer Street Kitchen'))).summary).toBe('No OSHA inspection on record')
    expect((await findBusinessRecords(db, await businessNamed('Southside Pediatric Associates'))).summary).toBeNull()
  })

  it('attaches an uncertain match only when the admin confirms it, and rescores the business', async () => {
    const freight = await businessNamed('Arkansas River Freight')
    expect(freight.records_components).toBeNull()
    expect(await decideMatch(db, { email: 'admin@safest.test' }, { intent: 'confirm', activityNr: '1500004' })).toBe('done')
    expect(await decideMatch(db, { email: 'admin@safest.test' }, { intent: 'reject', activityNr: '1500004' })).toBe('not-pending')
    const after = await businessNamed('Arkansas River Freight')
    expect(after.records_components?.inspection?.evidence).toContain('1 willful violation')
    expect(after.safety_score).toBeLessThan(freight.safety_score)
    expect((await findBusinessRecords(db, after)).summary).toBe('1 OSHA inspection since 2025; 1 willful violation; 1 other violation; $71,200 in penalties')
  })

  it('matches again a business whose address changes, on the next run', async () => {
    await matchChangedBusinesses(db)
    const trolley = await businessNamed('Trolley Square Hardware')
    await db.updateTable('record_match_runs').set({ businesses_through: new Date(Date.now() - 60_000) }).execute()
    await db.updateTable('businesses').set({ address: '1704 Delaware Ave, Wilmington, DE 19801', updated_at: new Date(Date.now() - 30_000) }).where('id', '=', trolley.id).execute()
    await matchChangedBusinesses(db)
    expect(await inspection('1500005')).toMatchObject({ match_status: 'certain', business_id: trolley.id })
    expect((await businessNamed('Trolley Square Hardware')).records_components).not.toBeNull()
  })
})
