// npm run records:generate -- --source lives --out DIR [--count 250000] [--seed records]
// npm run records:generate -- --source tx-childcare --out DIR [--count 15000] [--seed records]
// (cms-nursing-homes and fmcsa: scripts/lib/generate-regulators.ts)
// Writes a LIVES feed (businesses.csv, inspections.csv, violations.csv, feed_info.csv,
// legend.csv) of `--count` inspections of one city (New York's size by default: about 25,000
// restaurants, ten inspections each, two violations each), or Texas's child care tables of
// `--count` operations (about 15,000) with their full history (inspections since 2012, their
// deficiencies), in the official layouts, for measuring `npm run records:import` at scale.
// Deterministic (the project's seeded generator, seeded by `--seed` and the count); streamed in
// chunks, so memory stays flat at any count. A few rows in 100,000 are malformed (a bad date).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { fnv1a, seededRandom } from '../../app/lib/seeded-random.ts'
import { CsvOut } from './csv-out.ts'

const DAY = 86_400_000
const FIRST = Date.parse('2012-01-01T00:00:00Z')
const LAST = Date.parse('2026-09-15T00:00:00Z')
const WORDS = ['Golden', 'Empire', 'Hudson', 'Brooklyn', 'Lucky', 'Corner', 'Village', 'Harbor', 'Liberty', 'Metro', 'Sunset', 'Broadway', 'Union', 'Park', 'Royal', 'Garden', 'Star', 'Happy', 'Little', 'Grand']
const KINDS = ['Pizza', 'Deli', 'Cafe', 'Noodle House', 'Bagels', 'Diner', 'Grill', 'Taqueria', 'Sushi', 'Bakery', 'Halal Cart', 'Dumplings', 'Tavern', 'Bistro', 'Ramen', 'Kitchen']
const STREETS = ['Broadway', '5th Ave', 'Lexington Ave', 'Amsterdam Ave', 'Atlantic Ave', 'Flatbush Ave', 'Queens Blvd', 'Grand St', 'Canal St', 'Court St', 'Steinway St', 'Fulton St']
const CODES = [['02B', 'Hot food item not held at or above 140F', 'Y'], ['04L', 'Evidence of mice or live mice present', 'Y'], ['06C', 'Food not protected from potential source of contamination', 'Y'], ['08A', 'Facility not vermin proof', 'N'], ['10F', 'Non-food contact surface improperly constructed', 'N'], ['10B', 'Plumbing not properly installed or maintained', 'N'], ['09C', 'Food contact surface not properly maintained', 'N']] as const
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export async function generateFeeds(argv: string[]) {
  const { values } = parseArgs({ args: argv, options: { source: { type: 'string' }, out: { type: 'string' }, count: { type: 'string' }, seed: { type: 'string', default: 'records' } } })
  if (!values.out || !['lives', 'tx-childcare', 'cms-nursing-homes', 'fmcsa'].includes(values.source ?? '')) {
    console.error('Usage: npm run records:generate -- --source lives|tx-childcare|cms-nursing-homes|fmcsa --out DIR [--count N] [--seed records]')
    process.exit(2)
  }
  mkdirSync(values.out, { recursive: true })
  const started = performance.now()
  const { cms, fmcsa } = await import('./generate-regulators.ts')
  if (values.source === 'lives') await lives(values.out, Number(values.count ?? 250_000), values.seed!)
  else if (values.source === 'cms-nursing-homes') await cms(values.out, Number(values.count ?? 15_000), values.seed!)
  else if (values.source === 'fmcsa') await fmcsa(values.out, Number(values.count ?? 100_000), values.seed!)
  else await texas(values.out, Number(values.count ?? 15_000), values.seed!)
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`)
}

async function lives(dir: string, count: number, seed: string) {
  const rng = seededRandom(fnv1a(`lives:${seed}:${count}`))
  const businesses = new CsvOut(join(dir, 'businesses.csv'), ['business_id', 'name', 'address', 'city', 'state', 'postal_code', 'latitude', 'longitude', 'phone_number'])
  const inspections = new CsvOut(join(dir, 'inspections.csv'), ['business_id', 'score', 'date', 'description', 'type'])
  const violations = new CsvOut(join(dir, 'violations.csv'), ['business_id', 'date', 'code', 'description', 'critical'])
  const places = Math.ceil(count / 10)
  let written = 0
  for (let b = 0; b < places; b++) {
    const id = String(40_000_000 + b)
    const zip = String(rng.pick([10001, 10002, 10003, 10009, 10011, 10013, 10016, 10019, 10025, 10027, 10031, 10032, 10036, 10128, 11201, 11211, 11215, 11217, 11354, 11368, 11372, 11375, 11377, 10451, 10458]))
    await businesses.row([id, `${rng.pick(WORDS)} ${rng.pick(KINDS)} ${b}`, `${rng.int(1, 2999)} ${rng.pick(STREETS)}`, 'New York', 'NY', zip, (40.55 + rng() * 0.35).toFixed(6), (-74.05 + rng() * 0.35).toFixed(6), `(212) 555-${String(rng.int(0, 9999)).padStart(4, '0')}`])
    const n = b === places - 1 ? count - written : Math.min(count - written, rng.int(6, 14))
    const days = new Set<string>()
    for (let k = 0; k < n; k++) {
      let date = day(FIRST + rng.int(0, (LAST - FIRST) / DAY) * DAY).replace(/-/g, '')
      while (days.has(date)) date = day(FIRST + rng.int(0, (LAST - FIRST) / DAY) * DAY).replace(/-/g, '')
      days.add(date)
      written++
      const malformed = rng.chance(0.00002)
      await inspections.row([id, String(rng.int(55, 100)), malformed ? '2025-13-45' : date, '', rng.weighted([['routine', 70], ['followup', 20], ['complaint', 10]] as const)])
      for (const [code, description, critical] of rng.shuffle(CODES).slice(0, rng.weighted([[0, 25], [1, 25], [2, 20], [3, 15], [4, 15]] as const))) await violations.row([id, date, code, description, critical])
    }
    if (written >= count) break
  }
  const info = new CsvOut(join(dir, 'feed_info.csv'), ['feed_date', 'feed_version', 'municipality_name', 'municipality_url', 'contact_email'])
  await info.row(['20261001', '2.0', 'New York City Department of Health and Mental Hygiene', 'https://www.nyc.gov/site/doh/', 'lives@health.example'])
  const legend = new CsvOut(join(dir, 'legend.csv'), ['minimum_score', 'maximum_score', 'description'])
  for (const band of [['90', '100', 'Good'], ['80', '89', 'Adequate'], ['70', '79', 'Needs improvement'], ['0', '69', 'Poor']]) await legend.row(band)
  const bytes = [await businesses.close(), await inspections.close(), await violations.close(), await info.close(), await legend.close()].reduce((a, b) => a + b, 0)
  console.log(`LIVES feed in ${dir}: ${businesses.rows.toLocaleString('en-US')} businesses, ${inspections.rows.toLocaleString('en-US')} inspections, ${violations.rows.toLocaleString('en-US')} violations (${(bytes / 1e6).toFixed(0)} MB)`)
}

const TX_TOWNS: [string, string, number][] = [['Houston', 'HARRIS', 77002], ['San Antonio', 'BEXAR', 78201], ['Dallas', 'DALLAS', 75201], ['Austin', 'TRAVIS', 78701], ['Fort Worth', 'TARRANT', 76102], ['El Paso', 'EL PASO', 79901], ['Arlington', 'TARRANT', 76010], ['Plano', 'COLLIN', 75023], ['Laredo', 'WEBB', 78040], ['Lubbock', 'LUBBOCK', 79401]]
const TX_STANDARDS = [['746.1315(a)', 'Caregiver must have annual training hours', 'Medium Low'], ['746.1205(1)', 'Ensure children are supervised at all times', 'High'], ['746.3407(10)', 'Hazardous items kept out of reach of children', 'Medium High'], ['746.2907', 'Diapering area sanitized between uses', 'Medium'], ['746.301(2)', 'Records of immunizations kept on file', 'Low']] as const

async function texas(dir: string, count: number, seed: string) {
  const rng = seededRandom(fnv1a(`tx:${seed}:${count}`))
  const operations = new CsvOut(join(dir, 'HHSC_CCL_Daycare_and_Residential_Operations_Data.csv'), ['OPERATION_ID', 'OPERATION_TYPE', 'OPERATION_NUMBER', 'OPERATION_NAME', 'LOCATION_ADDRESS', 'PHONE_NUMBER', 'COUNTY', 'TOTAL_CAPACITY', 'OPERATION_STATUS', 'LOCATION_ADDRESS_GEO', 'ADDRESS_LINE', 'CITY', 'STATE', 'ZIPCODE'])
  const inspections = new CsvOut(join(dir, 'HHSC_CCL_Inspection_Investigation_Assessment_Data.csv'), ['ACTIVITY_ID', 'OPERATION_ID', 'ACTIVITY_DATE', 'ACTIVITY_TYPE', 'VIOLATION_FOUND'])
  const deficiencies = new CsvOut(join(dir, 'HHSC_CCL_Non-Compliance_Data.csv'), ['NON_COMPLIANCE_ID', 'OPERATION_ID', 'ACTIVITY_ID', 'STANDARD_NUMBER_DESCRIPTION', 'STANDARD_RISK_LEVEL', 'NARRATIVE', 'CORRECTED_AT_INSPECTION', 'CORRECTED_DATE', 'ACTIVITY_DATE'])
  let activity = 900_000_000
  let finding = 5_000_000
  const us = (ms: number) => { const d = day(ms); return `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}` }
  for (let o = 0; o < count; o++) {
    const id = String(1_000_000 + o)
    const [city, county, zip] = rng.pick(TX_TOWNS)
    const street = `${rng.int(100, 19999)} ${rng.pick(['Main St', 'Oak St', 'Elm St', 'FM 1960', 'Bandera Rd', 'Preston Rd', 'Lamar Blvd'])}`
    const z = String(zip + rng.int(0, 40))
    await operations.row([id, rng.pick(['Licensed Center', 'Licensed Child-Care Home', 'Registered Child-Care Home']), `${o}-1`, `${rng.pick(WORDS)} ${rng.pick(['Learning Center', 'Daycare', 'Academy', 'Preschool'])} ${o}`, `${street.toUpperCase()} ${city.toUpperCase()} TX ${z}`,
      `(512) 555-${String(rng.int(0, 9999)).padStart(4, '0')}`, county, String(rng.int(6, 250)), 'Y', `POINT (${(-106 + rng() * 12).toFixed(5)} ${(26 + rng() * 10).toFixed(5)})`, street.toUpperCase(), city.toUpperCase(), 'TX', z])
    // Full history: two to three activities a year since 2012.
    for (let t = FIRST + rng.int(0, 200) * DAY; t < LAST; t += rng.int(120, 200) * DAY) {
      activity++
      const found = rng.weighted([[0, 55], [1, 25], [2, 12], [3, 8]] as const)
      const malformed = rng.chance(0.00002)
      await inspections.row([String(activity), id, malformed ? '13/45/2020' : us(t), rng.weighted([['Inspection', 70], ['Assessment', 15], ['Investigation', 15]] as const), found ? 'Y' : 'N'])
      for (const [code, text, risk] of rng.shuffle(TX_STANDARDS).slice(0, found)) {
        finding++
        const at = rng.chance(0.4)
        await deficiencies.row([String(finding), id, String(activity), `${code} - ${text}`, risk, `Observed: ${text.toLowerCase()}.`, at ? 'Y' : 'N', at ? '' : us(t + rng.int(3, 30) * DAY), us(t)])
      }
    }
  }
  const bytes = [await operations.close(), await inspections.close(), await deficiencies.close()].reduce((a, b) => a + b, 0)
  console.log(`Texas tables in ${dir}: ${operations.rows.toLocaleString('en-US')} operations, ${inspections.rows.toLocaleString('en-US')} inspections, ${deficiencies.rows.toLocaleString('en-US')} deficiencies (${(bytes / 1e6).toFixed(0)} MB)`)
}
