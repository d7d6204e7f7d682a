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

export async function writeInspections(db: DB, batch: InspectionRow[]): Promise<BatchCounts> {
  const rows = lastOf(batch, (r) => r.activity_nr)
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 }
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
  return count(rows.length, written)
}

export async function writeViolations(db: DB, batch: ViolationRow[]): Promise<BatchCounts> {
  const all = lastOf(batch, (r) => `${r.activity_nr}/${r.citation_id}`)
  const deleted = all.filter((r) => r.deleted)
  const rows = all.filter((r) => !r.deleted).map(({ deleted: _, load_dt: __, ...r }) => r)
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
  const counts = count(rows.length, written)
  return { ...counts, updated: counts.updated + removed, unchanged: counts.unchanged + deleted.length - removed }
}

function count(total: number, written: { inserted: boolean }[]): BatchCounts {
  const inserted = written.filter((w) => w.inserted).length
  return { inserted, updated: written.length - inserted, unchanged: total - written.length }
}
