// npm run fault:db — a database outage drill against the production build.
//
// Starts a private PostgreSQL cluster (temp folder, free port) and the production server on it,
// loads the server with a few concurrent requests, stops the database for OUTAGE_MS, starts it
// again and keeps loading. Prints status counts before/during/after, whether the server process
// survived, whether any 500 appeared and how long pages took to recover. Exits non-zero if the
// process died, a 5xx other than 503 (or no answer) appeared, the 503 answers were not the
// friendly ones, or recovery took longer than RECOVERY_LIMIT_MS.
//
// Uses the build in BUILD_DIR (default build/); builds it first if it is missing.
// Everything it starts it stops, also on failure or Ctrl-C. Loopback only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { cleanUpOnAbort } from './lib/abort-cleanup.ts'
import { checkFriendlyAnswers, report, type Sample, type Target } from './lib/outage-drill.ts'
import { freePort, startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts'

const BEFORE_MS = 5_000
const OUTAGE_MS = 10_000
const AFTER_MS = 10_000
const CONCURRENCY = 4
const REQUEST_TIMEOUT_MS = 10_000
const MAX_REQUESTS = 20_000 // per run, whatever the timings: the load loop is bounded
const RECOVERY_LIMIT_MS = 5_000
const RUN_LIMIT_MS = 4 * 60_000 // the whole drill, including the first boot (migrate + seed)

const nomination = new URLSearchParams({ kind: 'nomination', businessName: 'Fault Drill Diner' })
const TARGETS: Target[] = [
  { label: 'GET /', path: '/', page: true },
  { label: 'GET /city/denver', path: '/city/denver', page: true },
  { label: 'GET /about (no database)', path: '/about' },
  { label: 'GET / (session cookie)', path: '/', init: { headers: { Cookie: 'better-auth.session_token=drill.invalid' } } },
  { label: 'GET /healthz', path: '/healthz' },
  { label: 'POST /api/submissions', path: '/api/submissions', init: { method: 'POST', body: nomination, headers: { Accept: 'application/json' } } },
]

let cluster: PrivatePostgres | undefined
let server: ChildProcess | undefined
let dataDir: string | undefined
const serverLog: string[] = []

async function main(): Promise<number> {
  const buildDir = process.env.BUILD_DIR ?? 'build'
  ensureBuild(buildDir)
  cluster = await startPrivatePostgres()
  dataDir = mkdtempSync(join(tmpdir(), 'safest-fault-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  server = startServer(buildDir, cluster.url, port, dataDir)
  console.log(`database ${cluster.url}, server ${base} (build ${buildDir}/)`)
  await waitForHealthy(base, 120_000)

  const samples: Sample[] = []
  const load = startLoad(base, samples)
  await sleep(BEFORE_MS)

  const stopAt = performance.now()
  await cluster.stop()
  console.log('database stopped (pg_ctl stop -m fast)')
  await sleep(2_000)
  const checks = await checkFriendlyAnswers(base, nomination, REQUEST_TIMEOUT_MS)
  await sleep(Math.max(0, OUTAGE_MS - (performance.now() - stopAt)))

  await cluster.start()
  const restartedAt = performance.now()
  console.log('database started again')
  await sleep(AFTER_MS)
  await load.stop()

  const alive = server.exitCode === null && server.signalCode === null
  return report(samples, { stopAt, restartedAt, alive, checks }, { targets: TARGETS, concurrency: CONCURRENCY, outageMs: OUTAGE_MS, recoveryLimitMs: RECOVERY_LIMIT_MS, serverLog })
}

function ensureBuild(buildDir: string): void {
  if (existsSync(join(buildDir, 'server', 'index.js'))) return
  console.log(`${buildDir}/ has no production build: building it (react-router build)…`)
  const result = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: buildDir } })
  if (result.status !== 0) throw new Error('build failed')
}

function startServer(buildDir: string, databaseUrl: string, port: number, dir: string): ChildProcess {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    BUILD_DIR: buildDir,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    LOG_LEVEL: 'error',
    DATA_DIR: dir,
    SMTP_URL: '', // mail stays in the outbox table: nothing leaves the machine
    RATE_LIMIT_SUBMISSIONS: '1000000', // the drill posts far more than a visitor would
  }
  const child = spawn(process.execPath, ['start.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const keep = (chunk: Buffer) => {
    serverLog.push(...chunk.toString().split('\n').filter(Boolean))
    if (serverLog.length > 2_000) serverLog.splice(0, serverLog.length - 2_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return child
}

async function waitForHealthy(base: string, limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs
  while (performance.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`server exited during start:\n${serverLog.slice(-20).join('\n')}`)
    const status = await request(base, { label: 'healthz', path: '/healthz' }).catch(() => 0)
    if (status === 200) return
    await sleep(250)
  }
  throw new Error('server did not become healthy in time')
}

async function request(base: string, target: Target): Promise<number> {
  const response = await fetch(base + target.path, { ...target.init, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  await response.arrayBuffer() // read the body: the answer is only complete once it has streamed
  return response.status
}

/** CONCURRENCY workers cycling through TARGETS until stopped (or MAX_REQUESTS in all). */
function startLoad(base: string, samples: Sample[]): { stop: () => Promise<void> } {
  let running = true
  let next = 0
  const worker = async () => {
    while (running && samples.length < MAX_REQUESTS) {
      const target = TARGETS[next++ % TARGETS.length]
      const started = performance.now()
      const status = await request(base, target).catch(() => 0)
      samples.push({ target, started, ended: performance.now(), status })
      if (status === 0) await sleep(50) // a dead server refuses at once: don't spin
    }
  }
  const workers = Array.from({ length: CONCURRENCY }, worker)
  return {
    stop: async () => {
      running = false
      await Promise.all(workers)
    },
  }
}

/** Stops the server and the cluster and deletes the temp folders; safe to call more than once. */
async function cleanup(): Promise<void> {
  const child = server
  server = undefined
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    if ((await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])) === false) child.kill('SIGKILL')
  }
  cleanupSync()
}

function cleanupSync(): void {
  if (server && server.exitCode === null) server.kill('SIGKILL')
  cluster?.remove()
  cluster = undefined
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  dataDir = undefined
}

// Last line of defence: whatever happens, leave no cluster or server behind.
process.on('exit', cleanupSync)
cleanUpOnAbort(cleanup, RUN_LIMIT_MS, `fault:db took longer than ${RUN_LIMIT_MS / 1000} s: giving up`)

let code = 1
try {
  code = await main()
} catch (error) {
  console.error('fault:db failed:', error instanceof Error ? error.message : error)
} finally {
  await cleanup()
}
process.exit(code)
