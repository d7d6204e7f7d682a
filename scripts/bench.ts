// npm run bench — load-tests the production build on this machine and checks the budgets.
// Starts `node start.js` on a spare port with a fresh embedded database, warms up, then sends a
// fixed number of requests per page at fixed concurrency and reports throughput and latency.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PORT = Number(process.env.BENCH_PORT ?? 3199)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400)
const CONCURRENCY = 8
// Budgets for a 2-core machine (p95 latency in ms, minimum requests per second).
const PAGES = [
  { path: '/', p95: 350, rps: 35 },
  { path: '/city/denver', p95: 220, rps: 55 },
  { path: '/city/denver?type=restaurants&cert=osha&sort=rating&dir=asc', p95: 220, rps: 55 },
  { path: '/city', p95: 250, rps: 45 },
  { path: '/healthz', p95: 50, rps: 300 },
]

const dataDir = mkdtempSync(join(tmpdir(), 'safest-bench-'))
const server = spawn('node', ['start.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'error', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const base = `http://127.0.0.1:${PORT}`

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not start')
}

async function measure(path: string) {
  const latencies: number[] = []
  let next = 0
  let failures = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++
        const t = performance.now()
        const res = await fetch(base + path)
        await res.arrayBuffer()
        if (!res.ok) failures++
        latencies.push(performance.now() - t)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!
  return { rps: latencies.length / seconds, p50: pct(0.5), p95: pct(0.95), failures }
}

let failed = false
try {
  await waitForServer()
  for (const page of PAGES) for (let i = 0; i < 20; i++) await (await fetch(base + page.path)).arrayBuffer()
  console.log(`${REQUESTS} requests per page, concurrency ${CONCURRENCY}`)
  for (const page of PAGES) {
    const r = await measure(page.path)
    const ok = r.p95 <= page.p95 && r.rps >= page.rps && r.failures === 0
    if (!ok) failed = true
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${page.path.padEnd(64)} ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms (budget ${page.p95} ms, ${page.rps} req/s)${r.failures ? `  ${r.failures} errors` : ''}`,
    )
  }
  const home = await fetch(base + '/')
  const html = await home.text()
  const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!)
  let bytes = 0
  for (const src of scripts) bytes += (await (await fetch(base + src, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer()).byteLength
  console.log(`home page: ${(html.length / 1024).toFixed(0)} KB HTML, ${(bytes / 1024).toFixed(0)} KB JavaScript (uncompressed, ${scripts.length} modules)`)
} finally {
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
