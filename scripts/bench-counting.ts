// npm run bench:counting — what the listing statistics cost a cached page: one production
// server, a business page and a city page loaded by autocannon (50 connections, 5 s a turn) in
// alternating turns as a browser (counted) and with no User-Agent (a bot: not counted), six turns
// each, so both see the same server, cache and machine load. Prints req/s and CPU per request.
import autocannon from 'autocannon'
import { ensureBuild, freshDataDir, startProductionServer } from './lib/production-server.ts'

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PAGES = ['/city/denver/larimer-street-kitchen', '/city/denver']
const TURNS = 6
const SECONDS = 5

ensureBuild()
const dataDir = freshDataDir()
const server = startProductionServer(3199, {}, dataDir.path)
const load = (path: string, counted: boolean, duration: number) =>
  autocannon({ url: server.base + path, connections: 50, duration, headers: { 'accept-encoding': 'br, gzip', ...(counted ? { 'user-agent': BROWSER } : {}) } })
try {
  await server.ready(180_000)
  await server.cityImagesReady()
  for (const page of PAGES) for (const counted of [true, false]) await load(page, counted, 3)
  const totals = new Map<string, { requests: number; cpu: number; errors: number }>()
  for (let turn = 0; turn < TURNS; turn++) {
    for (const page of PAGES) {
      for (const counted of turn % 2 ? [true, false] : [false, true]) {
        const before = server.cpuSeconds()
        const result = await load(page, counted, SECONDS)
        const key = `${page} ${counted ? 'browser (counted)' : 'no User-Agent (not counted)'}`
        const total = totals.get(key) ?? { requests: 0, cpu: 0, errors: 0 }
        total.requests += result.requests.total
        total.cpu += server.cpuSeconds() - before
        total.errors += result.errors + result.non2xx
        totals.set(key, total)
      }
    }
  }
  console.log(`${TURNS} turns of ${SECONDS} s each, ${new Date().toISOString()}`)
  for (const [key, t] of totals) console.log(`${key.padEnd(70)} ${(t.requests / (TURNS * SECONDS)).toFixed(0).padStart(6)} req/s ${((t.cpu * 1e6) / t.requests).toFixed(0).padStart(4)} µs CPU/req  ${t.errors} errors`)
} finally {
  await server.stop()
}
