import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import type { InspectionRow, ViolationRow } from './csv-rows.ts'

// Issue 35: one batch of rows written, idempotent by activity_nr (+ citation_id): a row equal to
// the stored one is left alone, so importing the same files again changes nothing.

export interface BatchCounts {
  inserted: number
  updated: number
  unchanged: number
}

const KEYS = ['name_key', 'street_key', 'zip5'] as const
const INSPECTION_COLUMNS = ['estab_name', 'site_address', 'site_city', 'site_state', 'site_zip', 'naics_code', 'naics_sector', 'insp_type', 'insp_scope', 'open_date', 'close_case_date', 'load_dt', ...KEYS] as const
const VIOLATION_COLUMNS = ['standard', 'viol_type', 'issuance_date', 'abate_date', 'contest_date', 'final_order_date', 'initial_penalty', 'current_penalty', 'gravity'] as const

/** `(t.a, t.b) is distinct from (excluded.a, excluded.b)` */
function differs(table: string, columns: readonly string[]) {
  const list = (prefix: string) => sql.join(columns.map((c) => sql.ref(`${prefix}.${c}`)))
  return sql<boolean>`(${list(table)}) is distinct from (${list('excluded')})`
}

function lastOf<T>(rows: T[], key: (row: T) => string): T[] {
  return [...new Map(rows.map((r) => [key(r), r])).values()]
}

/**
 * The rows of a batch equal to their stored row, column for column: they skip the upsert, whose
 * `on conflict do update … where` locks (and so writes) every existing row even when it leaves it
 * unchanged, so importing the same files again only reads. A row that differs in any way (a
 * penalty with more decimals than stored, say) goes through the upsert, which decides.
 */
function unchanged<T extends object>(rows: T[], stored: object[], key: (row: T) => string, columns: readonly string[]): Set<string> {
  const byKey = new Map(stored.map((s) => [key(s as T), s as Record<string, unknown>]))
  return new Set(rows.filter((r) => {
    const s = byKey.get(key(r))
    return s !== undefined && columns.every((c) => s[c] === (r as Record<string, unknown>)[c])
  }).map(key))
}

export async function writeInspections(db: DB, batch: InspectionRow[]): Promise<BatchCounts> {
  const all = lastOf(batch, (r) => r.activity_nr)
  if (all.length === 0) return { inserted: 0, updated: 0, unchanged: 0 }
  const stored = await db.selectFrom('osha_inspections').select(['activity_nr', ...INSPECTION_COLUMNS]).where('activity_nr', 'in', all.map((r) => r.activity_nr)).execute()
  const same = unchanged(all, stored, (r) => r.activity_nr, INSPECTION_COLUMNS)
  const rows = all.filter((r) => !same.has(r.activity_nr))
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: all.length }
  const moved = differs('osha_inspections', KEYS)
  const written = await db
    .insertInto('osha_inspections')
    .values(rows.map((r) => ({ ...r, updated_at: new Date() })))
    .onConflict((oc) =>
      oc.column('activity_nr')
        .doUpdateSet((eb) => ({
          ...Object.fromEntries(INSPECTION_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])),
          // A record that now names another place is matched again; an admin's decision on it no longer holds.
          match_status: sql`case when ${moved} then 'none' else osha_inspections.match_status end`,
          business_id: sql`case when ${moved} then null else osha_inspections.business_id end`,
          match_confidence: sql`case when ${moved} then 0 else osha_inspections.match_confidence end`,
          updated_at: new Date(),
        }))
        .where(differs('osha_inspections', INSPECTION_COLUMNS)),
    )
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .execute()
  return count(all.length, written)
}

const violationKey = (r: { activity_nr: string; citation_id: string }) => `${r.activity_nr}/${r.citation_id}`

export async function writeViolations(db: DB, batch: ViolationRow[]): Promise<BatchCounts> {
  const all = lastOf(batch, violationKey)
  const deleted = all.filter((r) => r.deleted)
  const kept = all.filter((r) => !r.deleted).map(({ deleted: _, load_dt: __, ...r }) => r)
  // By the whole key (a join on the primary key, whatever the table's statistics say: the first
  // import fills it from nothing, and `activity_nr in (…)` alone was read as a scan of millions).
  const stored = kept.length === 0 ? [] : (await sql<Record<string, unknown>>`select v.* from unnest(${kept.map((r) => r.activity_nr)}::text[], ${kept.map((r) => r.citation_id)}::text[]) as k(activity_nr, citation_id)
    join osha_violations v on v.activity_nr = k.activity_nr and v.citation_id = k.citation_id`.execute(db)).rows
  const same = unchanged(kept, stored, violationKey, VIOLATION_COLUMNS)
  const rows = kept.filter((r) => !same.has(violationKey(r)))
  let removed = 0
  for (const r of deleted) {
    const result = await db.deleteFrom('osha_violations').where('activity_nr', '=', r.activity_nr).where('citation_id', '=', r.citation_id).executeTakeFirst()
    removed += Number(result.numDeletedRows)
  }
  const written = rows.length === 0 ? [] : await db
    .insertInto('osha_violations')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['activity_nr', 'citation_id'])
        .doUpdateSet((eb) => Object.fromEntries(VIOLATION_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])))
        .where(differs('osha_violations', VIOLATION_COLUMNS)),
    )
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .execute()
  const counts = count(kept.length, written)
  return { ...counts, updated: counts.updated + removed, unchanged: counts.unchanged + deleted.length - removed }
}

function count(total: number, written: { inserted: boolean }[]): BatchCounts {
  const inserted = written.filter((w) => w.inserted).length
  return { inserted, updated: written.length - inserted, unchanged: total - written.length }
}
