import type { Kysely } from 'kysely'
import { US_STATES } from '~/content/states.ts'
import type { Database } from '~/lib/db-schema.ts'

type Db = Kysely<Database>

export type CityMatch = { cityId: number | null } | { error: string }

/**
 * Finds a city by name and state (abbreviation or full name, any case) among the cities table.
 * Empty city and state: no city. A city name alone is enough when only one state has it.
 */
export async function cityFinder(db: Db): Promise<(city: string, state: string) => CityMatch> {
  const cities = await db.selectFrom('cities').select(['id', 'name', 'state']).orderBy('id').execute()
  const byNameAndState = new Map<string, number>()
  const byName = new Map<string, number[]>()
  for (const c of cities) {
    const name = c.name.toLowerCase()
    if (!byNameAndState.has(`${name}|${c.state}`)) byNameAndState.set(`${name}|${c.state}`, c.id)
    byName.set(name, [...(byName.get(name) ?? []), c.id])
  }
  const stateAbbr = new Map<string, string>()
  for (const s of US_STATES) {
    stateAbbr.set(s.abbr.toLowerCase(), s.abbr)
    stateAbbr.set(s.name.toLowerCase(), s.abbr)
  }
  return (city, state) => {
    if (city === '' && state === '') return { cityId: null }
    if (city === '') return { error: 'City is required when a state is given' }
    const name = city.toLowerCase()
    if (state === '') {
      const ids = byName.get(name) ?? []
      if (ids.length === 1) return { cityId: ids[0]! }
      if (ids.length > 1) return { error: `City "${city}" is in several states: add its state` }
      return { error: `City "${city}" is not one of the listed cities` }
    }
    const abbr = stateAbbr.get(state.toLowerCase())
    const id = abbr ? byNameAndState.get(`${name}|${abbr}`) : undefined
    return id !== undefined ? { cityId: id } : { error: `City "${city}, ${state}" is not one of the listed cities` }
  }
}
