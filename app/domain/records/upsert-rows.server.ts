import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'

// One batch of a source's rows written, idempotent by the table's key (decision 037): a row equal
// to the stored one is left alone, so importing the same files again changes nothing. Every
// source's tables are written through here (OSHA's, and the feeds' establishments, inspections
// and findings).

export interface BatchCounts {
  inserted: number
  updated: number
  unchanged: number
}

export interface UpsertTable {
  table: string
  /** The primary key's columns, with their SQL types (for the lookup by the whole key). */
  keys: readonly { column: string; type: 'text' | 'integer' }[]
  /** The columns a row carries besides its key; a row differing in any of them is updated. */
  columns: readonly string[]
  /** A row whose match keys change is matched again: an admin's decision on it no longer holds. */
  rematchOn?: readonly string[]
}

export const NO_CHANGE: BatchCounts = { inserted: 0, updated: 0, unchanged: 0 }

/** `(t.a, t.b) is distinct from (excluded.a, excluded.b)` */
function differs(table: string, columns: readonly string[]) {
  const list = (prefix: string) => sql.join(columns.map((c) => sql.ref(`${prefix}.${c}`)))
  return sql<boolean>`(${list(table)}) is distinct from (${list('excluded')})`
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`
  return JSON.stringify(v ?? null)
}

/** A stored value and a written one are the same (numeric columns read as text, jsonb read as objects, written as JSON). */
function same(stored: unknown, given: unknown): boolean {
  if (stored === given) return true
  if (stored === null || given === null || stored === undefined || given === undefined) return false
  if (typeof stored === 'object') return typeof given === 'string' && canonical(stored) === canonical(JSON.parse(given))
  if (typeof stored === 'string' && typeof given === 'number') return stored !== '' && Number(stored) === given
  return false
}

export const keyOf = (spec: UpsertTable, row: Record<string, unknown>) => spec.keys.map((k) => String(row[k.column])).join('\u0000')

/**
 * Writes the rows (the last of each key wins) and counts them: inserted, updated, unchanged. The
 * rows equal to their stored row, column for column, skip the upsert, whose `on conflict do update
 * … where` locks (and so writes) every existing row even when it leaves it unchanged; the stored
 * rows are read by the whole key (a join on the primary key, whatever the table's statistics say).
 */
export async function upsertRows<T extends Record<string, unknown>>(db: DB, spec: UpsertTable, batch: readonly T[]): Promise<BatchCounts> {
  const all = [...new Map(batch.map((r) => [keyOf(spec, r), r])).values()]
  if (all.length === 0) return NO_CHANGE
  const keys = sql.join(spec.keys.map((k) => sql`${all.map((r) => r[k.column])}::${sql.raw(k.type)}[]`))
  const names = sql.join(spec.keys.map((k) => sql.ref(k.column)))
  const on = sql.join(spec.keys.map((k) => sql`t.${sql.ref(k.column)} = k.${sql.ref(k.column)}`), sql` and `)
  const stored = (await sql<Record<string, unknown>>`select t.* from unnest(${keys}) as k(${names}) join ${sql.table(spec.table)} t on ${on}`.execute(db)).rows
  const byKey = new Map(stored.map((s) => [keyOf(spec, s), s]))
  const rows = all.filter((r) => {
    const s = byKey.get(keyOf(spec, r))
    return s === undefined || !spec.columns.every((c) => same(s[c], r[c]))
  })
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: all.length }
  const moved = spec.rematchOn && differs(spec.table, spec.rematchOn)
  const table = spec.table
  const written = await sql<{ inserted: boolean }>`insert into ${sql.table(table)} (${sql.join([...spec.keys.map((k) => k.column), ...spec.columns].map((c) => sql.ref(c)))})
    values ${sql.join(rows.map((r) => sql`(${sql.join([...spec.keys.map((k) => k.column), ...spec.columns].map((c) => r[c] ?? null))})`))}
    on conflict (${names}) do update set ${sql.join([
      ...spec.columns.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`),
      ...(moved ? [
        sql`match_status = case when ${moved} then 'none' else ${sql.ref(`${table}.match_status`)} end`,
        sql`business_id = case when ${moved} then null else ${sql.ref(`${table}.business_id`)} end`,
        sql`match_confidence = case when ${moved} then 0 else ${sql.ref(`${table}.match_confidence`)} end`,
        sql`updated_at = now()`,
      ] : []),
    ])}
    where ${differs(table, spec.columns)}
    returning (xmax = 0) as inserted`.execute(db)
  const inserted = written.rows.filter((w) => w.inserted).length
  return { inserted, updated: written.rows.length - inserted, unchanged: all.length - written.rows.length }
}

export const addCounts = (a: BatchCounts, b: BatchCounts): BatchCounts => ({ inserted: a.inserted + b.inserted, updated: a.updated + b.updated, unchanged: a.unchanged + b.unchanged })
