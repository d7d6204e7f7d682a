// npm run records:import -- --inspections FILE --violations FILE
// Streams the DOL's OSHA enforcement CSVs (inspection and violation tables) into the database in
// batches, then matches inspections to businesses and rescores them (issue 35, decision 037).
// Stopped midway, the same command resumes after the last committed batch; run again once done,
// it changes nothing. With the embedded database, stop the server first (one process at a time).
import { createReadStream, statSync } from 'node:fs'
import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '../app/lib/db.server.ts'
import { getEnv } from '../app/lib/env.server.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { importAndMatch } from '../app/domain/admin/records/import-job.server.ts'

const { values } = parseArgs({ options: { inspections: { type: 'string' }, violations: { type: 'string' } } })
if (!values.inspections || !values.violations) {
  console.error('Usage: npm run records:import -- --inspections FILE --violations FILE')
  process.exit(2)
}
const paths = { inspections: values.inspections, violations: values.violations }
const sizes = { inspections: statSync(paths.inspections).size, violations: statSync(paths.violations).size }
const files = `${basename(paths.inspections)} (${sizes.inspections} bytes) + ${basename(paths.violations)} (${sizes.violations} bytes)`

const env = getEnv()
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
const started = Date.now()
try {
  await migrateToLatest(db)
  // The same files, not finished: resume after their last committed batch.
  const unfinished = await db.selectFrom('record_imports').select('id').where('files', '=', files).where('source', '=', 'cli').where('status', 'in', ['queued', 'running', 'failed']).orderBy('created_at', 'desc').executeTakeFirst()
  const id = unfinished?.id ?? (await db.insertInto('record_imports').values({ source: 'cli', files, requested_by: 'command line' }).returning('id').executeTakeFirstOrThrow()).id
  if (unfinished) console.log('Resuming the unfinished import of these files')
  const open = (kind: 'inspections' | 'violations') => ({ open: () => createReadStream(paths[kind]), size: sizes[kind] })
  const outcome = await importAndMatch(db, id, { inspections: open('inspections'), violations: open('violations') }, (p) => {
    const bar = '#'.repeat(Math.floor(p.progress / 4)).padEnd(25, '.')
    process.stdout.write(`\r[${bar}] ${String(p.progress).padStart(3)}%  ${p.inserted} new, ${p.updated} updated, ${p.unchanged} unchanged, ${p.malformed} malformed`)
  })
  process.stdout.write('\n')
  const done = await db.selectFrom('record_imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  for (const p of [...done.problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)) console.log(`  ${p.file} line ${p.line}: ${p.reason}`)
  if (done.malformed > done.problems.length) console.log(`  … and ${done.malformed - done.problems.length} more malformed rows`)
  console.log(`Matched: ${outcome.certain} certain, ${outcome.pending} waiting for the admin; ${outcome.rescored} businesses rescored. Data published ${done.published_on ?? 'on an unknown date'}. ${((Date.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await db.destroy()
}
