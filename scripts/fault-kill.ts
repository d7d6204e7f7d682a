// npm run fault:kill [-- --db pglite|postgres|both] — the crash drill.
//
// Starts the production server (start.js on the build in BUILD_DIR, default build-crash/, built
// first when missing) in its own process group, on the embedded database (PGlite in a temp
// DATA_DIR) and/or PostgreSQL (a fresh schema on TEST_DATABASE_URL when given, else on a private
// cluster in a temp folder: never the shared server). Concurrent clients send member sign-ups,
// public submissions and confirmed members' reviews over HTTP; mid-stream the whole process group
// is killed with SIGKILL, and the server restarted on the same data — three times. Then it checks,
// in the database, that every acknowledged write (a 2xx/3xx answer) is stored whole, that nothing
// is half-written, and that each restart was clean (time to the first healthy answer, no error in
// its log, pages served). Prints a table; exits non-zero on any loss. See docs/reliability.md.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ensureProductionBuild, startProductionServer, type ProductionServer } from '../tests/support/production-server.ts'
import { startSmtpServer } from '../tests/support/smtp-server.ts'
import { acknowledged, checkStored, confirmedReviewers, crashWriters, reviewableBusinesses, runTag, signIn, withStoredData, WRITE_KINDS, type StoredCheck, type Write } from './lib/crash-writes.ts'
import { cleanUpOnAbort } from './lib/abort-cleanup.ts'
import { freshSchema } from './lib/production-server.ts'
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts'

type Engine = 'pglite' | 'postgres'

const KILLS = 3
const WORKERS = Number(process.env.CRASH_WORKERS ?? 6)
/** Acknowledged writes before each kill (or ROUND_LIMIT_MS, whichever comes first). */
const ACKS_PER_ROUND = Number(process.env.CRASH_ACKS ?? 150)
const ROUND_LIMIT_MS = 60_000
const REVIEWERS = 8
const RUN_LIMIT_MS = 15 * 60_000

interface Outcome {
  engine: Engine
  writes: Write[]
  check: StoredCheck
  firstStartMs: number
  restartMs: number[]
  /** In flight when each kill landed. */
  inFlight: number[]
  /** Problems of the restarts: error lines in the server's log, pages that did not answer 200. */
  uncleanStarts: string[]
  /** Sign-ups killed before their answer, and how many of those accounts were stored (and signed in). */
  cutSignUps: { unanswered: number; stored: number }
}

const cleanups: (() => Promise<void> | void)[] = []

function parseEngines(argv: string[]): Engine[] {
  const at = argv.indexOf('--db')
  const value = at >= 0 ? argv[at + 1] : (argv.find((a) => a.startsWith('--db='))?.slice(5) ?? 'both')
  if (value === 'both') return ['pglite', 'postgres']
  if (value === 'pglite' || value === 'postgres') return [value]
  throw new Error(`--db must be pglite, postgres or both (got ${value})`)
}

/** A fresh schema for the run: on TEST_DATABASE_URL's server when given, else on a private cluster. */
async function freshPostgres(): Promise<string> {
  let serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const cluster: PrivatePostgres = await startPrivatePostgres()
    cleanups.push(() => cluster.remove())
    serverUrl = cluster.url
  }
  const schema = await freshSchema('crashdrill', serverUrl)
  cleanups.push(() => schema.drop().catch(() => {}))
  return schema.url
}

/** Lines a clean start does not print (LOG_LEVEL=error: every JSON line is an error). */
const errorLines = (log: string[]) => log.filter((line) => !/^Safest( on |: \d+ workers)/.test(line) && !/worker \d+ exited \(SIGKILL\)/.test(line))

async function drill(engine: Engine, run: string): Promise<Outcome> {
  const dataDir = mkdtempSync(join(tmpdir(), `safest-kill-${engine}-`))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  const databaseUrl = engine === 'postgres' ? await freshPostgres() : undefined
  const mailbox = await startSmtpServer()
  cleanups.push(() => mailbox.close())
  const env = { RATE_LIMIT_SUBMISSIONS: '1000000', RATE_LIMIT_AUTH: '1000000', SMTP_URL: mailbox.url }

  let server: ProductionServer | undefined
  cleanups.push(() => server?.kill())
  const uncleanStarts: string[] = []
  const start = async (label: string) => {
    const started = performance.now()
    server = await startProductionServer({ dataDir, databaseUrl, env })
    const ms = Math.round(performance.now() - started)
    const page = await fetch(`${server.base}/city/denver`).then((r) => r.status, () => 0)
    if (page !== 200) uncleanStarts.push(`${label}: /city/denver answered ${page}`)
    for (const line of errorLines(server.log)) uncleanStarts.push(`${label}: ${line.slice(0, 300)}`)
    return ms
  }

  console.log(`[${engine}] first start (migrations and seed)…`)
  const firstStartMs = await start('first start')
  console.log(`[${engine}] healthy after ${firstStartMs} ms`)
  const businesses = await reviewableBusinesses(server!.base)
  if (businesses.length === 0) throw new Error('no business to review on /city/denver')
  const reviewerEmails = Array.from({ length: REVIEWERS }, (_, i) => `crash-${run}-reviewer${i}@example.com`)
  const reviewers = await confirmedReviewers(server!.base, mailbox, reviewerEmails, businesses[0]!)
  const writes: Write[] = reviewerEmails.map((key) => ({ kind: 'sign-up', key, status: 302 }))
  console.log(`[${engine}] ${reviewers.length} confirmed reviewers, ${businesses.length} businesses to review`)
  const writers = crashWriters({ run, reviewers, businesses, writes })

  const restartMs: number[] = []
  const inFlight: number[] = []
  for (let kill = 1; kill <= KILLS; kill++) {
    const before = writes.filter(acknowledged).length
    const load = writers.start(server!.base, WORKERS)
    const until = Date.now() + ROUND_LIMIT_MS
    while (writes.filter(acknowledged).length - before < ACKS_PER_ROUND && Date.now() < until) await sleep(20)
    const answeredBefore = writes.length
    const stopped = load.stop() // no new request from here on; those in flight are killed
    await server!.kill()
    await stopped
    inFlight.push(writes.slice(answeredBefore).filter((w) => w.status === 0).length)
    restartMs.push(await start(`restart ${kill}`))
    console.log(`[${engine}] kill ${kill}: ${writes.filter(acknowledged).length - before} acknowledged this round; restarted in ${restartMs.at(-1)} ms`)
  }
  // The sign-ups that got no answer: where the account was stored, its owner signs in (a sign-up
  // cut between the account and its profile gets the profile then).
  const unanswered = writes.filter((w) => w.kind === 'sign-up' && w.status === 0)
  const signIns = await Promise.all(unanswered.map((w) => signIn(server!.base, w.key)))
  await server!.stop()
  const check = await withStoredData({ dataDir, databaseUrl }, (query) => checkStored(query, run, writes))
  const cutSignUps = { unanswered: unanswered.length, stored: signIns.filter((s) => s === 302).length }
  return { engine, writes, check, firstStartMs, restartMs, inFlight, uncleanStarts, cutSignUps }
}

function report(outcomes: Outcome[]): boolean {
  const rows = outcomes.map((o) => {
    const acked = o.writes.filter(acknowledged).length
    const found = WRITE_KINDS.reduce((sum, kind) => sum + o.check.found[kind], 0)
    const half = o.check.partial.length + o.check.profileless.length
    return [o.engine, String(o.writes.length), String(acked), String(found), String(o.check.lost.length), String(half), o.restartMs.map((ms) => `${ms} ms`).join(', ')]
  })
  const header = ['engine', 'writes sent', 'acknowledged', 'found after restarts', 'lost', 'half-written', 'restart times (to first healthy answer)']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`)

  let ok = true
  for (const o of outcomes) {
    const byKind = WRITE_KINDS.map((kind) => {
      const mine = o.writes.filter((w) => w.kind === kind)
      return `${kind}s ${mine.length} sent / ${mine.filter(acknowledged).length} acknowledged / ${o.check.found[kind]} found`
    })
    console.log(`\n${o.engine}: ${byKind.join('; ')}`)
    console.log(`  first start ${o.firstStartMs} ms; in flight at each kill: ${o.inFlight.join(', ')}; answers: ${statusCounts(o.writes)}`)
    console.log(`  sign-ups killed before their answer: ${o.cutSignUps.unanswered}, of which stored (and signed in): ${o.cutSignUps.stored}`)
    for (const w of o.check.lost.slice(0, 10)) console.log(`  LOST ${w.kind} ${w.key} (answered ${w.status})`)
    for (const p of [...o.check.partial, ...o.check.profileless].slice(0, 10)) console.log(`  HALF-WRITTEN ${p}`)
    for (const u of o.uncleanStarts.slice(0, 10)) console.log(`  UNCLEAN START ${u}`)
    if (o.check.lost.length || o.check.partial.length || o.check.profileless.length || o.uncleanStarts.length) ok = false
  }
  console.log(ok ? '\nPASS' : '\nFAIL')
  return ok
}

function statusCounts(writes: Write[]): string {
  const counts = new Map<number, number>()
  for (const w of writes) counts.set(w.status, (counts.get(w.status) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s === 0 ? 'none' : s}: ${n}`).join(', ')
}

async function cleanup(): Promise<void> {
  for (const step of cleanups.splice(0).reverse()) await Promise.resolve().then(step).catch(() => {})
}

cleanUpOnAbort(cleanup, RUN_LIMIT_MS, `fault:kill took longer than ${RUN_LIMIT_MS / 60_000} minutes: giving up`)

let code = 1
try {
  const engines = parseEngines(process.argv.slice(2))
  ensureProductionBuild()
  const outcomes: Outcome[] = []
  for (const engine of engines) {
    outcomes.push(await drill(engine, runTag()))
    await cleanup()
  }
  code = report(outcomes) ? 0 : 1
} catch (error) {
  console.error('fault:kill failed:', error instanceof Error ? error.message : error)
} finally {
  await cleanup()
}
process.exit(code)
