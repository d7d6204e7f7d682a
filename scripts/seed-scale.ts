// npm run db:seed:scale -- --businesses 1000000 [--cities 450] [--biggest-share 0.05]
// A load-test fixture for PostgreSQL (reads DATABASE_URL): adds generated cities and realistic
// generated businesses across all cities, in batches of one multi-row statement each (unnest of
// column arrays). It is a bulk loader, not a write path: the site's writes go through
// createBusinesses. Every 50th generated business is checked against the business schema. The most
// populous city gets --biggest-share of them (New York's share of 8 million: 400,000), the others
// an even share. Two batches are written at once (PostgreSQL builds one while the next is made).
import { parseArgs } from 'node:util'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { US_STATES } from '../app/content/states.ts'
import { businessSchema } from '../app/domain/business/model.ts'
import { bumpContentVersion } from '../app/lib/content-version.server.ts'
import { prepareDatabase } from '../db/seed/index.ts'
import { BUSINESS_CATEGORIES, type Database } from '../app/lib/db-schema.ts'
import { getEnv } from '../app/lib/env.server.ts'
import { businessSlug } from '../app/lib/slugs.ts'
import { fnv1a, seededRandom } from '../app/lib/seeded-random.ts'

const { values } = parseArgs({
  options: { businesses: { type: 'string', default: '1000000' }, cities: { type: 'string', default: '450' }, batch: { type: 'string', default: '5000' }, 'biggest-share': { type: 'string', default: '0.05' } },
})
const TOTAL = Number(values.businesses)
const BIGGEST_SHARE = Number(values['biggest-share'])
const EXTRA_CITIES = Number(values.cities)
const BATCH = Number(values.batch)
const env = getEnv()
if (!env.DATABASE_URL) {
  console.error('db:seed:scale needs DATABASE_URL (PostgreSQL): the embedded database is meant for one small site.')
  process.exit(2)
}

const TOWNS = ['Fairview', 'Greenville', 'Franklin', 'Clinton', 'Springfield', 'Salem', 'Madison', 'Georgetown', 'Arlington', 'Ashland', 'Bristol', 'Burlington', 'Centerville', 'Chester', 'Dayton', 'Dover', 'Florence', 'Glendale', 'Hudson', 'Jackson', 'Kingston', 'Lebanon', 'Lexington', 'Marion', 'Milford', 'Monroe', 'Newport', 'Oakland', 'Oxford', 'Riverside', 'Shelby', 'Troy', 'Union', 'Warren', 'Waverly', 'Winchester']
const PREFIXES = ['Summit', 'Harbor', 'Pioneer', 'Liberty', 'Cedar', 'Maple', 'Northside', 'Riverbend', 'Keystone', 'Evergreen', 'Lakeside', 'Prairie', 'Granite', 'Oak Hill', 'Bluebird', 'Heritage', 'Silverline', 'Redwood', 'Sunrise', 'Crossroads']
const KINDS: Record<string, string[]> = {
  restaurants: ['Kitchen', 'Diner', 'Bistro', 'Grill', 'Cafe', 'Taqueria'],
  construction: ['Builders', 'Roofing', 'Paving', 'Contractors', 'Concrete'],
  healthcare: ['Family Clinic', 'Dental', 'Urgent Care', 'Pediatrics', 'Physical Therapy'],
  childcare: ['Learning Center', 'Preschool', 'Daycare', 'Kids Academy'],
  manufacturing: ['Fabrication', 'Machining', 'Plastics', 'Metalworks'],
  transportation: ['Freight', 'Logistics', 'Transit', 'Movers'],
  retail: ['Hardware', 'Outfitters', 'Market', 'Pharmacy', 'Supply'],
  other: ['Cleaning Services', 'Property Management', 'Fitness Studio'],
}
const STREETS = ['Main St', 'Oak Ave', 'Elm St', 'Park Blvd', 'Washington Ave', 'Lake Rd', 'Hill St', 'Church St', 'Mill Rd', 'Center St']
const CERTS = ['OSHA 10-Hour', 'OSHA 30-Hour', 'ServSafe Certified', 'First Aid/CPR', 'ISO 45001', 'HACCP Certified', 'NAEYC Accredited']
const BADGES = ['osha', 'state', 'city'] as const

// One connection of its own, without the app's statement and query timeouts (db.server.ts): the
// bulk steps (building the search index, vacuum) run for minutes on a busy machine.
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: env.DATABASE_URL, max: 2, options: '-c statement_timeout=0 -c maintenance_work_mem=512MB' }) }),
})
/** Each city's point (placeCities), its businesses spread around it. */
let points = new Map<number, { latitude: number; longitude: number }>()
type City = { id: number; name: string; state: string; population: number | null }
/** The most populous city, which gets BIGGEST_SHARE of the businesses. */
let biggest: City | undefined
const started = performance.now()
try {
  await prepareDatabase(db)
  const cities = await addCities()
  await placeCities()
  console.log(`${cities.length} cities (${EXTRA_CITIES} generated)`)
  const rng = seededRandom(fnv1a(`scale:${TOTAL}`))
  points = await cityPoints()
  const base = Number((await sql<{ n: string }>`select count(*) as n from businesses`.execute(db)).rows[0]!.n)
  // A bulk load: the businesses' secondary indexes are dropped and built again once at the end
  // (sorting a million rows once beats growing twenty indexes row by row), and each row's search
  // vector is computed in the insert itself rather than by the row trigger of migration 0015.
  const indexes = (await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'businesses' and indexname not in ('businesses_pkey', 'businesses_city_slug_idx')`.execute(db)).rows
  for (const index of indexes) await sql.raw(`drop index ${index.indexname}`).execute(db)
  await sql`alter table businesses disable trigger businesses_search`.execute(db)
  try {
    // One batch in flight while the next is generated: the database and this process each keep a core busy.
    let writing: Promise<unknown> = Promise.resolve()
    for (let start = 0; start < TOTAL; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, TOTAL - start) }, (_, i) => makeBusiness(rng, cities, base + start + i))
      await writing
      writing = insertBatch(rows)
      if ((start / BATCH) % 20 === 0) console.log(`${(start + rows.length).toLocaleString('en-US')} businesses, ${((performance.now() - started) / 1000).toFixed(0)} s`)
    }
    await writing
  } finally {
    // Whatever happened, the trigger and the indexes come back.
    await sql`alter table businesses enable trigger businesses_search`.execute(db)
    for (const index of indexes) await sql.raw(index.indexdef.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')).execute(db)
  }
  console.log(`${indexes.length} indexes built, ${((performance.now() - started) / 1000).toFixed(0)} s`)
  await bumpContentVersion(db)
  // Statistics for the planner (the search's word frequencies among them), and the visibility map
  // index-only scans need (the (city_id, name, id) index of the tables sorted by city).
  await sql`vacuum (analyze) businesses, cities`.execute(db)
  console.log(`Added ${TOTAL.toLocaleString('en-US')} businesses in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await db.destroy()
}

/** Extra cities named like real small US towns, a few per state; slugs `town-st`. */
async function addCities() {
  const rng = seededRandom(fnv1a('scale-cities'))
  const wanted = new Map<string, { name: string; state: string; slug: string }>()
  for (let i = 0; wanted.size < EXTRA_CITIES && i < EXTRA_CITIES * 20; i++) {
    const name = TOWNS[Math.floor(rng() * TOWNS.length)]!
    const state = US_STATES[Math.floor(rng() * US_STATES.length)]!.abbr
    const slug = `${businessSlug(name)}-${state.toLowerCase()}`
    wanted.set(slug, { name, state, slug })
  }
  if (wanted.size > 0) {
    await db.insertInto('cities').values([...wanted.values()].map((c) => ({ ...c, image_path: null })))
      .onConflict((oc) => oc.column('slug').doNothing()).execute()
  }
  return db.selectFrom('cities').select(['id', 'name', 'state', 'population']).orderBy('id').execute()
}

/**
 * Generated cities get coordinates: the registry's place of their name in their state when
 * there is one (prepareDatabase filled `places`), else a place of that state picked by the city's id.
 */
async function placeCities() {
  await sql`update cities c set latitude = p.latitude, longitude = p.longitude, population = p.population
    from (select distinct on (c2.id) c2.id, p.latitude, p.longitude, p.population from cities c2 join places p
      on p.state = c2.state and lower(p.name) = lower(c2.name) where c2.latitude is null order by c2.id, p.population desc) p
    where p.id = c.id`.execute(db)
  await sql`update cities c set latitude = p.latitude, longitude = p.longitude, population = p.population
    from (select c2.id, p.* from cities c2 cross join lateral (
      select latitude, longitude, population from places p where p.state = c2.state order by md5(p.name || c2.id) limit 1) p
      where c2.latitude is null) p
    where p.id = c.id`.execute(db)
}

/** The cities' points, for placing their businesses around them. */
async function cityPoints(): Promise<Map<number, { latitude: number; longitude: number }>> {
  const rows = await db.selectFrom('cities').select(['id', 'latitude', 'longitude']).execute()
  return new Map(rows.map((r) => [r.id, { latitude: r.latitude ?? 39.8, longitude: r.longitude ?? -98.6 }]))
}

function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!
}

function makeBusiness(rng: () => number, cities: City[], n: number) {
  biggest ??= cities.reduce((a, b) => ((b.population ?? 0) > (a.population ?? 0) ? b : a))
  const city = rng() < BIGGEST_SHARE ? biggest : pick(rng, cities)
  // Spread over about 12 miles around its city's point (a point set by hand, as an admin would).
  const center = points.get(city.id)!
  const latitude = Math.round((center.latitude + (rng() - 0.5) * 0.35) * 1e5) / 1e5
  const longitude = Math.round((center.longitude + ((rng() - 0.5) * 0.35) / Math.cos((center.latitude * Math.PI) / 180)) * 1e5) / 1e5
  const type = pick(rng, BUSINESS_CATEGORIES)
  const name = `${pick(rng, PREFIXES)} ${pick(rng, KINDS[type]!)}`
  const score = Math.min(100, Math.max(40, Math.round(70 + (rng() + rng() + rng() - 1.5) * 30)))
  const business = {
    name,
    category: type,
    description: `${name} serves ${city.name} with documented safety routines, regular staff training and a clean inspection record.`,
    rating: Math.round((3 + rng() * 2) * 10) / 10,
    address: `${100 + Math.floor(rng() * 9800)} ${pick(rng, STREETS)}, ${city.name}, ${city.state} ${String(10000 + Math.floor(rng() * 89999))}`,
    phone: `(555) 555-${String(Math.floor(rng() * 10000)).padStart(4, '0')}`,
    website: rng() < 0.6 ? `https://www.${businessSlug(name).replace(/-/g, '')}${n}.example` : null,
    certifications: CERTS.filter(() => rng() < 0.2),
    cityId: city.id,
    safetyScore: score,
    email: rng() < 0.5 ? `info@${businessSlug(name).replace(/-/g, '')}${n}.example` : null,
    badges: BADGES.filter(() => rng() < 0.35),
    status: rng() < 0.02 ? ('hidden' as const) : ('published' as const),
  }
  if (n % 50 === 0) businessSchema.parse(business)
  // The number keeps slugs unique within the city without a lookup per row.
  return { ...business, slug: `${businessSlug(name)}-${n}`, latitude, longitude }
}

async function insertBatch(rows: ReturnType<typeof makeBusiness>[]) {
  const col = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key])
  await sql`
    insert into businesses (name, slug, category, description, rating, safety_score, address, city_id, phone, email, website, certifications, badges, status, latitude, longitude, located_by, search)
    select t.name, t.slug, t.category, t.description, t.rating, t.safety_score, t.address, t.city_id, t.phone, t.email, t.website,
      string_to_array(t.certifications, '|'), string_to_array(t.badges, '|'), t.status, t.latitude, t.longitude, 'point',
      business_search_vector(concat_ws(' ', t.name, t.address, t.category, c.name))
    from unnest(
      ${col('name')}::text[], ${col('slug')}::text[], ${col('category')}::text[], ${col('description')}::text[],
      ${col('rating')}::numeric[], ${col('safetyScore')}::int[], ${col('address')}::text[], ${col('cityId')}::int[],
      ${col('phone')}::text[], ${col('email')}::text[], ${col('website')}::text[],
      ${rows.map((r) => r.certifications.join('|'))}::text[], ${rows.map((r) => r.badges.join('|'))}::text[], ${col('status')}::text[],
      ${col('latitude')}::float8[], ${col('longitude')}::float8[]
    ) as t(name, slug, category, description, rating, safety_score, address, city_id, phone, email, website, certifications, badges, status, latitude, longitude)
    join cities c on c.id = t.city_id
  `.execute(db)
}
