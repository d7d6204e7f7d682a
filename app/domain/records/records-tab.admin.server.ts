import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { sourceOf } from '~/domain/records/sources/index.ts'
import { sendJob } from '~/lib/jobs/queue.server.ts'
import { inTransaction } from '~/lib/transaction.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'
import { IMPORT_QUEUE } from './import-job.server.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'
import type { MatchDecision, MatchRef } from './records-tab-model.ts'

// What the admin's "Public records" tab reads and does, for every source.

export interface ImportView {
  id: string
  source: 'cli' | 'upload'
  /** Which records: "OSHA enforcement data", "LIVES health inspections". */
  recordSource: string
  files: string
  status: 'queued' | 'running' | 'done' | 'failed'
  progress: number
  inserted: number
  updated: number
  unchanged: number
  /** Rows earlier files held that its files no longer hold (kept, marked gone). */
  gone: number
  malformed: number
  created: number
  createBusinesses: boolean
  problems: { file: string; line: number; reason: string }[]
  publishedOn: string | null
  /** The feed's publisher (a municipality, an agency), when the source names one per feed. */
  publisher: string | null
  error: string | null
  createdAt: string
}

export interface PendingMatch {
  /** The OSHA inspection, or the feed's establishment ("{feed}:{id}"): what a decision names. */
  activityNr: string | null
  establishment: string | null
  /** "OSHA inspection 1500004, opened 2025-01-15", "San Francisco health inspections, business 10012". */
  recordLabel: string
  estabName: string
  siteAddress: string
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

type Listed = PendingMatch & { at: string }

/** The matches in one status with their candidate business (pending: likeliest first; rejected: latest first), of every source, and how many there are. */
async function matchesIn(db: DB, status: 'pending' | 'rejected', shown: number): Promise<{ matches: Listed[]; count: number }> {
  const order = status === 'pending' ? sql`confidence desc, at` : sql`at desc`
  const rows = (await sql<{ kind: string; ref: string; name: string; site: string; note: string; confidence: number; at: Date; business_id: string; business_name: string; business_address: string }>`
    select * from (
      select 'osha' as kind, o.activity_nr as ref, o.estab_name as name,
        concat_ws(', ', nullif(o.site_address, ''), nullif(o.site_city, ''), nullif(trim(o.site_state || ' ' || o.site_zip), '')) as site,
        'OSHA inspection ' || o.activity_nr || ', opened ' || o.open_date as note, o.match_confidence as confidence, o.updated_at as at,
        b.id as business_id, b.name as business_name, b.address as business_address
      from osha_inspections o join businesses b on b.id = o.business_id where o.match_status = ${status}
      union all
      select 'feed', e.feed_id || ':' || e.source_id, e.name,
        concat_ws(', ', nullif(e.address, ''), nullif(e.city, ''), nullif(trim(e.state || ' ' || e.zip), '')),
        f.publisher || ', ' || e.source_id, e.match_confidence, e.updated_at, b.id, b.name, b.address
      from record_establishments e join record_feeds f on f.id = e.feed_id join businesses b on b.id = e.business_id where e.match_status = ${status}
    ) m order by ${order}, ref limit ${shown}`.execute(db)).rows
  const count = (await sql<{ n: string }>`select (select count(*) from osha_inspections where match_status = ${status}) + (select count(*) from record_establishments where match_status = ${status}) as n`.execute(db)).rows[0]!
  const matches = rows.map((p) => ({
    activityNr: p.kind === 'osha' ? p.ref : null, establishment: p.kind === 'feed' ? p.ref : null, recordLabel: p.note, estabName: p.name, siteAddress: p.site,
    confidence: p.confidence, businessId: p.business_id, businessName: p.business_name, businessAddress: p.business_address, at: new Date(p.at).toISOString(),
  }))
  return { matches, count: Number(count.n) }
}

export async function findRecordsAdmin(db: DB): Promise<RecordsAdmin> {
  const imports = await db.selectFrom('record_imports').leftJoin('record_feeds', 'record_feeds.id', 'record_imports.feed_id')
    .select(['record_imports.id', 'record_imports.source', 'record_source', 'files', 'status', 'progress', 'inserted', 'updated', 'unchanged', 'gone', 'malformed', 'created', 'create_businesses', 'problems', 'published_on', 'error', 'record_imports.created_at', 'record_feeds.publisher'])
    .orderBy('record_imports.created_at', 'desc').limit(5).execute()
  const pending = await matchesIn(db, 'pending', PENDING_SHOWN)
  const rejected = await matchesIn(db, 'rejected', REJECTED_SHOWN)
  return {
    imports: imports.map((i) => ({
      id: i.id, source: i.source, recordSource: sourceOf(i.record_source).label, files: i.files, status: i.status, progress: i.progress, inserted: i.inserted, updated: i.updated,
      unchanged: i.unchanged, gone: i.gone, malformed: i.malformed, created: i.created, createBusinesses: i.create_businesses,
      problems: [...i.problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line), publishedOn: i.published_on, publisher: i.publisher, error: i.error,
      createdAt: new Date(i.created_at).toISOString(),
    })),
    pending: pending.matches.map(({ at: _, ...m }) => m),
    pendingCount: pending.count,
    rejected: rejected.matches.map(({ at, ...m }) => ({ ...m, rejectedAt: at })),
    rejectedCount: rejected.count,
  }
}

/** Keeps an upload's files with a new import row and queues its job (all or nothing). */
export async function queueRecordsUpload(db: DB, admin: { email: string }, upload: { source: string; createBusinesses: boolean; files: File[] }): Promise<string> {
  const files = await Promise.all(upload.files.map(async (f) => ({ name: f.name.slice(0, 200), bytes: new Uint8Array(await f.arrayBuffer()) })))
  return inTransaction(db, async (trx) => {
    const names = files.map((f) => `${f.name.slice(0, 100)} (${f.bytes.length} bytes)`).join(' + ')
    const { id } = await trx.insertInto('record_imports')
      .values({ source: 'upload', record_source: upload.source, create_businesses: upload.createBusinesses, files: names, requested_by: admin.email })
      .returning('id').executeTakeFirstOrThrow()
    // Two files of one name: the second keeps its place under a numbered name.
    const seen = new Set<string>()
    await trx.insertInto('record_import_files').values(files.map((f, i) => {
      const name = seen.has(f.name) ? `${i}-${f.name}` : f.name
      seen.add(name)
      return { import_id: id, name, bytes: f.bytes }
    })).execute()
    await recordAudit(trx, { actor: admin.email, action: 'records.upload', entity: 'record_import', entityId: id, detail: { name: names, source: upload.source, createBusinesses: upload.createBusinesses } })
    await sendJob(trx, IMPORT_QUEUE, { importId: id })
    return id
  })
}

/** The row a decision names, locked, if it is in the status wanted: its candidate business and how it is named. */
async function lockMatch(trx: DB, ref: MatchRef, status: 'pending' | 'rejected') {
  if ('activityNr' in ref) {
    const row = await trx.selectFrom('osha_inspections').select(['business_id', 'estab_name']).where('activity_nr', '=', ref.activityNr).where('match_status', '=', status).forUpdate().executeTakeFirst()
    return row && { businessId: row.business_id, name: row.estab_name, label: `OSHA inspection ${ref.activityNr}`, detail: { activityNr: ref.activityNr } }
  }
  const [feed, ...rest] = ref.establishment.split(':')
  const key = { feedId: Number(feed), sourceId: rest.join(':') }
  const row = await trx.selectFrom('record_establishments').select(['business_id', 'name']).where('feed_id', '=', key.feedId).where('source_id', '=', key.sourceId)
    .where('match_status', '=', status).forUpdate().executeTakeFirst()
  return row && { businessId: row.business_id, name: row.name, label: `Public record ${ref.establishment}`, detail: { establishment: ref.establishment } }
}

async function setStatus(trx: DB, ref: MatchRef, status: 'confirmed' | 'rejected' | 'pending') {
  if ('activityNr' in ref) await trx.updateTable('osha_inspections').set({ match_status: status, updated_at: new Date() }).where('activity_nr', '=', ref.activityNr).execute()
  else {
    const [feed, ...rest] = ref.establishment.split(':')
    await trx.updateTable('record_establishments').set({ match_status: status, updated_at: new Date() }).where('feed_id', '=', Number(feed)).where('source_id', '=', rest.join(':')).execute()
  }
}

/** The admin confirms or rejects an uncertain match; the business is rescored in the same transaction. */
export async function decideMatch(db: DB, admin: { email: string }, decision: MatchDecision): Promise<'done' | 'not-pending'> {
  return inTransaction(db, async (trx) => {
    const row = await lockMatch(trx, decision, 'pending')
    if (!row?.businessId) return 'not-pending'
    await setStatus(trx, decision, decision.intent === 'confirm' ? 'confirmed' : 'rejected')
    await recordAudit(trx, {
      actor: admin.email, action: decision.intent === 'confirm' ? 'records.confirm-match' : 'records.reject-match', entity: 'business', entityId: row.businessId,
      detail: { name: row.name, ...row.detail },
    })
    await refreshSafetyRecords(trx, [row.businessId], { reason: decision.intent === 'confirm' ? `${row.label} confirmed by an admin` : `${row.label} rejected` })
    return 'done'
  })
}

/**
 * A rejected match (the tab's Reject, or a dispute's Detach) is put back among the matches to
 * check, with the same candidate business and confidence. Neither a rejected nor a pending match
 * counts in the score, so nothing is rescored; the admin's next decision is.
 */
export async function reopenMatch(db: DB, admin: { email: string }, ref: MatchRef): Promise<'done' | 'not-rejected'> {
  return inTransaction(db, async (trx) => {
    const row = await lockMatch(trx, ref, 'rejected')
    // A rejected match whose business was deleted has no candidate left to check.
    if (!row?.businessId) return 'not-rejected'
    await setStatus(trx, ref, 'pending')
    await recordAudit(trx, { actor: admin.email, action: 'records.reopen-match', entity: 'business', entityId: row.businessId, detail: { name: row.name, ...row.detail } })
    return 'done'
  })
}
