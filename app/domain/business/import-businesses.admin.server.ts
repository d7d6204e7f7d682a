import type { Kysely } from 'kysely'
import { stringify } from 'csv-stringify/sync'
import { recordAudit } from '~/domain/audit-log/record-audit.server.ts'
import type { Database } from '~/lib/db-schema.ts'
import { createBusinesses } from './create-businesses.server.ts'
import {
  CSV_MESSAGES,
  importFailure,
  MAX_DUPLICATE_LINES_LISTED,
  MAX_REJECTED_LINES_LISTED,
  type DuplicateChoice,
  type ImportCounts,
  type ImportMode,
  type ImportResult,
  type ImportSuccess,
} from './businesses-csv.ts'
import { recordImportBatch } from './import-batch.server.ts'
import { planImport, type ImportPlan } from './plan-import.server.ts'
import { readBusinessesCsv, type ImportLimits, type BusinessesCsvFile } from './read-businesses-csv.ts'
import { updateBusiness } from './update-business.server.ts'

type Db = Kysely<Database>
type ReadableFile = Extract<BusinessesCsvFile, { ok: true }>

export interface ImportOptions extends ImportLimits {
  fileName?: string
  /** all (default): one rejected row imports nothing; valid: the valid rows are imported. */
  mode?: ImportMode
  /** Rows that may duplicate a business: keep (default) adds them, merge updates that business. */
  duplicates?: DuplicateChoice
}

/**
 * Preview (spec §5 CSV upload): reads and validates the file against the current businesses and
 * says how many rows would create, update or leave a business unchanged, which are rejected and
 * why, and which may duplicate a business. Writes nothing.
 */
export async function previewBusinessesImport(db: Db, bytes: Uint8Array, options: ImportOptions = {}): Promise<ImportResult> {
  const file = readBusinessesCsv(bytes, options)
  if (!file.ok) return file
  const plan = await planImport(db, file, options.duplicates)
  return success('preview', file, plan, countsOf(plan))
}

/**
 * Imports the file in one transaction: a row with a known id updates that business (when
 * something differs), a row without id creates one (or, asked to merge, updates the business it
 * duplicates), a row whose id no longer exists restores it under that id (and its created_at).
 * Mode all: one rejected row imports nothing; mode valid: the rejected rows are left out (and
 * listed). One audit entry and one import batch, which the Activity tab can undo. created_at is
 * used only for new rows and updated_at never: the database keeps those.
 */
export async function importBusinesses(db: Db, actor: { email: string }, bytes: Uint8Array, options: ImportOptions = {}): Promise<ImportResult> {
  const file = readBusinessesCsv(bytes, options)
  if (!file.ok) return file
  return db.transaction().execute(async (trx): Promise<ImportResult> => {
    const plan = await planImport(trx, file, options.duplicates)
    if (plan.rejected.length > 0 && options.mode !== 'valid') {
      return importFailure('rejected-rows', CSV_MESSAGES.rejectedRows, {
        counts: countsOf(plan),
        rejectedLines: plan.rejected.slice(0, MAX_REJECTED_LINES_LISTED).map(({ line, reason }) => ({ line, reason })),
      })
    }
    const counts: ImportCounts = { create: plan.creates.length, update: 0, unchanged: plan.unchanged, rejected: plan.rejected.length }
    const updated: ImportPlan['updates'] = []
    for (const update of plan.updates) {
      const outcome = await updateBusiness(trx, update.id, update.business, { awards: 'sync', reason: 'Removed by a CSV import' })
      // Deleted since the plan read it (another request): rolling back beats losing the row's data.
      if (outcome === 'not-found') throw new Error(`Listing ${update.id} was deleted during the import`)
      if (outcome === 'updated') updated.push(update)
      counts[outcome === 'updated' ? 'update' : 'unchanged']++
    }
    const created = await createBusinesses(trx, plan.creates)
    const batchId = await recordImportBatch(trx, actor, options.fileName ?? null, created, updated)
    await recordAudit(trx, {
      actor: actor.email,
      action: 'business.import',
      entity: 'business',
      entityId: batchId,
      detail: {
        file: options.fileName ?? null,
        created: counts.create,
        updated: counts.update,
        unchanged: counts.unchanged,
        rejected: counts.rejected,
        batchId,
      },
    })
    return { ...success('import', file, plan, counts), batchId }
  })
}

/**
 * The file's rejected rows as CSV, to correct and import again: a "reason" column first (the
 * import ignores it), then the file's own header and cells. A failure when the file is unreadable.
 */
export async function rejectedRowsCsv(db: Db, bytes: Uint8Array, options: ImportOptions = {}): Promise<string | ImportResult> {
  const file = readBusinessesCsv(bytes, options)
  if (!file.ok) return file
  const plan = await planImport(db, file, options.duplicates)
  const rows = plan.rejected.map(({ raw, line, reason }) => [`Line ${line}: ${reason}`, ...raw])
  return stringify([['reason', ...file.header], ...rows], { bom: true, record_delimiter: 'windows', quoted_string: true })
}

function success(intent: 'preview' | 'import', file: ReadableFile, plan: ImportPlan, counts: ImportCounts): ImportSuccess {
  return {
    ok: true,
    intent,
    counts,
    rejectedLines: plan.rejected.slice(0, MAX_REJECTED_LINES_LISTED).map(({ line, reason }) => ({ line, reason })),
    noted: plan.notes.length,
    notedLines: plan.notes.slice(0, MAX_REJECTED_LINES_LISTED),
    ignoredColumns: file.ignoredColumns,
    encoding: file.encoding,
    duplicates: plan.duplicates.length,
    duplicateLines: plan.duplicates.slice(0, MAX_DUPLICATE_LINES_LISTED),
  }
}

function countsOf(plan: ImportPlan): ImportCounts {
  return { create: plan.creates.length, update: plan.updates.length, unchanged: plan.unchanged, rejected: plan.rejected.length }
}
