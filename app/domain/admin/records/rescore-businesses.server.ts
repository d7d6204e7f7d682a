import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import { inTransaction } from '~/lib/transaction.server.ts'
import { computeSafetyScore, type ScoreComponents } from '~/lib/score-model.ts'
import { recordsComponents, type RecordInspection } from '~/domain/records/score-rule.ts'
import { sameJson } from '~/domain/admin/business/create-businesses.server.ts'
import { notifyFavoriteWatchers } from '~/domain/favorite/notify-favorite-watchers.server.ts'

// Issue 35, decision 037: a business with matched OSHA records gets its inspection-record and
// incident-history components from them (the audit supplies the others); the safety score follows,
// and score_history keeps the before and after.

const ATTACHED = ['certain', 'confirmed'] as const
/** Businesses rescored per transaction (an import may attach records to tens of thousands). */
const BATCH = 500

/** The attached records of these businesses, by business. */
async function recordsOf(db: DB, businessIds: string[]): Promise<Map<string, RecordInspection[]>> {
  const byBusiness = new Map<string, RecordInspection[]>()
  const inspections = await db.selectFrom('osha_inspections').select(['activity_nr', 'business_id', 'open_date', 'insp_type'])
    .where('business_id', 'in', businessIds).where('match_status', 'in', ATTACHED).execute()
  if (inspections.length === 0) return byBusiness
  const violations = await db.selectFrom('osha_violations').select(['activity_nr', 'viol_type', 'standard', 'issuance_date', 'initial_penalty', 'current_penalty'])
    .where('activity_nr', 'in', inspections.map((i) => i.activity_nr)).execute()
  const byInspection = new Map<string, typeof violations>()
  for (const v of violations) {
    const list = byInspection.get(v.activity_nr) ?? []
    list.push(v)
    byInspection.set(v.activity_nr, list)
  }
  for (const { business_id, ...i } of inspections) {
    const list = byBusiness.get(business_id!) ?? []
    list.push({ ...i, violations: byInspection.get(i.activity_nr) ?? [] })
    byBusiness.set(business_id!, list)
  }
  return byBusiness
}

/** Every business with attached records, or records components to clear (or only `ids`). Returns how many changed. */
export async function rescoreBusinesses(db: DB, reason: string, options: { ids?: string[]; today?: string } = {}): Promise<number> {
  const today = options.today ?? new Date().toISOString().slice(0, 10)
  let ids = options.ids
  if (!ids) {
    const rows = await sql<{ id: string }>`select distinct business_id as id from osha_inspections where business_id is not null and match_status in ('certain', 'confirmed')
      union select id from businesses where records_components is not null`.execute(db)
    ids = rows.rows.map((r) => r.id)
  }
  let changed = 0
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH)
    const records = await recordsOf(db, batch)
    changed += await inTransaction(db, async (trx) => {
      // Locked in id order, so two rescores of overlapping batches wait for each other rather than deadlock.
      const rows = await trx.selectFrom('businesses').select(['id', 'safety_score', 'score_components', 'records_components', 'audited_on'])
        .where('id', 'in', batch).orderBy('id').forUpdate().execute()
      const updates: { id: string; score: number; components: string | null; before: typeof rows[number] }[] = []
      for (const b of rows) {
        const list = records.get(b.id)
        const next = list ? recordsComponents(list, today) : null
        const audit = b.score_components
        const score = audit ? computeSafetyScore({ ...audit, ...(next ?? {}) } as ScoreComponents) : b.safety_score
        if (score === b.safety_score && sameJson(b.records_components, next)) continue
        updates.push({ id: b.id, score, components: next ? JSON.stringify(next) : null, before: b })
      }
      if (updates.length === 0) return 0
      const values = sql.join(updates.map((u) => sql`(${u.id}::uuid, ${u.score}::int, ${u.components}::jsonb)`))
      await sql`update businesses b set safety_score = v.score, records_components = v.components
        from (values ${values}) as v(id, score, components) where b.id = v.id`.execute(trx)
      await trx.insertInto('score_history').values(updates.map((u) => ({
        business_id: u.id, score_before: u.before.safety_score, score_after: u.score, reason,
        components_before: u.before.records_components ? JSON.stringify(u.before.records_components) : null, components_after: u.components,
      }))).execute()
      await bumpContentVersion(trx)
      for (const u of updates) {
        if (u.score !== u.before.safety_score && u.before.audited_on) await notifyFavoriteWatchers(trx, u.id, [{ kind: 'score', before: u.before.safety_score, after: u.score }])
      }
      return updates.length
    })
  }
  return changed
}
