// npm run bench:answers — what the answers that need no render cost beside a cached page: the
// production build (BUILD_DIR) on a fresh embedded database, autocannon at 50 connections on a
// cached city page, /favicon.ico, robots.txt, the manifest and two 404s (PAGES=… for others;
// D=seconds, P=port). Prints status, X-Cache, req/s, p50/p99 and server CPU a request.
import autocannon from 'autocannon'
import { startProductionServer } from './lib/production-server.ts'
const PORT = Number(process.env.P ?? 3199)
const pages = (process.env.PAGES ?? '/city/denver,/favicon.ico,/robots.txt,/site.webmanifest,/no-such-page,/city/no-such-city').split(',')
const server = startProductionServer(PORT, {})
try {
  await server.ready(400_000)
  await server.cityImagesReady()
  for (const path of pages) {
    const headers = { 'accept-encoding': 'br, gzip', accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/131.0.0.0 Safari/537.36' }
    const first = await fetch(server.base + path, { headers })
    await first.arrayBuffer()
    await autocannon({ url: server.base + path, connections: 50, duration: 3, headers })
    const cpu0 = server.cpuSeconds()
    const r = await autocannon({ url: server.base + path, connections: 50, duration: Number(process.env.D ?? 8), headers })
    const cpu = ((server.cpuSeconds() - cpu0) * 1e6) / Math.max(1, r.requests.total)
    console.log(`${path.padEnd(24)} status ${first.status} ${first.headers.get('content-type')?.slice(0, 24)} x-cache ${first.headers.get('x-cache')} ${r.requests.average.toFixed(0).padStart(6)} req/s p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms ${cpu.toFixed(0)} µs CPU/req errors ${r.errors + r.timeouts}`)
  }
} finally {
  await server.stop()
}
