import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import type { ImportContext, SourceFile } from './sources/source.ts'

// History a rolling window would lose (decision 048): an import notes the keys each file of a
// source with history held; once every file is read, the rows of those files that it did not
// hold are marked gone (kept, with the date of the files that lack them), and rows marked gone
// that it holds again are unmarked. Rows it holds unchanged are not written.

type History = NonNullable<SourceFile['history']>

/** The keys of a batch's rows, noted for the import (in the batch's transaction). */
export async function noteSeen(db: DB, importId: string, file: SourceFile<unknown>, rows: readonly unknown[], ctx: ImportContext): Promise<void> {
  if (!file.history || ctx.feedId === null || rows.length === 0) return
  const key = file.history.key
  const keys = [...new Set(rows.map((r) => String((r as Record<string, unknown>)[key])))]
  await sql`insert into record_import_seen (import_id, kind, key) select ${importId}::uuid, ${file.key}, k from unnest(${keys}::text[]) as k
    on conflict do nothing`.execute(db)
}

const prefixed = (h: History) => (h.prefix ? sql`and t.${sql.ref(h.key)} like ${`${h.prefix}%`}` : sql``)
const seen = (importId: string, kind: string, h: History) =>
  sql`exists (select 1 from record_import_seen s where s.import_id = ${importId}::uuid and s.kind = ${kind} and s.key = t.${sql.ref(h.key)})`

/**
 * Marks what the import's files no longer hold as gone on `on` (the files' date), and what they
 * hold again as back; returns how many rows went and came back. The noted keys are dropped.
 */
export async function keepHistory(db: DB, importId: string, files: readonly SourceFile<unknown>[], ctx: ImportContext, on: string): Promise<{ gone: number; back: number }> {
  let gone = 0
  let back = 0
  if (ctx.feedId === null) return { gone, back }
  // Statistics first: tables an import has just filled have none (autovacuum comes later), and
  // without them the planner takes the noted keys for a handful and compares every row with every
  // key (25,000 inspections: over 30 s; with statistics a hash anti-join, well under one).
  const tables = [...new Set(files.flatMap((f) => (f.history ? [f.history.table] : [])))]
  if (tables.length > 0) await sql`analyze ${sql.join([sql.table('record_import_seen'), ...tables.map((t) => sql.table(t))])}`.execute(db)
  for (const file of files) {
    const h = file.history
    if (!h) continue
    const table = sql`${sql.table(h.table)} t`
    const went = await sql<{ n: number }>`with u as (update ${table} set gone_on = ${on}
      where t.feed_id = ${ctx.feedId} and t.gone_on is null ${prefixed(h)} and not ${seen(importId, file.key, h)} returning 1) select count(*)::int as n from u`.execute(db)
    const returned = await sql<{ n: number }>`with u as (update ${table} set gone_on = null
      where t.feed_id = ${ctx.feedId} and t.gone_on is not null ${prefixed(h)} and ${seen(importId, file.key, h)} returning 1) select count(*)::int as n from u`.execute(db)
    gone += Number(went.rows[0]?.n ?? 0)
    back += Number(returned.rows[0]?.n ?? 0)
  }
  await db.deleteFrom('record_import_seen').where('import_id', '=', importId).execute()
  return { gone, back }
}
