// npm run bench:scale — after `npm run db:seed:scale`, on the same DATABASE_URL (PostgreSQL).
// 1. Times the directory's queries directly (p50/p95 over repeated runs): a big city plain, searched,
//    filtered, sorted by rating, a deep page; /city's summaries; the home Top 5; the admin table.
// 2. Starts the production server with the page cache off and requests each page one at a time
//    (concurrency 1): every answer is an uncached render. Business pages: one of the biggest city,
//    a seeded one with awards and reviews, and (after `npm run records:generate` and
//    `records:import`) the business with the most public records.
// 3. Prints EXPLAIN ANALYZE of the directory query.
// 4. Starts it again as `npm start` does (one worker per core) and loads a city page, a filtered
//    one, a business page and a 25-mile search with 50 connections: req/s (goal ≥ 200) and p50/p99.
import autocannon from 'autocannon'
import { sql } from 'kysely'
import { findBusinesses, findTopBusinesses } from '../app/domain/business/find-businesses.server.ts'
import { findCities } from '../app/domain/directory/find-cities.server.ts'
import { findBusinessRows } from '../app/domain/business/find-business-rows.admin.server.ts'
import { parseDirectoryQuery } from '../app/domain/directory/directory-query.ts'
import { parseBusinessQuery } from '../app/domain/business/business-query.ts'
import { openDatabase } from '../app/lib/db.server.ts'
import { parseNearQuery } from '../app/domain/places/near-query.ts'
import { searchNear } from '../app/domain/places/search-near.server.ts'
import { getEnv } from '../app/lib/env.server.ts'
import { ensureBuild, startProductionServer } from './lib/production-server.ts'

const env = getEnv()
if (!env.DATABASE_URL) {
  console.error('bench:scale needs DATABASE_URL (the database db:seed:scale filled)')
  process.exit(2)
}
const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const CONNECTIONS = 50
const THROUGHPUT_GOAL = 200
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PORT = Number(process.env.BENCH_PORT ?? 3197)
const db = openDatabase({ url: env.DATABASE_URL })

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!
  return { p50: at(0.5), p95: at(0.95) }
}

async function time(label: string, run: () => Promise<unknown>, budget: number) {
  // A few untimed runs first: a fresh server's first requests compile code and fill caches.
  for (let i = 0; i < 3; i++) await run()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    await run()
    samples.push(performance.now() - t)
  }
  const { p50, p95 } = percentiles(samples)
  console.log(`${p95 <= budget ? 'ok  ' : 'SLOW'} ${label.padEnd(58)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (budget ${budget} ms)`)
  return p95 <= budget
}

let ok = true
try {
  const { n } = (await sql<{ n: string }>`select count(*) as n from businesses`.execute(db)).rows[0]!
  const big = (await db.selectFrom('cities').select(['id', 'slug', 'business_count']).orderBy('business_count', 'desc').limit(1).executeTakeFirstOrThrow())
  console.log(`${Number(n).toLocaleString('en-US')} businesses; biggest city ${big.slug} with ${big.business_count.toLocaleString('en-US')} published`)
  const deep = Math.max(1, Math.floor(big.business_count / 12 / 2))
  const query = (qs: string) => parseDirectoryQuery(new URLSearchParams(qs))
  // Like the city page's loader: an unfiltered page takes its total from the trigger-kept count.

  console.log('\nQueries (directory budget 20 ms, others 50 ms, p95)')
  ok = (await time(`city page: ${big.slug}`, () => findBusinesses(db, big.id, query(''), undefined, big.business_count), 20)) && ok
  ok = (await time('city page: search "family"', () => findBusinesses(db, big.id, query('q=family')), 20)) && ok
  ok = (await time('city page: healthcare + OSHA badge', () => findBusinesses(db, big.id, query('category=healthcare&badge=osha-compliant')), 20)) && ok
  ok = (await time('city page: sorted by rating, ascending', () => findBusinesses(db, big.id, query('sort=rating&dir=asc'), undefined, big.business_count), 20)) && ok
  ok = (await time(`city page: page ${deep}`, () => findBusinesses(db, big.id, query(`page=${deep}`), undefined, big.business_count), 20)) && ok
  ok = (await time('/city: every city with its count', () => findCities(db), 50)) && ok
  // Near me: 25 miles around the biggest city's point, nearest first (bounding box on the index, then the distance).
  const center = await db.selectFrom('cities').select(['latitude', 'longitude']).where('id', '=', big.id).executeTakeFirstOrThrow()
  const point = { latitude: center.latitude ?? 39.74, longitude: center.longitude ?? -104.99 }
  const near = (qs: string) => parseNearQuery(new URLSearchParams(qs))
  ok = (await time('search: 25 miles, by distance', () => searchNear(db, near('radius=25&sort=distance'), point), 50)) && ok
  ok = (await time('search: 25 miles, restaurants, by safety score', () => searchNear(db, near('radius=25&category=restaurants&sort=score'), point), 50)) && ok
  ok = (await time('home: Top 5 restaurants', () => findTopBusinesses(db, 'restaurants'), 50)) && ok
  ok = (await time('admin table: page 1 by name', () => findBusinessRows(db, parseBusinessQuery(new URLSearchParams()), { includeHidden: true }), 50)) && ok
  ok = (await time('admin table: page 400 by safety score', () => findBusinessRows(db, parseBusinessQuery(new URLSearchParams('sort=safety_score&page=400')), { includeHidden: true }), 50)) && ok
  ok = (await time('admin table: page 1 by city', () => findBusinessRows(db, parseBusinessQuery(new URLSearchParams('sort=city')), { includeHidden: true }), 50)) && ok
  ok = (await time('admin table: page 400 by city, descending', () => findBusinessRows(db, parseBusinessQuery(new URLSearchParams('sort=city&dir=desc&page=400')), { includeHidden: true }), 50)) && ok
  // The businesses tables' searches (budget 300 ms, p95), admin (every business) and members'
  // (published only): a common name word (5 % of names), a rare word, a lone digit (a fifth of the
  // businesses), 14 one-letter words (8 count), a city's name (22 cities), each sorted by name, score,
  // rating and city, on the first page and the deepest (page 40: "1,000+" shows 40 pages).
  const searches = ['harbor', '4711', '5', 'a b c d e f g h i j k l m n', 'kingston']
  console.log('\nBusinesses searches (budget 300 ms, p95)')
  for (const q of searches) {
    for (const sort of ['name', 'safety_score', 'rating', 'city']) {
      for (const page of ['1', '40']) {
        for (const includeHidden of [true, false]) {
          const params = new URLSearchParams({ q, sort, dir: sort === 'name' || sort === 'city' ? 'asc' : 'desc', page })
          ok = (await time(`${includeHidden ? 'admin' : 'members'}: ${params}`, () => findBusinessRows(db, parseBusinessQuery(params), { includeHidden }), 300)) && ok
        }
      }
    }
  }
  console.log('\nEXPLAIN ANALYZE of the city page query (healthcare + OSHA, by score):')
  const plan = await sql<{ 'QUERY PLAN': string }>`explain analyze
    select id, name, safety_score, rating from businesses
    where city_id = ${big.id} and status = 'published' and category = 'healthcare' and badges @> array['osha']::text[]
    order by safety_score desc, rating desc, name asc limit 12`.execute(db)
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`)

  console.log('\nUncached pages over HTTP, concurrency 1 (budget p95 50 ms)')
  ensureBuild()
  const server = startProductionServer(PORT, { PAGE_CACHE: 'off', WEB_CONCURRENCY: '1', DATABASE_URL: env.DATABASE_URL })
  try {
    const base = server.base
    await server.ready()
    // A business page of the biggest city, a sample business with awards and reviews, and (after
    // `npm run records:import`) the business with the most public records.
    const business = await db.selectFrom('businesses').select('slug').where('city_id', '=', big.id).where('status', '=', 'published').orderBy('id').limit(1).executeTakeFirstOrThrow()
    // After `npm run records:generate` and `records:import`: the published business with the most attached inspections.
    const withRecords = await db.selectFrom('osha_inspections').innerJoin('businesses', 'businesses.id', 'osha_inspections.business_id').innerJoin('cities', 'cities.id', 'businesses.city_id')
      .select(['businesses.slug', 'cities.slug as city']).where('match_status', 'in', ['certain', 'confirmed']).where('businesses.status', '=', 'published')
      .groupBy(['businesses.slug', 'cities.slug']).orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('businesses.slug').limit(1).executeTakeFirst()
    const pages = [`/city/${big.slug}`, `/city/${big.slug}?q=family`, `/city/${big.slug}?category=healthcare&badge=osha-compliant`, `/city/${big.slug}?sort=rating&dir=asc`, `/city/${big.slug}?page=${deep}`,
      `/city/${big.slug}/${business.slug}`, '/city/milwaukee/menomonee-valley-metalworks', ...(withRecords ? [`/city/${withRecords.city}/${withRecords.slug}`] : []),
      '/search?near=80202&radius=25&sort=distance', '/city', '/']
    for (const path of pages) {
      ok = (await time(`GET ${path}`, async () => {
        const res = await fetch(base + path)
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`${path}: ${res.status}`)
      }, 50)) && ok
    }
  } finally {
    await server.stop()
  }

  // The same kinds of page under load, as `npm start` serves them (one worker per core).
  console.log(`\nUncached pages over HTTP, ${CONNECTIONS} connections, npm start's workers (goal ≥ ${THROUGHPUT_GOAL} req/s, no errors)`)
  const cluster = startProductionServer(PORT, { PAGE_CACHE: 'off', DATABASE_URL: env.DATABASE_URL })
  try {
    await cluster.ready()
    const business = await db.selectFrom('businesses').select('slug').where('city_id', '=', big.id).where('status', '=', 'published').orderBy('id').limit(1).executeTakeFirstOrThrow()
    for (const path of [`/city/${big.slug}`, `/city/${big.slug}?category=healthcare&badge=osha-compliant`, `/city/${big.slug}/${business.slug}`, '/search?near=80202&radius=25&sort=distance']) {
      const url = cluster.base + path
      await autocannon({ url, connections: CONNECTIONS, duration: 3 })
      const r = await autocannon({ url, connections: CONNECTIONS, duration: THROUGHPUT_SECONDS })
      const errors = r.errors + r.timeouts + r.non2xx
      const met = r.requests.average >= THROUGHPUT_GOAL && errors === 0
      ok = met && ok
      console.log(`${met ? 'ok  ' : 'SLOW'} GET ${path.padEnd(54)} ${r.requests.average.toFixed(0).padStart(5)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  errors ${errors}`)
    }
  } finally {
    await cluster.stop()
  }
} finally {
  await db.destroy()
}
console.log(ok ? '\nAll within budget.' : '\nSome are over budget (SLOW above).')
