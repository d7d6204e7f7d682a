// npm run records:generate -- --source cms-nursing-homes --out DIR [--count 15000] [--seed records]
// npm run records:generate -- --source fmcsa --out DIR [--count 100000] [--seed records]
// Writes CMS's four nursing home files (Provider Information, Health and Fire Safety
// Deficiencies, Penalties) for `--count` providers (about seven health deficiencies each over
// three years: 15,000 providers, about 100,000 deficiencies), or FMCSA's census, SMS measures
// and crash files for `--count` carriers, in the publishers' layouts, for measuring `npm run
// records:import` at scale. Deterministic, streamed (memory flat at any count); a few rows in
// 100,000 are malformed (a bad date).
import { join } from 'node:path'
import { fnv1a, seededRandom } from '../../app/lib/seeded-random.ts'
import { CsvOut } from './csv-out.ts'

const PLACES: [string, string, number][] = [['Denver', 'CO', 80203], ['Austin', 'TX', 78701], ['Chicago', 'IL', 60622], ['Phoenix', 'AZ', 85004], ['Columbus', 'OH', 43212], ['Omaha', 'NE', 68102], ['Boise', 'ID', 83702], ['Miami', 'FL', 33127], ['Seattle', 'WA', 98101], ['Nashville', 'TN', 37206]]
const WORDS = ['Maple', 'Willow', 'Sunrise', 'Golden', 'Heritage', 'Pine', 'River', 'Lakeview', 'Meadow', 'Autumn', 'Harbor', 'Summit', 'Evergreen', 'Prairie', 'Oak']
const TAGS = [['0689', 'Ensure that a nursing home area is free from accident hazards and provides adequate supervision to prevent accidents.'], ['0880', 'Provide and implement an infection prevention and control program.'], ['0812', 'Procure, store, prepare, distribute and serve food in accordance with professional standards.'], ['0684', 'Provide appropriate treatment and care according to orders, resident preferences and goals.'], ['0656', 'Develop and implement a complete care plan that meets all the resident needs.'], ['0761', 'Ensure drugs and biologicals are labeled and stored in locked compartments.']] as const
const DAY = 86_400_000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const WINDOW_START = Date.parse('2023-10-01T00:00:00Z')
const WINDOW_DAYS = 3 * 365
const ADDRESS = ['CMS Certification Number (CCN)', 'Provider Name', 'Provider Address', 'City/Town', 'State', 'ZIP Code']
const DEFICIENCY = [...ADDRESS, 'Survey Date', 'Survey Type', 'Deficiency Prefix', 'Deficiency Category', 'Deficiency Tag Number', 'Deficiency Description', 'Scope Severity Code', 'Deficiency Corrected', 'Correction Date', 'Inspection Cycle', 'Standard Deficiency', 'Complaint Deficiency', 'Processing Date']
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`

export async function cms(dir: string, count: number, seed: string) {
  const rng = seededRandom(fnv1a(`cms:${seed}:${count}`))
  const processed = '2026-10-01'
  const providers = new CsvOut(join(dir, 'NH_ProviderInfo_Oct2026.csv'), [...ADDRESS, 'Telephone Number', 'Ownership Type', 'Number of Certified Beds', 'Provider Type', 'Legal Business Name', 'Overall Rating', 'Health Inspection Rating', 'QM Rating', 'Staffing Rating', 'Latitude', 'Longitude', 'Processing Date'])
  const health = new CsvOut(join(dir, 'NH_HealthCitations_Oct2026.csv'), DEFICIENCY)
  const fire = new CsvOut(join(dir, 'NH_FireSafetyCitations_Oct2026.csv'), DEFICIENCY)
  const penalties = new CsvOut(join(dir, 'NH_Penalties_Oct2026.csv'), [...ADDRESS, 'Penalty Date', 'Penalty Type', 'Fine Amount', 'Payment Denial Start Date', 'Payment Denial Length in Days', 'Processing Date'])
  for (let p = 0; p < count; p++) {
    const ccn = String(100_000 + p).padStart(6, '0')
    const [city, state, zip] = rng.pick(PLACES)
    const name = `${rng.pick(WORDS)} ${rng.pick(WORDS)} Care Center ${p}`.toUpperCase()
    const place = [ccn, name, `${rng.int(100, 9999)} ${rng.pick(['CARE LN', 'MANOR RD', 'ELM ST', 'HOSPITAL WAY'])}`, city.toUpperCase(), state, String(zip + rng.int(0, 20))]
    const star = () => String(rng.int(1, 5))
    await providers.row([...place, `(555) 555-${String(rng.int(0, 9999)).padStart(4, '0')}`, 'For profit - Corporation', String(rng.int(40, 200)), 'Medicare and Medicaid', `${name} LLC`, star(), star(), star(), star(), '', '', processed])
    // Three standard surveys in the window, a complaint survey now and then.
    for (let s = 0; s < 3 + (rng.chance(0.3) ? 1 : 0); s++) {
      const date = day(WINDOW_START + (s * 365 + rng.int(0, 300)) * DAY)
      const malformed = rng.chance(0.00002)
      for (const [tag, text] of rng.shuffle(TAGS).slice(0, rng.weighted([[0, 10], [1, 20], [2, 30], [3, 25], [4, 15]] as const))) {
        const sev = rng.weighted([['D', 40], ['E', 25], ['F', 15], ['C', 5], ['B', 5], ['G', 7], ['J', 3]] as const)
        const corrected = rng.chance(0.85) ? day(Date.parse(date) + rng.int(10, 45) * DAY) : ''
        await health.row([...place, malformed ? '2025-13-45' : date, 'Health', 'F', 'Quality of Life and Care Deficiencies', tag, text, sev, corrected ? 'Deficient, Provider has date of correction' : 'Deficient, Provider has plan of correction', corrected, String(3 - Math.min(s, 2)), 'Y', 'N', processed])
      }
      if (rng.chance(0.5)) await fire.row([...place, date, 'Fire Safety', 'K', 'Fire Safety', '0712', 'Fire drills', rng.pick(['D', 'E', 'F']), 'Deficient, Provider has date of correction', day(Date.parse(date) + 20 * DAY), '1', 'Y', 'N', processed])
    }
    if (rng.chance(0.3)) await penalties.row([...place, day(WINDOW_START + rng.int(0, WINDOW_DAYS) * DAY), 'Fine', String(rng.int(650, 90_000)), '', '', processed])
  }
  const bytes = [await providers.close(), await health.close(), await fire.close(), await penalties.close()].reduce((a, b) => a + b, 0)
  console.log(`CMS nursing home files in ${dir}: ${providers.rows.toLocaleString('en-US')} providers, ${health.rows.toLocaleString('en-US')} health deficiencies, ${fire.rows.toLocaleString('en-US')} fire safety deficiencies, ${penalties.rows.toLocaleString('en-US')} penalties (${mb(bytes)})`)
}

export async function fmcsa(dir: string, count: number, seed: string) {
  const rng = seededRandom(fnv1a(`fmcsa:${seed}:${count}`))
  const census = new CsvOut(join(dir, 'FMCSA_CENSUS1_2026Oct.csv'), ['DOT_NUMBER', 'LEGAL_NAME', 'DBA_NAME', 'CARRIER_OPERATION', 'PHY_STREET', 'PHY_CITY', 'PHY_STATE', 'PHY_ZIP', 'TELEPHONE', 'MCS150_DATE', 'NBR_POWER_UNIT', 'DRIVER_TOTAL'])
  const sms = new CsvOut(join(dir, 'SMS_AB_PassProperty_2026Oct.csv'), ['DOT_NUMBER', 'INSP_TOTAL', 'DRIVER_INSP_TOTAL', 'DRIVER_OOS_INSP_TOTAL', 'VEHICLE_INSP_TOTAL', 'VEHICLE_OOS_INSP_TOTAL', 'UNSAFE_DRIV_INSP_W_VIOL', 'UNSAFE_DRIV_MEASURE', 'UNSAFE_DRIV_AC', 'VEH_MAINT_INSP_W_VIOL', 'VEH_MAINT_MEASURE', 'VEH_MAINT_AC'])
  const crashes = new CsvOut(join(dir, 'FMCSA_CRASH_2026Oct.csv'), ['REPORT_NUMBER', 'REPORT_SEQ_NO', 'DOT_NUMBER', 'REPORT_DATE', 'REPORT_STATE', 'FATALITIES', 'INJURIES', 'TOW_AWAY'])
  for (let c = 0; c < count; c++) {
    const dot = String(1_000_000 + c)
    const [city, state, zip] = rng.pick(PLACES)
    await census.row([dot, `${rng.pick(WORDS)} ${rng.pick(['Freight', 'Trucking', 'Transport', 'Logistics'])} ${c} LLC`, '', 'A', `${rng.int(100, 9999)} INDUSTRIAL PKWY`, city.toUpperCase(), state, String(zip + rng.int(0, 20)),
      `(555) 555-${String(rng.int(0, 9999)).padStart(4, '0')}`, '20250115', String(rng.int(1, 80)), String(rng.int(1, 90))])
    if (rng.chance(0.6)) {
      const vehicle = rng.int(1, 80)
      const driver = vehicle + rng.int(0, 20)
      await sms.row([dot, String(driver + rng.int(0, 3)), String(driver), String(rng.int(0, Math.ceil(driver / 8))), String(vehicle), String(rng.int(0, Math.ceil(vehicle / 3))), String(rng.int(0, 5)), (rng() * 3).toFixed(2), 'N', String(rng.int(0, 12)), (rng() * 8).toFixed(2), rng.chance(0.05) ? 'Y' : 'N'])
    }
    for (let k = 0; k < rng.weighted([[0, 80], [1, 15], [2, 5]] as const); k++) {
      const date = day(Date.parse('2024-10-15T00:00:00Z') + rng.int(0, 720) * DAY).replace(/-/g, '')
      await crashes.row([`${state}${String(c * 3 + k).padStart(8, '0')}`, '1', dot, rng.chance(0.00002) ? '20251345' : date, state, String(rng.chance(0.03) ? 1 : 0), String(rng.int(0, 2)), rng.chance(0.6) ? 'Y' : 'N'])
    }
  }
  const bytes = [await census.close(), await sms.close(), await crashes.close()].reduce((a, b) => a + b, 0)
  console.log(`FMCSA files in ${dir}: ${census.rows.toLocaleString('en-US')} carriers, ${sms.rows.toLocaleString('en-US')} SMS measures, ${crashes.rows.toLocaleString('en-US')} crashes (${mb(bytes)})`)
}
