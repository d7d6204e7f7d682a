// npm run records:import -- [--source osha|lives|tx-childcare|cms-nursing-homes|fmcsa] [--create-businesses] DIR_OR_ZIP
// npm run records:import -- --inspections FILE --violations FILE        (OSHA, as before)
// Streams a public-records source's files, in their official layout, into the database in batches,
// then matches them to businesses, creates businesses from what matches none when asked (LIVES:
// restaurants, Texas: child care), and rescores them (decisions 037, 045). Rows earlier files
// held that these do not are kept and counted as gone from the source (decision 048). A folder's or ZIP's
// files are told apart by their names; files not of the named source are refused, naming what is
// missing. Stopped midway, the same command resumes after the last committed batch; run again
// once done, it changes nothing. With the embedded database, stop the server first.
import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '../app/lib/db.server.ts'
import { getEnv } from '../app/lib/env.server.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { importAndMatch } from '../app/domain/records/import-job.server.ts'
import { filesOfPath } from '../app/domain/records/import-files.server.ts'
import { DEFAULT_SOURCE, isSourceId, SOURCE_IDS } from '../app/domain/records/sources/ids.ts'
import { sourceOf } from '../app/domain/records/sources/index.ts'
import { AppError } from '../app/lib/app-error.ts'

const USAGE = `Usage: npm run records:import -- [--source ${SOURCE_IDS.join('|')}] [--create-businesses] DIR_OR_ZIP
       npm run records:import -- --inspections FILE --violations FILE`
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { source: { type: 'string', default: DEFAULT_SOURCE }, 'create-businesses': { type: 'boolean', default: false }, inspections: { type: 'string' }, violations: { type: 'string' } },
})
const sourceId = values.source!
if (!isSourceId(sourceId)) {
  console.error(`Unknown source "${sourceId}": one of ${SOURCE_IDS.join(', ')}\n${USAGE}`)
  process.exit(2)
}
const paths = values.inspections || values.violations ? [values.inspections, values.violations].filter((p): p is string => Boolean(p)) : positionals
if (paths.length === 0) {
  console.error(USAGE)
  process.exit(2)
}
const source = sourceOf(sourceId)

const env = getEnv()
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
const started = Date.now()
let failed = false
try {
  const files = (await Promise.all(paths.map((p) => filesOfPath(p)))).flat()
  const label = files.map((f) => `${basename(f.name)} (${f.size} bytes)`).join(' + ')
  await migrateToLatest(db)
  // The same files, not finished: resume after their last committed batch.
  const unfinished = await db.selectFrom('record_imports').select('id').where('files', '=', label).where('source', '=', 'cli').where('record_source', '=', sourceId)
    .where('status', 'in', ['queued', 'running', 'failed']).orderBy('created_at', 'desc').executeTakeFirst()
  const id = unfinished?.id ?? (await db.insertInto('record_imports')
    .values({ source: 'cli', record_source: sourceId, create_businesses: values['create-businesses'], files: label, requested_by: 'command line' }).returning('id').executeTakeFirstOrThrow()).id
  if (unfinished) console.log('Resuming the unfinished import of these files')
  const outcome = await importAndMatch(db, id, files, (p) => {
    const bar = '#'.repeat(Math.floor(p.progress / 4)).padEnd(25, '.')
    process.stdout.write(`\r[${bar}] ${String(p.progress).padStart(3)}%  ${p.inserted} added, ${p.updated} changed, ${p.unchanged} unchanged, ${p.malformed} malformed`)
  })
  process.stdout.write('\n')
  const done = await db.selectFrom('record_imports').leftJoin('record_feeds', 'record_feeds.id', 'record_imports.feed_id')
    .select(['problems', 'malformed', 'published_on', 'inserted', 'updated', 'unchanged', 'gone', 'record_feeds.publisher']).where('record_imports.id', '=', id).executeTakeFirstOrThrow()
  for (const p of [...done.problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)) console.log(`  ${p.file}${p.line ? ` line ${p.line}` : ''}: ${p.reason}`)
  if (done.malformed > done.problems.length) console.log(`  … and ${done.malformed - done.problems.length} more malformed rows`)
  console.log(`${source.label}${done.publisher ? ` of ${done.publisher}` : ''}, ${source.dateLabel} ${done.published_on ?? 'an unknown date'}.`)
  console.log(`Rows: ${done.inserted} added, ${done.updated} changed, ${done.unchanged} unchanged, ${done.gone} gone from the source (kept in the history).`)
  console.log(`Matched: ${outcome.certain} certain, ${outcome.pending} waiting for the admin; ${outcome.created} businesses created; ${outcome.rescored} businesses rescored. ${((Date.now() - started) / 1000).toFixed(1)} s`)
} catch (error) {
  if (!(error instanceof AppError)) throw error
  console.error(`Refused: ${error.message}`)
  failed = true
} finally {
  await db.destroy()
}
if (failed) process.exit(1)
