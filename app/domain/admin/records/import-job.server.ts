import { Readable } from 'node:stream'
import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { log } from '~/lib/log.server.ts'
import { matchInspections } from './match-inspections.server.ts'
import { rescoreBusinesses } from './rescore-businesses.server.ts'
import { runRecordImport, type ImportFile, type ImportProgress } from './run-import.server.ts'

// Issue 35: an import from start to end (CLI or the admin's upload job): the rows, then matching,
// then the scores of the businesses whose records changed.

export const IMPORT_QUEUE = 'records-import'
export const MATCH_QUEUE = 'records-match'

export async function importAndMatch(db: DB, importId: string, files: Record<'inspections' | 'violations', ImportFile>, onProgress?: (p: ImportProgress) => void) {
  try {
    await runRecordImport(db, importId, files, onProgress)
  } catch (error) {
    await db.updateTable('record_imports').set({ status: 'failed', error: String(error instanceof Error ? error.message : error).slice(0, 500) }).where('id', '=', importId).execute()
    throw error
  }
  const matched = await matchInspections(db)
  const rescored = await rescoreBusinesses(db, 'OSHA records imported')
  return { ...matched, rescored }
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

/**
 * The `records-match` schedule: businesses created or edited since the last run are matched again
 * (their ZIP codes' inspections), and rescored (an edit recomputes the score from the audit alone).
 */
export async function matchChangedBusinesses(db: DB): Promise<void> {
  const run = await db.selectFrom('record_match_runs').select('businesses_through').where('id', '=', 1).executeTakeFirst()
  const now = new Date()
  if (!run) {
    await db.insertInto('record_match_runs').values({ id: 1, businesses_through: now }).execute()
    return
  }
  const changed = await db.selectFrom('businesses').select(['id', sql<string>`substring(address from '([0-9]{5})(-[0-9]{4})?\\s*$')`.as('zip')])
    .where('updated_at', '>', run.businesses_through).where('updated_at', '<=', now).execute()
  if (changed.length > 0) {
    const zips = [...new Set(changed.map((c) => c.zip).filter(Boolean))]
    await matchInspections(db, { zips })
    const attached = await db.selectFrom('osha_inspections').select('business_id').distinct().where('zip5', 'in', zips.length ? zips : ['']).where('business_id', 'is not', null).execute()
    const ids = [...new Set([...changed.map((c) => c.id), ...attached.map((a) => a.business_id!)])]
    const rescored = await rescoreBusinesses(db, 'Business changed: records matched again', { ids })
    log('info', 'records matched again', { businesses: changed.length, rescored })
  }
  await db.updateTable('record_match_runs').set({ businesses_through: now }).where('id', '=', 1).execute()
}
