import { Transform, type Readable } from 'node:stream'
import { parse } from 'csv-parse'
import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import type { ImportProblem } from '~/lib/db-schema-records.ts'
import { inspectionRow, violationRow, type Parsed } from './csv-rows.ts'
import { writeInspections, writeViolations, type BatchCounts } from './write-records.server.ts'

// Issue 35: streams the DOL's two CSV files into osha_inspections / osha_violations in batches,
// each batch committed with the import's progress (the line it reached), so a stopped import
// resumes after its last batch. Malformed rows are counted and reported by line, never fatal.

export const BATCH_ROWS = 1000
/** Problems kept (with their line) for the report; all are counted. */
export const PROBLEMS_KEPT = 200

export interface ImportFile {
  open: () => Readable
  size: number
}

export interface ImportProgress {
  progress: number
  inserted: number
  updated: number
  unchanged: number
  malformed: number
}

type Kind = ImportProblem['file']

/** Reads both files of an import (from where it stopped), with the data's publication date; the import stays running (at 99 %) until its matches are made (importAndMatch marks it done). */
export async function runRecordImport(db: DB, importId: string, files: Record<Kind, ImportFile>, onProgress?: (p: ImportProgress) => void): Promise<ImportProgress> {
  const start = await db.selectFrom('record_imports').selectAll().where('id', '=', importId).executeTakeFirstOrThrow()
  await db.updateTable('record_imports').set({ status: 'running', error: null }).where('id', '=', importId).execute()
  const total = files.inspections.size + files.violations.size || 1
  let published = start.published_on ?? ''
  const state = { bytes: 0, ...pick(start) }
  for (const kind of ['inspections', 'violations'] as const) {
    const resumeAfter = kind === 'inspections' ? start.inspections_line : start.violations_line
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        state.bytes += chunk.length
        done(null, chunk)
      },
    })
    const problems: ImportProblem[] = []
    const parser = files[kind].open().pipe(counter).pipe(
      parse({
        columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
        bom: true,
        info: true,
        skip_empty_lines: true,
        skip_records_with_error: true,
        on_skip: (error) => {
          problems.push({ file: kind, line: Number(error?.lines ?? 0), reason: (error?.message ?? 'unreadable row').slice(0, 200) })
          return undefined
        },
      }),
    )
    let batch: { line: number; raw: Record<string, string> }[] = []
    const flush = async () => {
      const lastLine = batch.at(-1)?.line ?? 0
      const rows = [] as unknown[]
      for (const { line, raw } of batch) {
        const parsed: Parsed<{ load_dt: string | null }> = kind === 'inspections' ? inspectionRow(raw) : violationRow(raw)
        if (parsed.ok) {
          rows.push(parsed.row)
          if (parsed.row.load_dt && parsed.row.load_dt > published) published = parsed.row.load_dt
        } else problems.push({ file: kind, line, reason: parsed.reason })
      }
      batch = []
      await db.transaction().execute(async (trx) => {
        const counts: BatchCounts = kind === 'inspections' ? await writeInspections(trx, rows as never) : await writeViolations(trx, rows as never)
        state.inserted += counts.inserted
        state.updated += counts.updated
        state.unchanged += counts.unchanged
        state.malformed += problems.length
        state.progress = Math.min(99, Math.floor((100 * state.bytes) / total))
        const kept = problems.splice(0).slice(0, PROBLEMS_KEPT)
        await trx.updateTable('record_imports').set({
          ...(kind === 'inspections' ? { inspections_line: lastLine } : { violations_line: lastLine }),
          inserted: state.inserted, updated: state.updated, unchanged: state.unchanged, malformed: state.malformed, progress: state.progress,
          problems: sql`(select coalesce(jsonb_agg(p), '[]'::jsonb) from (select p from jsonb_array_elements(problems || ${JSON.stringify(kept)}::jsonb) p limit ${PROBLEMS_KEPT}) s)`,
          published_on: published || null,
        }).where('id', '=', importId).execute()
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
  await db.updateTable('record_imports').set({ progress: 99 }).where('id', '=', importId).execute()
  return { ...pick(state), progress: 99 }
}

function pick(row: { inserted: number; updated: number; unchanged: number; malformed: number; progress: number }) {
  return { inserted: row.inserted, updated: row.updated, unchanged: row.unchanged, malformed: row.malformed, progress: row.progress }
}
