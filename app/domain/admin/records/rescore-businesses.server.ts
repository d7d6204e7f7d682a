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

async function recordsOf(db: DB, businessId: string): Promise<RecordInspection[]> {
  const inspections = await db.selectFrom('osha_inspections').select(['activity_nr', 'open_date', 'insp_type'])
    .where('business_id', '=', businessId).where('match_status', 'in', ATTACHED).execute()
  if (inspections.length === 0) return []
  const violations = await db.selectFrom('osha_violations').select(['activity_nr', 'viol_type', 'standard', 'issuance_date', 'initial_penalty', 'current_penalty'])
    .where('activity_nr', 'in', inspections.map((i) => i.activity_nr)).execute()
  return inspections.map((i) => ({ ...i, violations: violations.filter((v) => v.activity_nr === i.activity_nr) }))
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
  for (const id of ids) {
    const records = await recordsOf(db, id)
    const done = await inTransaction(db, async (trx) => {
      const b = await trx.selectFrom('businesses').select(['safety_score', 'score_components', 'records_components', 'audited_on']).where('id', '=', id).forUpdate().executeTakeFirst()
      if (!b) return false
      const next = records.length ? recordsComponents(records, today) : null
      const audit = b.score_components
      const score = audit ? computeSafetyScore({ ...audit, ...(next ?? {}) } as ScoreComponents) : b.safety_score
      if (score === b.safety_score && sameJson(b.records_components, next)) return false
      await trx.updateTable('businesses').set({ safety_score: score, records_components: next ? JSON.stringify(next) : null }).where('id', '=', id).execute()
      await trx.insertInto('score_history').values({
        business_id: id, score_before: b.safety_score, score_after: score, reason,
        components_before: b.records_components ? JSON.stringify(b.records_components) : null, components_after: next ? JSON.stringify(next) : null,
      }).execute()
      await bumpContentVersion(trx)
      if (score !== b.safety_score && b.audited_on) await notifyFavoriteWatchers(trx, id, [{ kind: 'score', before: b.safety_score, after: score }])
      return true
    })
    if (done) changed++
  }
  return changed
}
