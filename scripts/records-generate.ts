// npm run records:generate -- --inspections FILE --violations FILE [--count 1000000] [--seed records]
// (--source lives|tx-childcare|cms-nursing-homes|fmcsa --out DIR: those layouts, scripts/lib/generate-feeds.ts)
//   [--real 0.07] [--near 0.02] [--malformed 0.00001]
// Writes a pair of OSHA enforcement CSVs in the DOL's official column layout (the inspection and
// violation tables, every column, as tests/fixtures/osha-*.csv), for measuring `npm run
// records:import` at scale: `--count` inspections (default 1,000,000) with about two
// violations each (0–6, mean ≈ 2.1). Deterministic: the project's seeded generator
// (app/lib/seeded-random.ts) seeded by `--seed` and the count, and the businesses of the target
// database, so the same database and options give the same files.
//
// Which inspections name whom:
// - `--real` (7 %): businesses of DATABASE_URL's database (the embedded one without it), 1–3
//   inspections each, under the variations the matcher must see through: upper or lower case,
//   legal suffixes ("INC", ", L.L.C.", "Co."), punctuation, "Street" for "St", a suite, ZIP+4.
//   Each is checked with the matcher's own rule (app/domain/records/match.ts) to be certain (≥ 90).
// - `--near` (2 %): near misses of other businesses: another street number, a word of the name
//   changed or added; checked to land between the matcher's uncertain and certain thresholds, so
//   they wait for the admin.
// - the rest: unrelated establishments (names of another vocabulary, random ZIP codes).
// - `--malformed` (1 in 100,000): an inspection whose open_date is not a date.
// The files are streamed line by line (backpressure respected): memory stays flat at any count.
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { openDatabase } from '../app/lib/db.server.ts'
import { getEnv } from '../app/lib/env.server.ts'
import { CATEGORY_SECTORS } from '../app/domain/records/model.ts'
import { businessKeys, CERTAIN, matchConfidence, nameKey, streetKey, UNCERTAIN, zip5 } from '../app/domain/records/match.ts'
import { fnv1a, seededRandom, type Rng } from '../app/lib/seeded-random.ts'
import type { BusinessCategory } from '../app/lib/db-schema.ts'
import { CsvOut } from './lib/csv-out.ts'
import { generateFeeds } from './lib/generate-feeds.ts'

// The other sources' layouts (LIVES, Texas child care): their own generator.
if (process.argv.includes('--source')) {
  await generateFeeds(process.argv.slice(2))
  process.exit(0)
}

const { values } = parseArgs({
  options: {
    inspections: { type: 'string' }, violations: { type: 'string' }, count: { type: 'string', default: '1000000' }, seed: { type: 'string', default: 'records' },
    real: { type: 'string', default: '0.07' }, near: { type: 'string', default: '0.02' }, malformed: { type: 'string', default: '0.00001' },
  },
})
if (!values.inspections || !values.violations) {
  console.error('Usage: npm run records:generate -- --inspections FILE --violations FILE [--count 1000000] [--seed records] [--real 0.07] [--near 0.02]')
  process.exit(2)
}
const COUNT = Number(values.count)
const SHARES = { real: Number(values.real), near: Number(values.near), malformed: Number(values.malformed) }
const LOAD_DT = '2026-10-01T02:11:48'
const FIRST_ACTIVITY = 310_000_000

const INSPECTION_COLUMNS = ['activity_nr', 'reporting_id', 'state_flag', 'estab_name', 'site_address', 'site_city', 'site_state', 'site_zip', 'owner_type', 'owner_code', 'adv_notice', 'safety_hlth', 'sic_code', 'naics_code', 'insp_type', 'insp_scope', 'why_no_insp', 'union_status', 'safety_manuf', 'safety_const', 'safety_marit', 'health_manuf', 'health_const', 'health_marit', 'migrant', 'mail_street', 'mail_city', 'mail_state', 'mail_zip', 'host_est_key', 'nr_in_estab', 'open_date', 'case_mod_date', 'close_conf_date', 'close_case_date', 'load_dt'] as const
const VIOLATION_COLUMNS = ['activity_nr', 'citation_id', 'delete_flag', 'standard', 'viol_type', 'issuance_date', 'abate_date', 'abate_complete', 'current_penalty', 'initial_penalty', 'contest_date', 'final_order_date', 'nr_instances', 'nr_exposed', 'rec', 'gravity', 'emphasis', 'hazcat', 'fta_insp_nr', 'fta_issuance_date', 'fta_penalty', 'fta_contest_date', 'fta_final_order_date', 'hazsub1', 'hazsub2', 'hazsub3', 'hazsub4', 'hazsub5', 'load_dt'] as const
type Inspection = Partial<Record<(typeof INSPECTION_COLUMNS)[number], string>>
type Violation = Partial<Record<(typeof VIOLATION_COLUMNS)[number], string>>

const SUFFIXES = ['', '', ' INC', ', INC.', ' Inc', ' LLC', ', L.L.C.', ' Co.', ' CO', ' CORP', ' Corporation', ', Ltd']
const STREET_LONG: Record<string, string> = { St: 'Street', Ave: 'Avenue', Blvd: 'Boulevard', Rd: 'Road', Dr: 'Drive', Ln: 'Lane', Ct: 'Court', Pl: 'Place', Hwy: 'Highway', Pkwy: 'Parkway' }
const EXTRA_WORDS = ['& Sons', 'Group', 'Services', 'of America', 'Holdings', 'West', 'Partners']
const OTHER_WORDS = ['Atlas', 'Vanguard', 'Beacon', 'Frontier', 'Gateway', 'Premier', 'Allied', 'Monarch']
const SURNAMES = ['Kowalski', 'Delgado', 'Nguyen', 'Okafor', 'Lindqvist', 'Haddad', 'Brennan', 'Takahashi', 'Moreau', 'Petrov', 'Abernathy', 'Villanueva', 'Castellano', 'Mbeki', 'Sorensen', 'Yamamoto', 'Fitzgerald', 'Ramirez', 'Olsen', 'Gallagher']
const TRADES: [string, string][] = [['Welding', '332312'], ['Drywall', '238310'], ['Masonry', '238140'], ['Poultry Processing', '311615'], ['Sawmill', '321113'], ['Warehousing', '493110'], ['Trucking', '484121'], ['Excavating', '238910'], ['Foundry', '331511'], ['Nursing Home', '623110'], ['Electric', '238210'], ['Plumbing & Heating', '238220'], ['Steel Erectors', '238120'], ['Meat Packing', '311611'], ['Auto Body', '811121'], ['Framing', '238130'], ['Tree Service', '561730'], ['Recycling', '423930'], ['Printing', '323111'], ['Boat Works', '336612']]
const UNRELATED_STREETS = ['Industrial Pkwy', 'Commerce Dr', 'Route 9', 'County Road 12', 'Enterprise Way', 'Harbor Rd', 'Rail Yard Ln', 'Factory St', 'Quarry Rd', 'Depot Ave']
const UNRELATED_PLACES: [string, string][] = [['Toledo', 'OH'], ['Fresno', 'CA'], ['Macon', 'GA'], ['Joliet', 'IL'], ['Erie', 'PA'], ['Laredo', 'TX'], ['Provo', 'UT'], ['Yakima', 'WA'], ['Duluth', 'MN'], ['Shreveport', 'LA'], ['Paterson', 'NJ'], ['Abilene', 'TX']]
const CATEGORY_NAICS: Record<BusinessCategory, string[]> = {
  restaurants: ['722511', '722513'], construction: ['236220', '238160'], healthcare: ['621111', '622110'], childcare: ['624410'],
  manufacturing: ['332322', '326199', '337110'], transportation: ['484121', '488510'], retail: ['444130', '445110'], other: ['561720', '531311', '713940'],
}
const STANDARDS = ['19100212 A01', '19260501 B01', '19100134 C01', '19101200 E01', '19100178 L01', '19100147 C04', '19260451 G01', '19100303 G02', '19100023 C01', '5A0001']

interface Target {
  name: string
  street: string
  city: string
  state: string
  zip: string
  category: BusinessCategory
  keys: ReturnType<typeof businessKeys>
}

const rng = seededRandom(fnv1a(`records:${values.seed}:${COUNT}`))
const env = getEnv()
const started = performance.now()

// The businesses named: a sample of the database, ordered by a hash of their slug and the seed.
const realInspections = Math.round(COUNT * SHARES.real)
const nearInspections = Math.round(COUNT * SHARES.near)
const wanted = Math.ceil(realInspections / 2) + nearInspections
const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
let targets: Target[]
try {
  const rows = await db.selectFrom('businesses').select(['name', 'address', 'category'])
    .orderBy(sql`md5(slug || ${values.seed})`).limit(wanted).execute()
  targets = rows.flatMap((b) => {
    const parts = b.address.split(',').map((p) => p.trim())
    const keys = businessKeys(b)
    return keys.zip5 && parts.length >= 3 ? [{ name: b.name, street: parts[0]!, city: parts[1]!, state: parts.at(-1)!.slice(0, 2), zip: keys.zip5, category: b.category, keys }] : []
  })
} finally {
  await db.destroy()
}
if (targets.length === 0) {
  console.error('No business with an address "{street}, {city}, {ST} {ZIP}" in the database: seed it first (npm run db:seed)')
  process.exit(1)
}
// The first businesses get the certain inspections (1–3 each), the others the near misses.
const realCount = Math.min(targets.length, Math.ceil(realInspections / 2))
const realSlots = rng.shuffle(targets.slice(0, realCount).flatMap((t) => Array.from({ length: rng.int(1, 3) }, () => t))).slice(0, realInspections)
const nearTargets = targets.length > realCount ? targets.slice(realCount) : targets

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const FIRST_DAY = Date.parse('2012-01-01T00:00:00Z')
const LAST_DAY = Date.parse('2026-09-15T00:00:00Z')
const caseOf = (text: string, r: Rng) => r.weighted([[text.toUpperCase(), 6], [text, 3], [text.toLowerCase(), 1]] as const)

/** The business's name and street as an inspector might have typed them: a certain match. */
function certainSite(t: Target): Pick<Inspection, 'estab_name' | 'site_address' | 'site_zip'> {
  for (let attempt = 0; ; attempt++) {
    const name = caseOf(`${rng.chance(0.1) ? 'The ' : ''}${rng.chance(0.15) ? t.name.replace(/ /, '-') : t.name}${rng.pick(SUFFIXES)}`, rng)
    const street = caseOf(longStreet(t.street) + (rng.chance(0.1) ? rng.pick([', Suite 200', ' #4', ' Unit B']) : ''), rng)
    const site = { estab_name: name, site_address: street, site_zip: rng.chance(0.2) ? `${t.zip}-${String(rng.int(1, 9999)).padStart(4, '0')}` : t.zip }
    if (attempt > 5 || confidence(site, t) >= CERTAIN) return site
  }
}

/** Another street number, or a word of the name changed or added: a match for the admin to decide. */
function nearSite(t: Target): Pick<Inspection, 'estab_name' | 'site_address' | 'site_zip'> {
  for (let attempt = 0; ; attempt++) {
    const words = t.name.split(' ')
    const kind = rng.int(0, 2)
    const name = kind === 1 ? `${t.name} ${rng.pick(EXTRA_WORDS)}` : kind === 2 && words.length > 1 ? [...words.slice(0, -1), rng.pick(OTHER_WORDS)].join(' ') : t.name
    const street = kind === 0 ? t.street.replace(/^\d+/, (n) => String(Number(n) + rng.int(2, 40) * 2)) : t.street
    const site = { estab_name: caseOf(name, rng), site_address: caseOf(longStreet(street), rng), site_zip: t.zip }
    const c = confidence(site, t)
    if (attempt > 5 || (c >= UNCERTAIN && c < CERTAIN)) return site
  }
}

function longStreet(street: string): string {
  return rng.chance(0.5) ? street.replace(/\b(St|Ave|Blvd|Rd|Dr|Ln|Ct|Pl|Hwy|Pkwy)\b\.?/, (w) => STREET_LONG[w] ?? w) : street
}

function confidence(site: { estab_name: string; site_address: string; site_zip: string }, t: Target) {
  return matchConfidence({ nameKey: nameKey(site.estab_name), streetKey: streetKey(site.site_address), zip5: zip5(site.site_zip) }, t.keys)
}

function unrelated(): { inspection: Inspection; naics: string } {
  const [trade, naics] = rng.pick(TRADES)
  const [city, state] = rng.pick(UNRELATED_PLACES)
  return {
    inspection: {
      estab_name: caseOf(`${rng.pick(SURNAMES)} ${trade}${rng.pick(SUFFIXES)}`, rng), site_address: `${rng.int(1, 29999)} ${rng.pick(UNRELATED_STREETS)}`.toUpperCase(),
      site_city: city.toUpperCase(), site_state: state, site_zip: String(rng.int(10000, 99999)),
    },
    naics,
  }
}

function violationsOf(activity: string, opened: number, inspectionType: string): Violation[] {
  const n = rng.weighted([[0, 20], [1, 20], [2, 25], [3, 15], [4, 10], [5, 5], [6, 5]] as const)
  const issued = Math.min(LAST_DAY + 10 * 86_400_000, opened + rng.int(10, 150) * 86_400_000)
  const contested = rng.chance(0.1)
  return Array.from({ length: n }, (_, k) => {
    const type = rng.weighted([['S', 55], ['O', 35], ['R', 5], ['W', inspectionType === 'M' ? 10 : 1], ['U', 4]] as const)
    const initial = type === 'O' ? (rng.chance(0.5) ? 0 : rng.int(5, 30) * 100) : type === 'S' ? rng.int(10, 160) * 100 : rng.int(20, 160) * 1000
    const current = contested ? Math.round(initial * rng.range(0.4, 0.9)) : initial
    return {
      activity_nr: activity, citation_id: `${String(Math.floor(k / 3) + 1).padStart(2, '0')}${String((k % 3) + 1).padStart(3, '0')}`, delete_flag: rng.chance(0.002) ? 'X' : '',
      standard: rng.pick(STANDARDS), viol_type: type, issuance_date: day(issued), abate_date: day(issued + rng.int(14, 60) * 86_400_000), abate_complete: rng.chance(0.8) ? 'X' : '',
      current_penalty: current.toFixed(1), initial_penalty: initial.toFixed(1),
      contest_date: contested ? day(issued + rng.int(5, 15) * 86_400_000) : '', final_order_date: contested ? day(issued + rng.int(60, 300) * 86_400_000) : '',
      nr_instances: String(rng.int(1, 5)), nr_exposed: String(rng.int(1, 40)), gravity: type === 'O' ? '1' : String(rng.int(5, 10)), load_dt: LOAD_DT,
    }
  })
}

const inspectionsOut = new CsvOut(values.inspections, INSPECTION_COLUMNS)
const violationsOut = new CsvOut(values.violations, VIOLATION_COLUMNS)
const counts = { real: 0, near: 0, unrelated: 0, malformed: 0, violations: 0 }
let nextReal = 0
for (let i = 0; i < COUNT; i++) {
  const activity = String(FIRST_ACTIVITY + i)
  const roll = rng()
  let site: Inspection
  let naics: string
  if (roll < SHARES.real && nextReal < realSlots.length) {
    const t = realSlots[nextReal++]!
    site = { ...certainSite(t), site_city: caseOf(t.city, rng), site_state: t.state }
    naics = rng.pick(CATEGORY_NAICS[t.category])
    counts.real++
  } else if (roll >= SHARES.real && roll < SHARES.real + SHARES.near) {
    const t = rng.pick(nearTargets)
    site = { ...nearSite(t), site_city: caseOf(t.city, rng), site_state: t.state }
    naics = CATEGORY_SECTORS[t.category].length ? rng.pick(CATEGORY_NAICS[t.category]) : '561720'
    counts.near++
  } else {
    ;({ inspection: site, naics } = unrelated())
    counts.unrelated++
  }
  const opened = FIRST_DAY + Math.floor(rng() * ((LAST_DAY - FIRST_DAY) / 86_400_000)) * 86_400_000
  const type = rng.weighted([['H', 40], ['B', 20], ['C', 12], ['F', 8], ['A', 6], ['M', 2], ['I', 7], ['J', 5]] as const)
  const closed = opened > LAST_DAY - 365 * 86_400_000 && rng.chance(0.4) ? '' : day(Math.min(LAST_DAY, opened + rng.int(1, 200) * 86_400_000))
  const malformed = rng.chance(SHARES.malformed)
  if (malformed) counts.malformed++
  await inspectionsOut.record({
    ...site, activity_nr: activity, reporting_id: String(rng.int(100000, 999999)).padStart(7, '0'), state_flag: rng.chance(0.7) ? 'F' : 'S',
    owner_type: 'A', owner_code: '0', adv_notice: 'N', safety_hlth: rng.chance(0.8) ? 'S' : 'H', naics_code: naics, insp_type: type,
    insp_scope: rng.weighted([['A', 50], ['B', 40], ['C', 7], ['D', 3]] as const), union_status: rng.chance(0.2) ? 'Y' : 'N',
    nr_in_estab: String(rng.int(1, 500)), open_date: malformed ? '13/45/2024' : day(opened), case_mod_date: closed || day(opened), close_conf_date: closed, close_case_date: closed, load_dt: LOAD_DT,
  })
  for (const v of violationsOf(activity, opened, type)) {
    await violationsOut.record(v)
    counts.violations++
  }
  if ((i + 1) % 100_000 === 0) console.log(`${(i + 1).toLocaleString('en-US')} inspections, ${((performance.now() - started) / 1000).toFixed(0)} s`)
}
const bytes = { inspections: await inspectionsOut.close(), violations: await violationsOut.close() }
console.log(`${COUNT.toLocaleString('en-US')} inspections (${counts.real.toLocaleString('en-US')} naming ${realCount.toLocaleString('en-US')} businesses of the database, ${counts.near.toLocaleString('en-US')} near misses, ${counts.unrelated.toLocaleString('en-US')} unrelated, ${counts.malformed} malformed) in ${values.inspections} (${(bytes.inspections / 1e6).toFixed(0)} MB)`)
console.log(`${counts.violations.toLocaleString('en-US')} violations in ${values.violations} (${(bytes.violations / 1e6).toFixed(0)} MB); ${((performance.now() - started) / 1000).toFixed(1)} s`)
