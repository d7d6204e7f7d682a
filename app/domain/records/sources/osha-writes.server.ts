import type { DB } from '~/lib/db.server.ts'
import { upsertRows, type BatchCounts, type UpsertTable } from '~/domain/records/upsert-rows.server.ts'
import type { InspectionRow, ViolationRow } from './osha-rows.ts'

// One batch of OSHA rows written, idempotent by activity_nr (+ citation_id), through the
// write every source shares (upsert-rows.server.ts).

export type { BatchCounts }

const KEYS = ['name_key', 'street_key', 'zip5'] as const
const INSPECTIONS: UpsertTable = {
  table: 'osha_inspections',
  keys: [{ column: 'activity_nr', type: 'text' }],
  columns: ['estab_name', 'site_address', 'site_city', 'site_state', 'site_zip', 'naics_code', 'naics_sector', 'insp_type', 'insp_scope', 'open_date', 'close_case_date', 'load_dt', ...KEYS],
  rematchOn: KEYS,
}
const VIOLATIONS: UpsertTable = {
  table: 'osha_violations',
  keys: [{ column: 'activity_nr', type: 'text' }, { column: 'citation_id', type: 'text' }],
  columns: ['standard', 'viol_type', 'issuance_date', 'abate_date', 'contest_date', 'final_order_date', 'initial_penalty', 'current_penalty', 'gravity'],
}

export function writeInspections(db: DB, batch: InspectionRow[]): Promise<BatchCounts> {
  return upsertRows(db, INSPECTIONS, batch as unknown as Record<string, unknown>[])
}

/** A violation the DOL marks deleted (`delete_flag`) is removed. */
export async function writeViolations(db: DB, batch: ViolationRow[]): Promise<BatchCounts> {
  const last = [...new Map(batch.map((r) => [`${r.activity_nr}/${r.citation_id}`, r])).values()]
  const deleted = last.filter((r) => r.deleted)
  const kept = last.filter((r) => !r.deleted).map(({ deleted: _, load_dt: __, ...r }) => r)
  let removed = 0
  for (const r of deleted) {
    const result = await db.deleteFrom('osha_violations').where('activity_nr', '=', r.activity_nr).where('citation_id', '=', r.citation_id).executeTakeFirst()
    removed += Number(result.numDeletedRows)
  }
  const counts = await upsertRows(db, VIOLATIONS, kept as unknown as Record<string, unknown>[])
  return { ...counts, updated: counts.updated + removed, unchanged: counts.unchanged + deleted.length - removed }
}
