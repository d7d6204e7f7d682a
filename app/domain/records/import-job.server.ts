import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { log } from '~/lib/log.server.ts'
import { BUSINESS_ZIP, matchRecords, MATCH_TARGETS, type MatchOutcome } from '~/domain/records/match-records.server.ts'
import { filesOfUploads, sourceFiles } from '~/domain/records/import-files.server.ts'
import { createBusinessesFromRecords } from '~/domain/records/create-businesses-from-records.server.ts'
import { sourceOf } from '~/domain/records/sources/index.ts'
import type { ImportFile } from '~/domain/records/sources/source.ts'
import { AppError } from '~/lib/app-error.ts'
import { refreshRecordsBusinesses, refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'
import { runRecordImport, type ImportProgress } from './run-record-import.server.ts'

// An import from start to end (CLI or the admin's upload job), whatever its source: the files
// checked, the rows, then matching, then (when asked) businesses created from what matches none,
// then the scores of the businesses whose records changed.

export const IMPORT_QUEUE = 'records-import'
export const MATCH_QUEUE = 'records-match'

export interface ImportOutcome extends MatchOutcome {
  rescored: number
  created: number
}

/** Files by the source's keys (OSHA's inspections and violations), or a folder's or ZIP's files to tell apart by name. */
export type ImportFiles = ImportFile[] | Record<string, Omit<ImportFile, 'name'>>

const anyRecord = async (db: DB) => {
  for (const target of MATCH_TARGETS) if ((await sql`select 1 from ${sql.table(target.table)} limit 1`.execute(db)).rows.length > 0) return true
  return false
}

export async function importAndMatch(db: DB, importId: string, given: ImportFiles, onProgress?: (p: ImportProgress) => void): Promise<ImportOutcome> {
  const row = await db.selectFrom('record_imports').select(['record_source', 'create_businesses']).where('id', '=', importId).executeTakeFirstOrThrow()
  const source = sourceOf(row.record_source)
  // The first records: the match below compares them with every business as it is then, so the
  // businesses queued until now (a bulk load queues them all) have nothing left to match again.
  if (!(await anyRecord(db))) await db.deleteFrom('record_match_queue').execute()
  try {
    const list = Array.isArray(given) ? given : Object.entries(given).map(([name, f]) => ({ name, ...f }))
    const files = await sourceFiles(source, list)
    const feedId = source.openFeed ? await source.openFeed(db, files) : null
    if (feedId !== null) await db.updateTable('record_imports').set({ feed_id: feedId }).where('id', '=', importId).execute()
    const read = await runRecordImport(db, importId, source, files, { feedId }, onProgress)
    if (source.afterRows && feedId !== null) await source.afterRows(db, feedId)
    // Fresh statistics after what may be millions of new rows: the match reads the records in ZIP
    // code order through an index, and rescoring their findings through another, which a planner
    // that still sees empty tables would not choose (with autovacuum off, or not yet run).
    await sql`analyze osha_inspections, osha_violations, record_establishments, record_inspections, record_findings`.execute(db)
    const matched = await matchRecords(db, source.match)
    const made = row.create_businesses && feedId !== null ? await createBusinessesFromRecords(db, source, feedId) : { created: 0, problems: [] }
    const rescored = await refreshRecordsBusinesses(db, `${source.label} imported`)
    // Done once the matches to check and the scores are in: the admin's tab stops following the
    // import then and shows them.
    await db.updateTable('record_imports').set({
      status: 'done', progress: 100, finished_at: new Date(), created: made.created,
      problems: sql`problems || ${JSON.stringify(made.problems.slice(0, 50))}::jsonb`,
    }).where('id', '=', importId).execute()
    await db.deleteFrom('record_import_files').where('import_id', '=', importId).execute()
    onProgress?.({ ...read, progress: 100 })
    return { ...matched, rescored, created: made.created }
  } catch (error) {
    await db.updateTable('record_imports').set({ status: 'failed', error: String(error instanceof Error ? error.message : error).slice(0, 1000) }).where('id', '=', importId).execute()
    // Files of another format will not become readable by trying again: the upload's files go.
    if (error instanceof AppError) await db.deleteFrom('record_import_files').where('import_id', '=', importId).execute()
    throw error
  }
}

/** The `records-import` worker: an uploaded set of files, kept in record_import_files until done. */
export function recordsImportWorker(db: DB) {
  return async (job: { data: { importId?: string } }) => {
    const row = await db.selectFrom('record_imports').select(['id', 'status']).where('id', '=', String(job.data.importId ?? '')).executeTakeFirst()
    if (!row || row.status === 'done') return
    const uploads = await db.selectFrom('record_import_files').select(['name', 'bytes']).where('import_id', '=', row.id).orderBy('name').execute()
    try {
      await importAndMatch(db, row.id, await filesOfUploads(uploads))
    } catch (error) {
      // A refusal is the admin's to read in the tab, not a job to retry.
      if (!(error instanceof AppError)) throw error
    }
  }
}

const QUEUE_PAGE = 2000

/**
 * The `records-match` schedule (decision 040): the businesses the database queued (created, or
 * name or address changed) are matched again, for every source: the records of their ZIP codes,
 * and those attached to them or waiting for them elsewhere (a business that moved leaves them);
 * then those businesses (those with a records score) and the others attached there are rescored.
 * A business queued again meanwhile stays queued.
 */
export async function matchChangedBusinesses(db: DB): Promise<void> {
  // No records imported yet: nothing to match (an import matches every business itself).
  if (!(await anyRecord(db))) {
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
    const rescore = new Set(queued.filter((q) => q.scored).map((q) => q.id))
    let matchedZips = 0
    for (const target of MATCH_TARGETS) {
      const table = sql.table(target.table)
      const left = (await sql<{ zip5: string }>`select distinct zip5 from ${table} where business_id in (${sql.join(ids)}) and match_status in ('certain', 'pending')`.execute(db)).rows
      const candidates = [...new Set([...queued.map((q) => q.zip), ...left.map((l) => l.zip5)].filter((z): z is string => Boolean(z)))]
      // Only ZIP codes some record is in: the others have nothing to match.
      const zips = candidates.length === 0 ? [] : (await sql<{ zip5: string }>`select distinct zip5 from ${table} where zip5 in (${sql.join(candidates)})`.execute(db)).rows.map((r) => r.zip5)
      if (zips.length === 0) continue
      matchedZips += zips.length
      await matchRecords(db, target, { zips })
      const attached = (await sql<{ business_id: string }>`select distinct business_id from ${table} where zip5 in (${sql.join(zips)}) and business_id is not null`.execute(db)).rows
      for (const a of attached) rescore.add(a.business_id)
    }
    // Rescored: those with records now, and those whose records score may have to go.
    const rescored = await refreshSafetyRecords(db, [...rescore], { reason: 'Business changed: records matched again' })
    await sql`delete from record_match_queue q using (values ${sql.join(queued.map((r) => sql`(${r.id}::uuid, ${r.due}::bigint)`))}) as v(id, due)
      where q.business_id = v.id and q.due = v.due`.execute(db)
    if (matchedZips > 0 || rescored > 0) log('info', 'records matched again', { businesses: queued.length, zips: matchedZips, rescored })
    if (queued.length < QUEUE_PAGE) return
  }
}
