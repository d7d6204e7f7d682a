// Both engines: the records import streams batches through each driver.
// OSHA public records: the import (idempotent, resumable, malformed rows reported by
// line), the match (certain attaches, uncertain waits), and the score recomputed from the records;
// businesses created or moved matched again, and an owner's dispute detaching records (decision 040).
import { createReadStream, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { computeSafetyScore, type ScoreComponents } from '~/lib/score-model.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

const db = await openAppDatabase('public-records', { SMTP_URL: '' })
const { importAndMatch } = await import('~/domain/records/import-job.server.ts')
const { findBusinessRecords } = await import('~/domain/records/find-business-records.server.ts')
const { decideMatch, findRecordsAdmin, reopenMatch } = await import('~/domain/records/records-tab.admin.server.ts')
const { writeInspections, writeViolations } = await import('~/domain/records/sources/osha-writes.server.ts')
const { matchChangedBusinesses } = await import('~/domain/records/import-job.server.ts')
const { createBusinesses } = await import('~/domain/business/create-businesses.server.ts')
const { updateBusiness } = await import('~/domain/business/update-business.server.ts')
const { businessOfRow } = await import('~/domain/business/business-of-row.ts')
const { reportProblem } = await import('../support/problem-reports.ts')
const { resolveProblemReport } = await import('~/domain/problem-report/resolve-problem-report.admin.server.ts')
const { cityIdOf, createTestBusinesses } = await import('../support/factories.ts')
const ADMIN = { email: 'admin@safest.test' }

const FIXTURES = new URL('../fixtures/', import.meta.url)
const file = (name: string) => {
  const path = new URL(name, FIXTURES)
  return { open: () => createReadStream(path), size: statSync(path).size }
}
const FILES = { inspections: file('osha-inspections.csv'), violations: file('osha-violations.csv') }

async function runImport() {
  const { id } = await db.insertInto('record_imports').values({ source: 'cli', files: 'fixtures', requested_by: 'test' }).returning('id').executeTakeFirstOrThrow()
  // What the admin's Public records tab reads at each progress report of the import.
  const tabs: ReturnType<typeof findRecordsAdmin>[] = []
  const outcome = await importAndMatch(db, id, FILES, () => tabs.push(findRecordsAdmin(db)))
  return { outcome, tabs: await Promise.all(tabs), row: await db.selectFrom('record_imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow() }
}

type StoredRecord = { components: { key: string; score: number; evidence: string; source: string }[] | null }
/** A component its matched public records supply, as its safety record holds it. */
const fromRecords = (b: { safety_record: unknown }, key: 'inspection' | 'incidents') => (b.safety_record as StoredRecord | null)?.components?.find((c) => c.key === key && c.source === 'records')
const businessNamed = (name: string) => db.selectFrom('businesses').selectAll().where('name', '=', name).executeTakeFirstOrThrow()
const inspection = (nr: string) => db.selectFrom('osha_inspections').selectAll().where('activity_nr', '=', nr).executeTakeFirstOrThrow()

describe(`public records on ${engine}`, () => {
  let metalworksBefore: number
  /** A Denver restaurant the files name nowhere (Colorado restaurants are in the data). */
  let unrecorded: string
  it('imports the fixture files, reporting each malformed row with its line, and attaches the certain matches', async () => {
    metalworksBefore = (await businessNamed('Menomonee Valley Metalworks')).safety_score
    const { row, outcome, tabs } = await runImport()
    expect(row.status).toBe('done')
    // The tab says Done (and stops following the import) only once the matches to check are listed.
    const done = tabs.filter((tab) => tab.imports[0]?.status === 'done')
    expect(done.length).toBeGreaterThan(0)
    for (const tab of done) expect(tab.pending.map((m) => m.activityNr)).toContain('1500004')
    expect(tabs.at(-2)?.imports[0]?.status).toBe('running')
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
    expect(fromRecords(metalworks, 'inspection')?.evidence).toMatch(/^2 OSHA inspections since 2021/)
    expect(fromRecords(metalworks, 'incidents')?.evidence).toContain('$5,000 in penalties as issued')
    // The audit supplies the other components (seeded from today's date, so the score before varies):
    // the score is the rule's sum with the records' two components in place of the audit's.
    const components = Object.fromEntries((metalworks.safety_record as StoredRecord).components!.map((c) => [c.key, c])) as unknown as ScoreComponents
    expect(components.inspection).toEqual(expect.objectContaining({ source: 'records' }))
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
    // Alabama's clinics are not in the data, so nothing is said about one.
    const [restaurant, clinic] = await createTestBusinesses(db, [
      { name: 'Blake Street Noodles', cityId: await cityIdOf(db, 'denver'), category: 'restaurants', address: '1900 Blake St, Denver, CO 80202' },
      { name: 'Five Points Pediatrics', cityId: await cityIdOf(db, 'birmingham'), category: 'healthcare', address: '1000 5th Ave S, Birmingham, AL 35205' },
    ])
    unrecorded = restaurant!
    const byId = (id: string) => db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect((await findBusinessRecords(db, await byId(restaurant!))).summary).toBe('No OSHA inspection on record')
    expect((await findBusinessRecords(db, await byId(clinic!))).summary).toBeNull()
  })

  it('attaches an uncertain match only when the admin confirms it, and rescores the business', async () => {
    const freight = await businessNamed('Arkansas River Freight')
    expect(fromRecords(freight, 'inspection')).toBeUndefined()
    expect(await decideMatch(db, { email: 'admin@safest.test' }, { intent: 'confirm', activityNr: '1500004' })).toBe('done')
    expect(await decideMatch(db, { email: 'admin@safest.test' }, { intent: 'reject', activityNr: '1500004' })).toBe('not-pending')
    const after = await businessNamed('Arkansas River Freight')
    expect(fromRecords(after, 'inspection')?.evidence).toContain('1 willful violation')
    expect(after.safety_score).toBeLessThan(freight.safety_score)
    expect((await findBusinessRecords(db, after)).summary).toBe('1 OSHA inspection since 2025; 1 willful violation; 1 other violation; $71,200 in penalties')
  })

  it('matches again a business whose address changes and one created with a date in the past (a CSV import restoring it), on the next run', async () => {
    await matchChangedBusinesses(db)
    const trolley = await businessNamed('Trolley Square Hardware')
    // Any write queues it (a trigger, decision 040), here one that is not the app's.
    await db.updateTable('businesses').set({ address: '1704 Delaware Ave, Wilmington, DE 19801' }).where('id', '=', trolley.id).execute()
    const [diner] = await createBusinesses(db, [{
      name: 'Mile High Diner', category: 'restaurants', description: 'Breakfast all day.', rating: 4.5, address: '1000 Colfax Ave, Denver, CO 80204', phone: '(303) 555-0150',
      website: null, certifications: [], cityId: (await db.selectFrom('cities').select('id').where('slug', '=', 'denver').executeTakeFirstOrThrow()).id, safetyScore: 80, email: null, badges: [], status: 'published', createdAt: new Date('2020-01-01T00:00:00Z'),
    }])
    expect(await inspection('1500006')).toMatchObject({ match_status: 'none' })
    await matchChangedBusinesses(db)
    expect(await inspection('1500005')).toMatchObject({ match_status: 'certain', business_id: trolley.id })
    expect(await inspection('1500006')).toMatchObject({ match_status: 'certain', business_id: diner })
    expect(fromRecords((await businessNamed('Trolley Square Hardware')), 'inspection')).toBeDefined()
    expect(fromRecords((await businessNamed('Mile High Diner')), 'inspection')?.evidence).toMatch(/^1 OSHA inspection since 2023/)
    expect(await db.selectFrom('record_match_queue').select('business_id').execute()).toEqual([])
  })

  it('takes its records off a business that moves away, and keeps the records score through an edit of its audit', async () => {
    const trolley = await businessNamed('Trolley Square Hardware')
    await db.updateTable('businesses').set({ address: '1704 Delaware Ave, Wilmington, DE 19806' }).where('id', '=', trolley.id).execute()
    await matchChangedBusinesses(db)
    expect(await inspection('1500005')).toMatchObject({ match_status: 'none', business_id: null })
    expect(fromRecords((await businessNamed('Trolley Square Hardware')), 'inspection')).toBeUndefined()
    expect((await db.selectFrom('score_history').select('reason').where('business_id', '=', trolley.id).orderBy('id', 'desc').executeTakeFirstOrThrow()).reason).toBe('Business changed: records matched again')

    // An admin edit of a business with records (here its phone) leaves its records score as it was.
    const metalworks = await businessNamed('Menomonee Valley Metalworks')
    expect(await updateBusiness(db, metalworks.id, { ...businessOfRow(metalworks), phone: '(414) 555-0177' }, { awards: 'keep' })).toBe('updated')
    expect((await businessNamed('Menomonee Valley Metalworks')).safety_score).toBe(metalworks.safety_score)
  })

  it('an owner disputes the records through "Report a problem": the admin detaches them, the business is rescored, and no import attaches them again', async () => {
    const dispute = { kind: 'records', details: 'The 2024 inspection was of another company at our old address.' }
    await expect(reportProblem(db, unrecorded, dispute)).rejects.toMatchObject({ code: 'invalid', field: 'kind' })
    const metalworks = await businessNamed('Menomonee Valley Metalworks')
    const report = await reportProblem(db, metalworks.id, dispute)
    expect(report).toMatchObject({ kind: 'records', details: dispute.details })
    expect(report.records.map((r) => [r.field, r.value])).toEqual([['activityNr', '1500002'], ['activityNr', '1500001']])
    expect(report.records[0]).toMatchObject({ estabName: 'Menomonee Valley Metalworks Inc', siteAddress: '2201 W Canal St, Milwaukee, WI 53233-1207', what: 'OSHA inspection 1500002, opened 2024-02-14' })

    await resolveProblemReport(db, ADMIN, report.id, { kind: 'detach', activityNrs: ['1500001'] })
    expect(await inspection('1500001')).toMatchObject({ match_status: 'rejected', business_id: metalworks.id })
    expect((await inspection('1500002')).match_status).toBe('certain')
    const after = await businessNamed('Menomonee Valley Metalworks')
    expect(fromRecords(after, 'inspection')?.evidence).toMatch(/^1 OSHA inspection since 2024/)
    expect(after.safety_score).toBeGreaterThan(metalworks.safety_score)
    expect(await db.selectFrom('score_history').select(['score_before', 'score_after', 'reason']).where('business_id', '=', metalworks.id).orderBy('id', 'desc').executeTakeFirstOrThrow())
      .toEqual({ score_before: metalworks.safety_score, score_after: after.safety_score, reason: 'OSHA inspection 1500001 detached after a problem report' })
    expect(await db.selectFrom('problem_reports').select(['status', 'applied']).where('id', '=', report.id).executeTakeFirstOrThrow()).toEqual({ status: 'resolved', applied: true })
    expect(await db.selectFrom('audit_log').select('action').where('entity_id', 'in', [metalworks.id, report.id]).orderBy('id').execute())
      .toEqual(expect.arrayContaining([{ action: 'records.detach' }, { action: 'report.resolve' }]))
    expect((await findBusinessRecords(db, after)).summary).toBe('1 OSHA inspection since 2024; 1 violation')

    await runImport()
    await matchChangedBusinesses(db)
    expect(await inspection('1500001')).toMatchObject({ match_status: 'rejected', business_id: metalworks.id })
    expect((await businessNamed('Menomonee Valley Metalworks')).safety_score).toBe(after.safety_score)
    // Decided once: a second decision, or a detach on a report of another kind, changes nothing.
    await expect(resolveProblemReport(db, ADMIN, report.id, { kind: 'detach', activityNrs: ['1500002'] })).rejects.toMatchObject({ code: 'conflict' })
  })

  it('the admin reopens a rejected match: it waits among the matches to check again, audited, and a confirmation attaches it', async () => {
    const metalworks = await businessNamed('Menomonee Valley Metalworks')
    const before = await findRecordsAdmin(db)
    expect(before.rejected).toEqual([expect.objectContaining({ activityNr: '1500001', businessId: metalworks.id, businessName: 'Menomonee Valley Metalworks', confidence: 100 })])
    expect(before.rejectedCount).toBe(1)

    expect(await reopenMatch(db, ADMIN, { activityNr: '1500001' })).toBe('done')
    expect(await inspection('1500001')).toMatchObject({ match_status: 'pending', business_id: metalworks.id, match_confidence: 100 })
    // Pending does not count in the score either: nothing is rescored until the admin decides.
    expect((await businessNamed('Menomonee Valley Metalworks')).safety_score).toBe(metalworks.safety_score)
    const after = await findRecordsAdmin(db)
    expect(after.rejected).toEqual([])
    expect(after.pending.map((p) => p.activityNr)).toContain('1500001')
    expect(await db.selectFrom('audit_log').select(['actor', 'action', 'entity_id', 'detail']).where('action', '=', 'records.reopen-match').execute())
      .toEqual([{ actor: ADMIN.email, action: 'records.reopen-match', entity_id: metalworks.id, detail: { name: 'MENOMONEE VALLEY METALWORKS, INC.', activityNr: '1500001' } }])
    // Only a rejected match reopens: a pending, a certain or an unknown one does not.
    expect(await reopenMatch(db, ADMIN, { activityNr: '1500001' })).toBe('not-rejected')
    expect(await reopenMatch(db, ADMIN, { activityNr: '1500002' })).toBe('not-rejected')
    expect(await reopenMatch(db, ADMIN, { activityNr: '999999999' })).toBe('not-rejected')

    expect(await decideMatch(db, ADMIN, { intent: 'confirm', activityNr: '1500001' })).toBe('done')
    expect(fromRecords((await businessNamed('Menomonee Valley Metalworks')), 'inspection')?.evidence).toMatch(/^2 OSHA inspections since 2021/)
  })

  it('writes only what changed: a row equal to the stored one is left alone (not even locked), a changed one is updated', async () => {
    const { match_status: _, business_id: __, match_confidence: ___, updated_at: updatedAt, ...row } = await inspection('1500003')
    expect(await writeInspections(db, [row])).toEqual({ inserted: 0, updated: 0, unchanged: 1 })
    expect((await inspection('1500003')).updated_at).toEqual(updatedAt)
    expect(await writeInspections(db, [{ ...row, insp_type: 'B' }])).toEqual({ inserted: 0, updated: 1, unchanged: 0 })
    const violation = await db.selectFrom('osha_violations').selectAll().where('activity_nr', '=', '1500001').executeTakeFirstOrThrow()
    expect(await writeViolations(db, [{ ...violation, deleted: false, load_dt: null }])).toEqual({ inserted: 0, updated: 0, unchanged: 1 })
    expect(await writeViolations(db, [{ ...violation, current_penalty: 2500, deleted: false, load_dt: null }])).toEqual({ inserted: 0, updated: 1, unchanged: 0 })
  })
})
