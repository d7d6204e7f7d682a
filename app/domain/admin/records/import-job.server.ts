import { Readable } from 'node:stream'
import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { log } from '~/lib/log.server.ts'
import { BUSINESS_ZIP, matchInspections } from './match-inspections.server.ts'
import { refreshRecordsBusinesses, refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'
import { runRecordImport, type ImportFile, type ImportProgress } from './run-import.server.ts'

// Issue 35: an import from start to end (CLI or the admin's upload job): the rows, then matching,
// then the scores of the businesses whose records changed.

export const IMPORT_QUEUE = 'records-import'
export const MATCH_QUEUE = 'records-match'

export async function importAndMatch(db: DB, importId: string, files: Record<'inspections' | 'violations', ImportFile>, onProgress?: (p: ImportProgress) => void) {
  // The first records: the match below compares them with every business as it is then, so the
  // businesses queued until now (a bulk load queues them all) have nothing left to match again.
  if (!(await anyInspection(db))) await db.deleteFrom('record_match_queue').execute()
  try {
    const read = await runRecordImport(db, importId, files, onProgress)
    // Fresh statistics after what may be millions of new rows: the match reads the inspections in
    // ZIP code order through an index, and rescoring the violations of a thousand inspections at a
    // time through another, which a planner that still sees empty tables would not choose (with
    // autovacuum off, or not yet run: 1.7 s a batch of violations read whole instead of 13 ms).
    await sql`analyze osha_inspections, osha_violations`.execute(db)
    const matched = await matchInspections(db)
    const rescored = await refreshRecordsBusinesses(db, 'OSHA records imported')
    // Done once the matches to check and the scores are in: the admin's tab stops following the
    // import then and shows them (marked done after the rows alone, a slow match left the tab
    // saying "No uncertain match waiting" under a finished import until reloaded).
    await db.updateTable('record_imports').set({ status: 'done', progress: 100, finished_at: new Date(), inspections_csv: null, violations_csv: null }).where('id', '=', importId).execute()
    onProgress?.({ ...read, progress: 100 })
    return { ...matched, rescored }
  } catch (error) {
    await db.updateTable('record_imports').set({ status: 'failed', error: String(error instanceof Error ? error.message : error).slice(0, 500) }).where('id', '=', importId).execute()
    throw error
  }
}

const bytesFile = (bytes: Uint8Array | null): ImportFile => ({ open: () => Readable.from([Buffer.from(bytes ?? new Uint8Array())]), size: bytes?.length ?? 0 })

/** The `records-import` worker: an uploaded pair of files, kept in its import row until done. */
export function recordsImportWorker(db: DB) {
  return async (job: { data: { importId?: string } }) => {
    const row = await db.selectFrom('record_imports').select(['id', 'status', 'inspections_csv', 'violations_csv']).where('id', '=', String(job.data.importId ?? '')).executeTakeFirst()
    if (!row || row.status === 'done') return
    await importAndMatch(db, row.id, { inspections: bytesFile(row.inspections_csv), violations: bytesFile(row.violations_csv) })
  }
}

const QUEUE_PAGE = 2000

const anyInspection = async (db: DB) => Boolean(await db.selectFrom('osha_inspections').select('activity_nr').limit(1).executeTakeFirst())

/**
 * The `records-match` schedule (decision 040): the businesses the database queued (created, or
 * name or address changed) are matched again: the inspections of their ZIP codes, and those
 * attached to them or waiting for them elsewhere (a business that moved leaves them); then those
 * businesses (those with a records score) and the others attached there are rescored. A business queued again meanwhile stays queued.
 */
export async function matchChangedBusinesses(db: DB): Promise<void> {
  // No records imported yet: nothing to match (an import matches every business itself).
  if (!(await anyInspection(db))) {
    await db.deleteFrom('record_match_queue').execute()
    return
  }
  for (;;) {
    const queued = await db.selectFrom('record_match_queue').innerJoin('businesses', 'businesses.id', 'record_match_queue.business_id')
      .select(['record_match_queue.business_id as id', 'record_match_queue.due', sql<string | null>`${BUSINESS_ZIP}`.as('zip'),
        sql<boolean>`coalesce(businesses.safety_record -> 'components' @> '[{"source": "records"}]', false)`.as('scored')])
      .orderBy('record_match_queue.due').limit(QUEUE_PAGE).execute()
    if (queued.length === 0) return
    const ids = queued.map((q) => q.id)
    const left = await db.selectFrom('osha_inspections').select('zip5').distinct()
      .where('business_id', 'in', ids).where('match_status', 'in', ['certain', 'pending']).execute()
    const candidates = [...new Set([...queued.map((q) => q.zip), ...left.map((l) => l.zip5)].filter((z): z is string => Boolean(z)))]
    // Only ZIP codes some inspection is in: the others have nothing to match.
    const zips = candidates.length === 0 ? [] : (await db.selectFrom('osha_inspections').select('zip5').distinct().where('zip5', 'in', candidates).execute()).map((r) => r.zip5)
    if (zips.length > 0) await matchInspections(db, { zips })
    const attached = zips.length === 0 ? [] : await db.selectFrom('osha_inspections').select('business_id').distinct().where('zip5', 'in', zips).where('business_id', 'is not', null).execute()
    // Rescored: those with records now, and those whose records score may have to go.
    const rescore = [...new Set([...queued.filter((q) => q.scored).map((q) => q.id), ...attached.map((a) => a.business_id!)])]
    const rescored = await refreshSafetyRecords(db, rescore, { reason: 'Business changed: records matched again' })
    await sql`delete from record_match_queue q using (values ${sql.join(queued.map((r) => sql`(${r.id}::uuid, ${r.due}::bigint)`))}) as v(id, due)
      where q.business_id = v.id and q.due = v.due`.execute(db)
    if (zips.length > 0 || rescored > 0) log('info', 'records matched again', { businesses: queued.length, zips: zips.length, rescored })
    if (queued.length < QUEUE_PAGE) return
  }
}
