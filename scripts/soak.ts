// npm run soak [-- --minutes 10] [--db postgres] [--connections 50]
// Mixed traffic against the production build for a while, sampling the server's resident memory
// (all its processes) every 10 s. Passes when memory at the end is within 20 % of where it
// settled after the first minute and no request failed.
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { ensureBuild, freshSchema, startProductionServer } from './lib/production-server.ts'

const { values: args } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, db: { type: 'string', default: 'pglite' }, connections: { type: 'string', default: '50' }, port: { type: 'string', default: '3195' } },
})
const SECONDS = Number(args.minutes) * 60
const PORT = Number(args.port)
ensureBuild()
const schema = args.db === 'postgres' ? await freshSchema('soak') : null
const run = startProductionServer(PORT, { RATE_LIMIT_SUBMISSIONS: '1000000', ...(schema ? { DATABASE_URL: schema.url } : {}) })
const base = run.base

// A visitor mix: cached pages, varied city filters and searches (renders), static assets, the
// health check, and a few newsletter posts (writes).
const CITIES = ['denver', 'boise', 'milwaukee', 'anchorage', 'hartford', 'birmingham', 'little-rock', 'wilmington']
const TYPES = ['restaurants', 'healthcare', 'retail', 'childcare']
let n = 0
function nextRequest() {
  n++
  const city = CITIES[n % CITIES.length]
  switch (n % 10) {
    case 0: return { method: 'GET' as const, path: '/' }
    case 1: return { method: 'GET' as const, path: `/city/${city}` }
    case 2: return { method: 'GET' as const, path: `/city/${city}?type=${TYPES[n % TYPES.length]}&sort=rating&page=${1 + (n % 3)}` }
    case 3: return { method: 'GET' as const, path: `/city/${city}?q=${['safe', 'kitchen', 'care', 'x' + (n % 500)][n % 4]}` }
    case 4: return { method: 'GET' as const, path: '/products' }
    case 5: return { method: 'GET' as const, path: '/reviews/example' }
    case 6: return { method: 'GET' as const, path: '/quiz' }
    case 7: return { method: 'GET' as const, path: '/city' }
    case 8: return { method: 'GET' as const, path: '/healthz' }
    default:
      return { method: 'POST' as const, path: '/api/newsletter', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: `email=soak${n}%40example.com` }
  }
}

const samples: { at: number; mb: number }[] = []
let failed = false
try {
  await run.ready()
  await run.cityImagesReady()
  const started = Date.now()
  const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, mb: run.residentMb() }), 10_000)
  const result = await autocannon({
    url: base,
    connections: Number(args.connections),
    duration: SECONDS,
    // Each request of the mix is chosen as it is sent.
    requests: [{ setupRequest: ((req: object) => ({ ...req, ...nextRequest() })) as unknown as autocannon.Request['setupRequest'] }],
  })
  clearInterval(sampler)
  samples.push({ at: SECONDS, mb: run.residentMb() })
  const settled = samples.find((s) => s.at >= 60) ?? samples[0]!
  const end = samples.at(-1)!
  const growth = (end.mb - settled.mb) / settled.mb
  const errors = result.errors + result.timeouts + result.non2xx
  console.log(`soak ${args.minutes} min, ${args.connections} connections, database ${args.db}: ${result.requests.total.toLocaleString('en-US')} requests, ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, errors ${errors} (non-2xx ${result.non2xx})`)
  console.log(`memory (MB): ${samples.map((s) => `${s.at.toFixed(0)}s ${s.mb.toFixed(0)}`).join(', ')}`)
  console.log(`after 1 min ${settled.mb.toFixed(0)} MB, at the end ${end.mb.toFixed(0)} MB: ${(growth * 100).toFixed(1)} %`)
  failed = errors > 0 || growth > 0.2
  console.log(failed ? 'FAIL (errors, or memory grew more than 20 %)' : 'ok')
} finally {
  await run.stop()
  await schema?.drop()
}
process.exit(failed ? 1 : 0)
