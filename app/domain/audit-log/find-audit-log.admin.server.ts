import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { pageOf } from '~/lib/paging.ts'
import { activityIds, activitySentence, type ActivityRefs, type SentencePart } from '../admin/activity-sentence.ts'

export const AUDIT_PAGE_SIZE = 25

export interface AuditEntry {
  id: number
  actor: string
  action: string
  entity: string
  entityId: string | null
  detail: Record<string, unknown> | null
  at: string
  /** What happened, as a sentence with links ("Pat generated an image for Denver"). */
  sentence: SentencePart[]
  /** A CSV import's batch: true until it is undone (the Activity tab's "Undo import"); absent for other entries. */
  undoable?: boolean
}

/** The Activity tab: the latest admin writes, newest first, a page at a time. */
export async function findAuditLog(db: DB, page: number): Promise<{ entries: AuditEntry[]; page: number; pageCount: number }> {
  const { total } = await db.selectFrom('audit_log').select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()
  const { page: current, pageCount, offset } = pageOf(total, AUDIT_PAGE_SIZE, page)
  const rows = await db.selectFrom('audit_log').leftJoin('user', 'user.email', 'audit_log.actor').selectAll('audit_log').select('user.name as actor_name')
    .orderBy('audit_log.at', 'desc').orderBy('audit_log.id', 'desc').limit(AUDIT_PAGE_SIZE).offset(offset).execute()
  const read = rows.map((r) => ({
    id: Number(r.id),
    actor: r.actor,
    actorName: r.actor_name?.trim() || (r.actor === 'system' ? 'Safest' : r.actor),
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown> | null,
    at: new Date(r.at).toISOString(),
  }))
  const refs = await readRefs(db, read)
  const entries = read.map(({ actorName, ...e }): AuditEntry => ({ ...e, sentence: activitySentence({ ...e, actor: actorName }, refs) }))
  return { entries: await markUndoable(db, entries), page: current, pageCount }
}

/** The names the page's entries link to, as they are now: three reads, whatever the page holds. */
async function readRefs(db: DB, entries: Parameters<typeof activityIds>[0][]): Promise<ActivityRefs> {
  const ids = entries.map(activityIds)
  const businessIds = [...new Set(ids.map((i) => i.businessId).filter(isUuid))]
  const cityIds = [...new Set(ids.map((i) => Number(i.cityId)).filter((n) => Number.isSafeInteger(n) && n > 0))]
  const applicationIds = [...new Set(ids.map((i) => i.applicationId).filter(isUuid))]
  const [businesses, cities, applications] = await Promise.all([
    businessIds.length ? db.selectFrom('businesses').select(['id', 'name']).where('id', 'in', businessIds).execute() : [],
    cityIds.length ? db.selectFrom('cities').select(['id', 'name', 'slug']).where('id', 'in', cityIds).execute() : [],
    applicationIds.length
      ? db.selectFrom('applications').select(['id', 'business_name as name']).where('id', 'in', applicationIds).execute()
      : [],
  ])
  return {
    businesses: new Map(businesses.map((b) => [b.id, b.name])),
    cities: new Map(cities.map((c) => [String(c.id), { name: c.name, slug: c.slug }])),
    applications: new Map(applications.map((a) => [a.id, a.name])),
  }
}

async function markUndoable(db: DB, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const batchIds = entries.filter((e) => e.action === 'business.import' && isUuid(e.entityId)).map((e) => e.entityId!)
  if (batchIds.length === 0) return entries
  const open = new Set((await db.selectFrom('import_batches').select('id').where('id', 'in', batchIds).where('undone_at', 'is', null).execute()).map((b) => b.id))
  // An import that changed nothing (or predates batches) has no batch: no button, no "Undone".
  return entries.map((e) => (e.action === 'business.import' && isUuid(e.entityId) ? { ...e, undoable: open.has(e.entityId) } : e))
}
