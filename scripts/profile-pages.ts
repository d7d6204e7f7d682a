// npm run profile -- [--requests 300] [--db postgres|pglite] [PATH…]
// A CPU profile of uncached renders: starts the production build with one worker and the page
// cache off (PostgreSQL: a fresh schema on TEST_DATABASE_URL or the local server), asks each page
// --requests times one at a time, and prints where the server's time went: the functions with the
// most self time, and the time by part (React's render, the database client, compression, …).
// Writes the .cpuprofile next to the report (open it in Chrome's DevTools).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ensureBuild, freshSchema, startProductionServer } from './lib/production-server.ts'
import { summariseProfile, type CpuProfile } from './lib/cpu-profile.ts'

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { requests: { type: 'string', default: '300' }, db: { type: 'string', default: 'postgres' }, port: { type: 'string', default: '3198' } },
})
const PAGES = positionals.length ? positionals : ['/city/denver', '/search?near=80202&radius=25', '/city/denver/larimer-street-kitchen']

ensureBuild()
for (const page of PAGES) {
  const schema = args.db === 'postgres' ? await freshSchema('profile', process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL) : null
  const dir = mkdtempSync(join(tmpdir(), 'safest-profile-'))
  const env = { PAGE_CACHE: 'off', WEB_CONCURRENCY: '1', ...(schema ? { DATABASE_URL: schema.url } : {}) }
  // Start and warm up without the profiler (the seed and V8's first compilations are not a page's cost)…
  const warmDir = mkdtempSync(join(tmpdir(), 'safest-data-'))
  const warm = startProductionServer(Number(args.port), env, warmDir)
  await warm.ready(180_000)
  await warm.cityImagesReady()
  await warm.stop()
  // …then again on the same database, profiled.
  const server = startProductionServer(Number(args.port), env, warmDir, ['--cpu-prof', `--cpu-prof-dir=${dir}`])
  const window = { from: 0n, to: 0n }
  try {
    await server.ready(180_000)
    const ask = async () => {
      const res = await fetch(server.base + page, { headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } })
      if (!res.ok) throw new Error(`${page}: ${res.status}`)
      await res.arrayBuffer()
    }
    for (let i = 0; i < 100; i++) await ask()
    const requests = Number(args.requests)
    const started = performance.now()
    window.from = process.hrtime.bigint()
    for (let i = 0; i < requests; i++) await ask()
    window.to = process.hrtime.bigint()
    console.log(`\n${page}: ${requests} uncached requests one at a time, ${((performance.now() - started) / requests).toFixed(1)} ms each (profiler on)`)
  } finally {
    await server.stop()
    await schema?.drop()
    rmSync(warmDir, { recursive: true, force: true })
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
  if (!file) throw new Error('no profile written')
  console.log(summariseProfile(JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile, window))
  console.log(`profile: ${join(dir, file)}`)
}
