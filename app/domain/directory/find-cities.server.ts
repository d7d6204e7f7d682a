import type { DB } from '~/lib/db.server.ts'
import type { CitySummary } from './types.ts'

/** Cities with their state's name and number of published businesses (one query shape for all callers). */
function selectCitySummaries(db: DB) {
  return db
    .selectFrom('cities')
    .innerJoin('states', 'states.abbr', 'cities.state')
    .select([
      'cities.id',
      'cities.name',
      'cities.state',
      'states.name as stateName',
      'cities.slug',
      'cities.image_path as imagePath',
      'cities.image_version as imageVersion',
      // Kept by triggers (migration 0008): no count over the businesses table.
      'cities.business_count as businessCount',
    ])
}

function toCitySummary(row: Omit<CitySummary, 'businessCount'> & { businessCount: number | null }): CitySummary {
  // state is char(2): trim any padding; a city without businesses counts 0.
  return { ...row, state: row.state.trim(), businessCount: row.businessCount ?? 0 }
}

/** Every city, by name. */
export async function findCities(db: DB): Promise<CitySummary[]> {
  const rows = await selectCitySummaries(db).orderBy('cities.name').execute()
  return rows.map(toCitySummary)
}

export async function findCityBySlug(db: DB, slug: string): Promise<CitySummary | undefined> {
  const row = await selectCitySummaries(db).where('cities.slug', '=', slug.toLowerCase()).executeTakeFirst()
  return row ? toCitySummary(row) : undefined
}

export async function findStates(db: DB): Promise<{ abbr: string; name: string }[]> {
  const rows = await db.selectFrom('states').select(['abbr', 'name']).orderBy('name').execute()
  return rows.map((r) => ({ abbr: r.abbr.trim(), name: r.name }))
}

/**
 * Spec §2 "Find Safe Businesses": the first city of a state, alphabetically; undefined when the
 * state has none (the dialog then says "No Cities Found").
 */
export async function findFirstCityOfState(db: DB, stateAbbr: string): Promise<{ slug: string; name: string } | undefined> {
  return db
    .selectFrom('cities')
    .select(['slug', 'name'])
    .where('state', '=', stateAbbr.toUpperCase())
    .orderBy('name')
    .limit(1)
    .executeTakeFirst()
}
