import { Transform } from 'node:stream'
import { parse } from 'csv-parse'
import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import type { ImportProblem } from '~/lib/db-schema-records.ts'
import { CSV_OPTIONS } from '~/domain/records/read-csv.server.ts'
import type { ImportContext, ImportFile, Parsed, RecordSource } from '~/domain/records/sources/source.ts'
import { keepHistory, noteSeen } from '~/domain/records/keep-history.server.ts'

// Streams a source's files into its tables in batches (decision 037, for every source, decision
// 045), each batch committed with the import's progress (the line it reached in that file), so a
// stopped import resumes after its last batch. Malformed rows are counted and reported by line,
// never fatal. Rows earlier files held and these do not are kept, counted as gone (decision 048).

export const BATCH_ROWS = 1000
/** Problems kept (with their line) for the report; all are counted. */
export const PROBLEMS_KEPT = 200

export type { ImportFile }

export interface ImportProgress {
  progress: number
  inserted: number
  updated: number
  unchanged: number
  malformed: number
  /** Rows earlier files held that these no longer hold (kept, marked gone). */
  gone: number
}

/**
 * Reads the source's files with rows, in the source's order (from where it stopped), with the
 * data's publication date; the import stays running (at 99 %) until its matches are made
 * (importAndMatch marks it done).
 */
export async function runRecordImport(db: DB, importId: string, source: RecordSource, files: Map<string, ImportFile>, ctx: ImportContext, onProgress?: (p: ImportProgress) => void): Promise<ImportProgress> {
  const start = await db.selectFrom('record_imports').selectAll().where('id', '=', importId).executeTakeFirstOrThrow()
  await db.updateTable('record_imports').set({ status: 'running', error: null }).where('id', '=', importId).execute()
  const streamed = source.files.filter((f) => f.rows && files.has(f.key))
  const total = streamed.reduce((sum, f) => sum + files.get(f.key)!.size, 0) || 1
  const feed = ctx.feedId === null ? null : await db.selectFrom('record_feeds').select('feed_date').where('id', '=', ctx.feedId).executeTakeFirst()
  let published = start.published_on ?? feed?.feed_date ?? ''
  const lines = { ...start.lines }
  const state = { bytes: 0, ...pick(start) }
  for (const file of streamed) {
    const rows = file.rows!
    const resumeAfter = lines[file.key] ?? 0
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        state.bytes += chunk.length
        done(null, chunk)
      },
    })
    const problems: ImportProblem[] = []
    const parser = (await files.get(file.key)!.open()).pipe(counter).pipe(
      parse({
        ...CSV_OPTIONS,
        info: true,
        skip_records_with_error: true,
        on_skip: (error) => {
          problems.push({ file: file.key, line: Number(error?.lines ?? 0), reason: (error?.message ?? 'unreadable row').slice(0, 200) })
          return undefined
        },
      }),
    )
    let batch: { line: number; raw: Record<string, string> }[] = []
    const flush = async () => {
      const lastLine = batch.at(-1)?.line ?? lines[file.key] ?? 0
      const parsedRows: never[] = []
      for (const { line, raw } of batch) {
        const parsed = rows.parse(raw, ctx) as Parsed<never>
        if (parsed.ok) {
          parsedRows.push(parsed.row)
          const date = rows.dateOf?.(parsed.row) ?? null
          if (date && date > published) published = date
        } else problems.push({ file: file.key, line, reason: parsed.reason })
      }
      batch = []
      lines[file.key] = lastLine
      await db.transaction().execute(async (trx) => {
        const counts = await rows.write(trx, parsedRows, ctx)
        await noteSeen(trx, importId, file, parsedRows, ctx)
        state.inserted += counts.inserted
        state.updated += counts.updated
        state.unchanged += counts.unchanged
        state.malformed += problems.length
        state.progress = Math.min(99, Math.floor((100 * state.bytes) / total))
        const kept = problems.splice(0).slice(0, PROBLEMS_KEPT)
        await trx.updateTable('record_imports').set({
          lines: JSON.stringify(lines),
          inserted: state.inserted, updated: state.updated, unchanged: state.unchanged, malformed: state.malformed, progress: state.progress,
          problems: sql`(select coalesce(jsonb_agg(p), '[]'::jsonb) from (select p from jsonb_array_elements(problems || ${JSON.stringify(kept)}::jsonb) p limit ${PROBLEMS_KEPT}) s)`,
          published_on: published || null,
        }).where('id', '=', importId).execute()
        if (ctx.feedId !== null && published) await trx.updateTable('record_feeds').set({ feed_date: published }).where('id', '=', ctx.feedId).where((eb) => eb.or([eb('feed_date', 'is', null), eb('feed_date', '<', published)])).execute()
      })
      onProgress?.({ ...state })
    }
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      if (info.lines <= resumeAfter) continue
      batch.push({ line: info.lines, raw: record })
      if (batch.length >= BATCH_ROWS) await flush()
    }
    if (batch.length > 0 || problems.length > 0) await flush()
  }
  await db.transaction().execute(async (trx) => {
    const kept = await keepHistory(trx, importId, streamed, ctx, published || start.created_at.toISOString().slice(0, 10))
    state.gone += kept.gone
    state.updated += kept.back
    await trx.updateTable('record_imports').set({ progress: 99, gone: state.gone, updated: state.updated }).where('id', '=', importId).execute()
  })
  return { ...pick(state), progress: 99 }
}

function pick(row: { inserted: number; updated: number; unchanged: number; malformed: number; progress: number; gone: number }) {
  return { inserted: row.inserted, updated: row.updated, unchanged: row.unchanged, malformed: row.malformed, progress: row.progress, gone: row.gone }
}
