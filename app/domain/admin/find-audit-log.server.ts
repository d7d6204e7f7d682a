import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { pageOf } from '~/lib/paging.ts'

export const AUDIT_PAGE_SIZE = 25

export interface AuditEntry {
  id: number
  actor: string
  action: string
  entity: string
  entityId: string | null
  detail: Record<string, unknown> | null
  at: string
  /** A CSV import's batch: true until it is undone (the Activity tab's "Undo import"); absent for other entries. */
  undoable?: boolean
}

/** The Activity tab: the latest admin writes, newest first, a page at a time. */
export async function findAuditLog(db: DB, page: number): Promise<{ entries: AuditEntry[]; page: number; pageCount: number }> {
  const { total } = await db.selectFrom('audit_log').select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()
  const { page: current, pageCount, offset } = pageOf(total, AUDIT_PAGE_SIZE, page)
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE).offset(offset).execute()
  const entries = rows.map((r): AuditEntry => ({
    id: Number(r.id),
    actor: r.actor,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown> | null,
    at: new Date(r.at).toISOString(),
  }))
  return { entries: await markUndoable(db, entries), page: current, pageCount }
}

async function markUndoable(db: DB, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const batchIds = entries.filter((e) => e.action === 'business.import' && isUuid(e.entityId)).map((e) => e.entityId!)
  if (batchIds.length === 0) return entries
  const open = new Set((await db.selectFrom('import_batches').select('id').where('id', 'in', batchIds).where('undone_at', 'is', null).execute()).map((b) => b.id))
  // An import that changed nothing (or predates batches) has no batch: no button, no "Undone".
  return entries.map((e) => (e.action === 'business.import' && isUuid(e.entityId) ? { ...e, undoable: open.has(e.entityId) } : e))
}
