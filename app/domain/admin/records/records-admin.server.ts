import type { DB } from '~/lib/db.server.ts'
import { inspectionSite } from '~/domain/records/model.ts'
import { sendJob } from '~/lib/jobs/queue.server.ts'
import { inTransaction } from '~/lib/transaction.server.ts'
import { recordAudit } from '../record-audit.server.ts'
import { IMPORT_QUEUE } from './import-job.server.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'
import type { MatchDecision } from './model.ts'

// Issue 35: what the admin's "Public records" tab reads and does.

export interface ImportView {
  id: string
  source: 'cli' | 'upload'
  files: string
  status: 'queued' | 'running' | 'done' | 'failed'
  progress: number
  inserted: number
  updated: number
  unchanged: number
  malformed: number
  problems: { file: string; line: number; reason: string }[]
  publishedOn: string | null
  error: string | null
  createdAt: string
}

export interface PendingMatch {
  activityNr: string
  estabName: string
  siteAddress: string
  openedOn: string
  confidence: number
  businessId: string
  businessName: string
  businessAddress: string
}

/** A rejected match, and when it was rejected (or detached after a dispute). */
export interface RejectedMatch extends PendingMatch {
  rejectedAt: string
}

export const PENDING_SHOWN = 50
export const REJECTED_SHOWN = 50

export interface RecordsAdmin {
  imports: ImportView[]
  pending: PendingMatch[]
  pendingCount: number
  /** The latest rejections first. */
  rejected: RejectedMatch[]
  rejectedCount: number
}

/** The matches in one status with their candidate business (pending: likeliest first; rejected: latest first), and how many there are. */
async function matchesIn(db: DB, status: 'pending' | 'rejected', shown: number) {
  const rows = await db.selectFrom('osha_inspections').innerJoin('businesses', 'businesses.id', 'osha_inspections.business_id')
    .select(['activity_nr', 'estab_name', 'site_address', 'site_city', 'site_state', 'site_zip', 'open_date', 'match_confidence', 'osha_inspections.updated_at', 'businesses.id as business_id', 'businesses.name', 'businesses.address'])
    .where('match_status', '=', status)
    .$call((q) => (status === 'pending' ? q.orderBy('match_confidence', 'desc').orderBy('activity_nr') : q.orderBy('osha_inspections.updated_at', 'desc').orderBy('activity_nr')))
    .limit(shown).execute()
  const count = await db.selectFrom('osha_inspections').select((eb) => eb.fn.countAll<string>().as('n')).where('match_status', '=', status).executeTakeFirstOrThrow()
  const matches = rows.map((p) => ({
    activityNr: p.activity_nr, estabName: p.estab_name, siteAddress: inspectionSite(p), openedOn: p.open_date, confidence: p.match_confidence,
    businessId: p.business_id, businessName: p.name, businessAddress: p.address, at: new Date(p.updated_at).toISOString(),
  }))
  return { matches, count: Number(count.n) }
}

export async function findRecordsAdmin(db: DB): Promise<RecordsAdmin> {
  const imports = await db.selectFrom('record_imports')
    .select(['id', 'source', 'files', 'status', 'progress', 'inserted', 'updated', 'unchanged', 'malformed', 'problems', 'published_on', 'error', 'created_at'])
    .orderBy('created_at', 'desc').limit(5).execute()
  const pending = await matchesIn(db, 'pending', PENDING_SHOWN)
  const rejected = await matchesIn(db, 'rejected', REJECTED_SHOWN)
  return {
    imports: imports.map((i) => ({
      id: i.id, source: i.source, files: i.files, status: i.status, progress: i.progress, inserted: i.inserted, updated: i.updated, unchanged: i.unchanged,
      malformed: i.malformed, problems: [...i.problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line), publishedOn: i.published_on, error: i.error,
      createdAt: new Date(i.created_at).toISOString(),
    })),
    pending: pending.matches.map(({ at: _, ...m }) => m),
    pendingCount: pending.count,
    rejected: rejected.matches.map(({ at, ...m }) => ({ ...m, rejectedAt: at })),
    rejectedCount: rejected.count,
  }
}

/** Keeps an uploaded pair of files in a new import row and queues its job (both or neither). */
export async function queueRecordsUpload(db: DB, admin: { email: string }, files: { inspections: File; violations: File }): Promise<string> {
  const bytes = { inspections: new Uint8Array(await files.inspections.arrayBuffer()), violations: new Uint8Array(await files.violations.arrayBuffer()) }
  return inTransaction(db, async (trx) => {
    const names = `${files.inspections.name.slice(0, 100)} (${bytes.inspections.length} bytes) + ${files.violations.name.slice(0, 100)} (${bytes.violations.length} bytes)`
    const { id } = await trx.insertInto('record_imports')
      .values({ source: 'upload', files: names, requested_by: admin.email, inspections_csv: bytes.inspections, violations_csv: bytes.violations })
      .returning('id').executeTakeFirstOrThrow()
    await recordAudit(trx, { actor: admin.email, action: 'records.upload', entity: 'record_import', entityId: id, detail: { name: names } })
    await sendJob(trx, IMPORT_QUEUE, { importId: id })
    return id
  })
}

/** The admin confirms or rejects an uncertain match; the business is rescored in the same transaction. */
export async function decideMatch(db: DB, admin: { email: string }, decision: MatchDecision): Promise<'done' | 'not-pending'> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('osha_inspections').select(['business_id', 'estab_name']).where('activity_nr', '=', decision.activityNr)
      .where('match_status', '=', 'pending').forUpdate().executeTakeFirst()
    if (!row?.business_id) return 'not-pending'
    const status = decision.intent === 'confirm' ? 'confirmed' : 'rejected'
    await trx.updateTable('osha_inspections').set({ match_status: status, updated_at: new Date() }).where('activity_nr', '=', decision.activityNr).execute()
    await recordAudit(trx, {
      actor: admin.email, action: decision.intent === 'confirm' ? 'records.confirm-match' : 'records.reject-match', entity: 'business', entityId: row.business_id,
      detail: { name: row.estab_name, activityNr: decision.activityNr },
    })
    await refreshSafetyRecords(trx, [row.business_id], { reason: decision.intent === 'confirm' ? `OSHA inspection ${decision.activityNr} confirmed by an admin` : `OSHA inspection ${decision.activityNr} rejected` })
    return 'done'
  })
}
