// npm run bench [-- --db postgres] [--duration 10] [--connections 50] [--only cached|uncached] [--no-user-agent]
// Starts the production build itself (building it first if missing) with a fresh database and
// drives it with autocannon: a hashed static asset, then the public pages, as an anonymous visitor
// (the page cache on), then the city page again with the cache off (an uncached render each time).
// Prints req/s, p50/p99, errors and each page's ratio to the static asset of the same phase;
// then the cached city page's ratio to a bare node:http server sending the same answer (same
// headers, same brotli body; scripts/lib/bare-http-server.mjs), started here on --port + 1; last,
// that page side by side: bare, cached and uncached, as fractions of the bare server.
// --db postgres runs against a fresh schema on TEST_DATABASE_URL (or the local server).
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { get, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { cpuSecondsOf, ensureBuild, freshDataDir, freshSchema, startProductionServer } from './lib/production-server.ts'

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3199' },
    // --only uncached: just the uncached phase (quicker when working on render cost).
    only: { type: 'string' },
    // --no-user-agent: requests as a bot would send them, which the business statistics
    // do not count; by default each request is a browser's, so every business and city page view
    // is counted as a visitor's would be.
    'no-user-agent': { type: 'boolean', default: false },
  },
})
const DURATION = Number(args.duration)
const CONNECTIONS = Number(args.connections)
const PORT = Number(args.port)
const WARM_UP_SECONDS = 3
if (args.only !== undefined && args.only !== 'cached' && args.only !== 'uncached') {
  console.error('--only takes cached or uncached')
  process.exit(2)
}

const CACHED_PAGES = [
  '/',
  '/city/denver',
  '/city/denver?category=restaurants&badge=osha-compliant&sort=rating&dir=asc',
  '/city/denver/larimer-street-kitchen',
  '/city',
  '/products',
  '/reviews/example',
  '/quiz',
]
const UNCACHED_PAGES = ['/city/denver', '/city/denver?category=restaurants&badge=osha-compliant&sort=rating&dir=asc']
// The cached page compared with a bare node:http server (the goal: at least 0.8 of it, so the cache costs little).
const BARE_PAGE = '/city/denver'
const BARE_GOAL = 0.8
const BARE_ROUNDS = 3
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const REQUEST_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html', ...(args['no-user-agent'] ? {} : { 'user-agent': BROWSER }) }

interface Result {
  path: string
  rps: number
  p50: number
  p99: number
  errors: number
  /** Server CPU (all its processes) per answered request: what a render costs, whatever the load. */
  cpuMs: number
  ratio?: number
}

ensureBuild()
const schema = args.db === 'postgres' ? await freshSchema('bench', process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL) : null
// Both phases share one database and its drawn city images (drawn once, before the first phase).
const dataDir = freshDataDir()
let base = ''

async function load(path: string, cpuSeconds: () => number, origin = base): Promise<Result> {
  // Warm up before measuring: V8 optimises a render's code only after some hundreds of them (five
  // requests left the first seconds of the measurement running unoptimised code).
  for (let i = 0; i < 5; i++) await (await fetch(origin + path)).arrayBuffer()
  await autocannon({ url: origin + path, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers: REQUEST_HEADERS })
  const cpuBefore = cpuSeconds()
  const result = await autocannon({ url: origin + path, connections: CONNECTIONS, duration: DURATION, headers: REQUEST_HEADERS })
  return {
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMs: ((cpuSeconds() - cpuBefore) * 1000) / Math.max(1, result.requests.total),
  }
}

async function staticAsset(): Promise<string> {
  const html = await (await fetch(`${base}/`)).text()
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0]
  if (!asset) throw new Error('no hashed asset found on the home page')
  return asset
}

function print(title: string, results: Result[]) {
  console.log(`\n${title}`)
  console.log(`${'page'.padEnd(62)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'errors'.padStart(7)} ${'× static'.padStart(9)} ${'CPU/req'.padStart(8)}`)
  for (const r of results) {
    console.log(
      `${r.path.padEnd(62)} ${r.rps.toFixed(0).padStart(7)} ${`${r.p50}ms`.padStart(7)} ${`${r.p99}ms`.padStart(7)} ${String(r.errors).padStart(7)} ${r.ratio === undefined ? ''.padStart(9) : r.ratio.toFixed(2).padStart(9)} ${`${r.cpuMs.toFixed(1)}ms`.padStart(8)}`,
    )
  }
}

/**
 * The cached page's answer (status, headers, brotli body, as the app sent them) replayed by a bare
 * node:http server on --port + 1: what node itself serves with no framework. Measured in turns with
 * the cached page (BARE_ROUNDS each, the load of a shared machine changes from one minute to the
 * next); the ratio is of the total requests answered, and of the CPU per request.
 */
async function compareWithBare(appCpu: () => number): Promise<{ rows: Result[]; ratio: number; cpuRatio: number }> {
  const answer = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(base + BARE_PAGE, { headers: REQUEST_HEADERS }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)))
  const file = join(dataDir.path, 'bare-answer.json')
  writeFileSync(file, JSON.stringify({ status: answer.status, headers, body: answer.body.toString('base64') }))
  const port = PORT + 1
  const child = spawn('node', ['scripts/lib/bare-http-server.mjs', String(port), file], { stdio: ['ignore', 'ignore', 'inherit'] })
  try {
    const origin = `http://127.0.0.1:${port}`
    for (let i = 0; i < 50 && !(await fetch(origin).then(() => true, () => false)); i++) await new Promise((r) => setTimeout(r, 100))
    const rows: Result[] = []
    for (let round = 1; round <= BARE_ROUNDS; round++) {
      const app = await load(BARE_PAGE, appCpu)
      const bare = await load(BARE_PAGE, () => cpuSecondsOf(child.pid!), origin)
      app.path = `${BARE_PAGE} (turn ${round})`
      bare.path = `bare node:http, same answer (${(answer.body.length / 1024).toFixed(1)} KB ${headers['content-encoding'] ?? ''}, turn ${round})`
      rows.push(app, bare)
    }
    const total = (turns: Result[], pick: (r: Result) => number) => turns.reduce((sum, r) => sum + pick(r), 0)
    const apps = rows.filter((_, i) => i % 2 === 0)
    const bares = rows.filter((_, i) => i % 2 === 1)
    return { rows, ratio: total(apps, (r) => r.rps) / total(bares, (r) => r.rps), cpuRatio: total(bares, (r) => r.cpuMs) / total(apps, (r) => r.cpuMs) }
  } finally {
    child.kill()
  }
}

async function phase(title: string, env: Record<string, string>, pages: string[], withBare = false) {
  const server = startProductionServer(PORT, { ...env, ...(schema ? { DATABASE_URL: schema.url } : {}) }, dataDir.path)
  base = server.base
  try {
    await server.ready(180_000)
    await server.cityImagesReady()
    const asset = await staticAsset()
    const cpu = () => server.cpuSeconds()
    const results = [await load(asset, cpu)]
    for (const page of pages) results.push(await load(page, cpu))
    const bare = withBare ? await compareWithBare(cpu) : undefined
    const staticRps = results[0]!.rps
    for (const r of [...results.slice(1), ...(bare?.rows ?? [])]) r.ratio = r.rps / staticRps
    results[0]!.path = `static asset (${asset.slice(0, 40)})`
    print(title, [...results, ...(bare?.rows ?? [])])
    if (bare) {
      const cpuUs = (rows: Result[]) => rows.map((r) => `${(r.cpuMs * 1000).toFixed(0)}`).join('/')
      console.log(`\nCached ${BARE_PAGE} ÷ bare node:http with the same answer, ${BARE_ROUNDS} turns each: ${bare.ratio.toFixed(2)} of its req/s (goal ≥ ${BARE_GOAL}), ${bare.cpuRatio.toFixed(2)} by CPU per request (${cpuUs(bare.rows.filter((_, i) => i % 2 === 0))} µs vs ${cpuUs(bare.rows.filter((_, i) => i % 2 === 1))} µs)`)
    }
    return { results, bare }
  } finally {
    await server.stop()
  }
}

/**
 * The same page three ways in one run: a bare node:http server replaying its cached answer (what
 * node itself can do), the app answering it from the page cache, and the app rendering it each
 * time; req/s and server CPU per request, each as a fraction of the bare server's.
 */
function printSideBySide(bareRows: Result[], uncached: Result) {
  const mean = (rows: Result[], pick: (r: Result) => number) => rows.reduce((sum, r) => sum + pick(r), 0) / rows.length
  const bare = bareRows.filter((_, i) => i % 2 === 1)
  const app = bareRows.filter((_, i) => i % 2 === 0)
  const rows = [
    ['bare node:http, the same answer', mean(bare, (r) => r.rps), mean(bare, (r) => r.cpuMs)],
    ['cached (page cache)', mean(app, (r) => r.rps), mean(app, (r) => r.cpuMs)],
    ['uncached (rendered each time)', uncached.rps, uncached.cpuMs],
  ] as const
  const [, bareRps, bareCpu] = rows[0]
  console.log(`\n${BARE_PAGE} side by side (${CONNECTIONS} connections)`)
  console.log(`${'answered by'.padEnd(34)} ${'req/s'.padStart(7)} ${'× bare'.padStart(7)} ${'CPU/req'.padStart(9)} ${'bare ÷ it'.padStart(10)}`)
  for (const [label, rps, cpu] of rows) {
    console.log(`${label.padEnd(34)} ${rps.toFixed(0).padStart(7)} ${(rps / bareRps).toFixed(2).padStart(7)} ${`${(cpu * 1000).toFixed(0)} µs`.padStart(9)} ${(bareCpu / cpu).toFixed(3).padStart(10)}`)
  }
}

let failed = false
try {
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per page, database ${args.db}, ${args['no-user-agent'] ? 'no User-Agent (not counted)' : 'a browser User-Agent (counted)'}, ${new Date().toISOString()}`)
  const { results: cached, bare } = args.only === 'uncached' ? { results: [], bare: undefined } : await phase('Anonymous visitors (page cache on)', {}, CACHED_PAGES, true)
  const bareRatio = bare?.ratio
  const { results: uncached } = args.only === 'cached' ? { results: [] } : await phase('Uncached renders (PAGE_CACHE=off)', { PAGE_CACHE: 'off' }, UNCACHED_PAGES)
  if (bare && uncached.length > 1) printSideBySide(bare.rows, uncached[1]!)
  // The goals: cached pages ≥ 0.5× the static asset with p99 < 100 ms; an uncached city page
  // ≥ 0.2×; no errors anywhere; the cached city page ≥ 0.8× a bare node:http server.
  const misses = [
    ...cached.slice(1).filter((r) => (r.ratio ?? 0) < 0.5 || r.p99 >= 100).map((r) => `cached ${r.path}`),
    ...(bareRatio !== undefined && bareRatio < BARE_GOAL ? [`cached ${BARE_PAGE} ${bareRatio.toFixed(2)}× bare node:http`] : []),
    ...uncached.slice(1, 2).filter((r) => (r.ratio ?? 0) < 0.2).map((r) => `uncached ${r.path}`),
    ...[...cached, ...uncached].filter((r) => r.errors > 0).map((r) => `errors on ${r.path}`),
  ]
  console.log(misses.length ? `\nBelow the goals: ${misses.join('; ')}` : args.only ? `\nGoals of the ${args.only} phase met.` : '\nAll goals met.')
  failed = misses.some((m) => m.startsWith('errors'))
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await schema?.drop()
  dataDir.remove()
}
process.exit(failed ? 1 : 0)
