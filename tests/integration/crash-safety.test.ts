// Both engines: kill -9 of the server (on PostgreSQL, the whole cluster of workers) and its storage.
// `kill -9` during a burst of writes (member sign-ups, submissions, confirmed
// members' reviews) and during a CSV import loses no acknowledged write and leaves no half-import.
// The longer drill, three kills on both engines, is `npm run fault:kill`. The production server (start.js on a production
// build) runs as a child process in its own process group, killed with SIGKILL (the whole group:
// on PostgreSQL, the cluster primary and its workers), then started again on the same data.
// The server's database is a copy of the run's template: a PGlite folder, or (TEST_DB=postgres) a
// database on the server at TEST_DATABASE_URL.
// Uses the build in BUILD_DIR (default build-crash/), building it first when missing (minutes).
// See docs/reliability.md ("Crash-safe writes").
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acknowledged, checkStored, confirmedReviewers, crashWriters, reviewableBusinesses, runTag, withStoredData, WRITE_KINDS, type Write } from '../../scripts/lib/crash-writes.ts'
import { ensureProductionBuild, startProductionServer, type ProductionServer } from '../support/production-server.ts'
import { startSmtpServer } from '../support/smtp-server.ts'
import { copyTemplate } from '../support/template-database.ts'
import { engine } from '../support/template-database.ts'

const ADMIN = { email: 'crash-admin@safest.test', password: 'crash-drill-password-42' }
const BURST_WORKERS = 8
const IMPORT_ROWS = Number(process.env.CRASH_IMPORT_ROWS ?? 40_000)
const run = runTag()

let removeCopy = async () => {}
let databaseUrl: string | undefined
let dataDir: string
let server: ProductionServer | undefined
let mailbox: Awaited<ReturnType<typeof startSmtpServer>> | undefined

/** SQL against the stored data while the server is down (PGlite allows one process) or up (PostgreSQL). */
async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  if (engine === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query(sql, params)).rows as T[]
    } finally {
      await client.end()
    }
  }
  const db = new PGlite(join(dataDir, 'pglite'))
  try {
    return (await db.query<T>(sql, params)).rows
  } finally {
    await db.close()
  }
}

async function startServer(): Promise<string> {
  server = await startProductionServer({
    dataDir,
    databaseUrl,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_SUBMISSIONS: '1000000', RATE_LIMIT_AUTH: '1000000', SMTP_URL: mailbox!.url },
  })
  return server.base
}

async function kill9(): Promise<void> {
  await server?.kill()
  server = undefined
}

beforeAll(async () => {
  ensureProductionBuild()
  mailbox = await startSmtpServer() // the reviewers' confirmation links
  // A copy of the run's template: the server's start finds the seed applied.
  const copy = await copyTemplate('crash')
  removeCopy = copy.remove
  databaseUrl = copy.options.url
  dataDir = copy.options.dataDir ?? mkdtempSync(join(tmpdir(), 'safest-crash-'))
}, 600_000)

afterAll(async () => {
  await kill9()
  await mailbox?.close()
  rmSync(dataDir, { recursive: true, force: true })
  await removeCopy()
})

describe(`kill -9 on ${engine}`, () => {
  it('during a burst of sign-ups, submissions and reviews: every acknowledged one is stored whole', async () => {
    const base = await startServer()
    const businesses = await reviewableBusinesses(base, 3)
    const reviewerEmails = [0, 1, 2].map((i) => `crash-${run}-reviewer${i}@example.com`)
    const reviewers = await confirmedReviewers(base, mailbox!, reviewerEmails, businesses[0]!)
    const writes: Write[] = reviewerEmails.map((key) => ({ kind: 'sign-up', key, status: 302 }))
    const load = crashWriters({ run, reviewers, businesses, writes }).start(base, BURST_WORKERS)
    const until = Date.now() + 60_000
    while (writes.filter(acknowledged).length < 150 && Date.now() < until) await sleep(20)
    const stopped = load.stop() // mid-burst: BURST_WORKERS requests are in flight
    await kill9()
    await stopped
    const count = (kind: string, ok = false) => writes.filter((w) => w.kind === kind && (!ok || acknowledged(w))).length
    for (const kind of WRITE_KINDS) expect(count(kind, true), kind).toBeGreaterThanOrEqual(20)

    const { found, lost, partial, profileless } = await withStoredData({ dataDir, databaseUrl }, (q) => checkStored(q, run, writes))
    const line = WRITE_KINDS.map((kind) => `${kind}s ${count(kind)} sent / ${count(kind, true)} acknowledged / ${found[kind]} found`).join('; ')
    console.log(`[crash ${engine}] burst: ${line}; ${lost.length} acknowledged but lost; ${profileless.length} cut sign-ups awaiting their profile`)
    expect(lost).toEqual([])
    expect(partial).toEqual([]) // no account without its password, no review count off
  }, 300_000)

  it('during a CSV import: the listings are either unchanged or all imported, never half', async () => {
    const businessesBefore = Number((await query<{ n: string }>('select count(*) as n from businesses'))[0]!.n)
    const base = await startServer()
    const login = await fetch(`${base}/admin-login`, { method: 'POST', body: new URLSearchParams(ADMIN), redirect: 'manual', headers: { Origin: base } })
    expect(login.status).toBe(302)
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

    const lines = ['name,type,description,rating,address,phone']
    for (let i = 0; i < IMPORT_ROWS; i++) lines.push(`Crash Import ${run} ${i},retail,Imported during a crash drill,4.5,"${i} Main St, Denver, CO 80202",(303) 555-0100`)
    const form = new FormData()
    form.set('intent', 'import')
    form.set('file', new File([lines.join('\n') + '\n'], 'crash.csv', { type: 'text/csv' }))

    // "Mid-import": the import's transaction has written (PostgreSQL: a backend with an xid
    // touching businesses; PGlite: the WAL files change after the upload, nothing else writes).
    const walFiles = () => readdirSync(join(dataDir, 'pglite', 'pg_wal')).filter((f) => /^[0-9A-F]{24}$/.test(f)).map((f) => statSync(join(dataDir, 'pglite', 'pg_wal', f)))
    const walStamp = () => walFiles().map((s) => `${s.mtimeMs}:${s.size}`).join(',')
    const walBefore = engine === 'pglite' ? walStamp() : ''
    const writing = async () => {
      if (engine === 'pglite') return walStamp() !== walBefore
      const rows = await query<{ n: string }>(`select count(*) as n from pg_stat_activity where backend_xid is not null and pid <> pg_backend_pid() and query ilike '%businesses%'`)
      return Number(rows[0]!.n) > 0
    }
    let answered: number | null = null
    const upload = fetch(`${base}/admin/businesses/import`, { method: 'POST', body: form, headers: { cookie, Origin: base }, signal: AbortSignal.timeout(120_000) })
      .then((r) => (answered = r.status), () => (answered = 0))
    const until = Date.now() + 120_000
    let midImport = false
    while (answered === null && Date.now() < until) {
      if (await writing()) {
        midImport = true
        break
      }
      await sleep(engine === 'pglite' ? 5 : 25)
    }
    await kill9()
    await upload

    // One statement: on PGlite each query() opens the stored data anew.
    const [after] = await query<{ businesses: string; imported: string; audits: string }>(
      `select (select count(*) from businesses) as businesses, (select count(*) from businesses where name like $1) as imported,
        (select count(*) from audit_log where action = 'business.import') as audits`,
      [`Crash Import ${run} %`],
    )
    const [businessesAfter, imported, audits] = [Number(after!.businesses), Number(after!.imported), Number(after!.audits)]
    console.log(`[crash ${engine}] import of ${IMPORT_ROWS} rows: killed ${midImport ? 'while its transaction was writing' : `after it answered ${answered}`}; ${imported} rows stored, audit entries ${audits}`)
    expect(midImport).toBe(true)
    expect([0, IMPORT_ROWS]).toContain(imported)
    expect(businessesAfter).toBe(businessesBefore + imported)
    expect(audits).toBe(imported === 0 ? 0 : 1)

    // And the server comes back on that data.
    const again = await startServer()
    expect((await fetch(`${again}/city/denver`)).status).toBe(200)
    await kill9()
  }, 400_000)
})
