import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import type { Point } from '~/lib/geo.ts'

/** A place a visitor searched near: where it is and how it reads ("Denver, CO", "80202 (Denver, CO)"). */
export interface Place extends Point {
  label: string
}

/** Not found: places of a like name; `ambiguous`: the name is of several cities of like size, and `suggestions` lists them ("Springfield, MO"). */
export type PlaceLookup = { found: true; place: Place } | { found: false; suggestions: string[]; ambiguous?: true }

/** A name without its state asks which city when another of that name has at least this share of the biggest one's people. */
const AMBIGUOUS_SHARE = 0.5
/** How many cities of an ambiguous name are listed, biggest first. */
const AMBIGUOUS_LISTED = 8

const ZIP = /^(\d{5})(?:-\d{4})?$/
/** "Boulder, CO", "Boulder CO", "Boulder, Colorado" is not read (the state must be its two letters). */
const NAME_AND_STATE = /^(.+?)(?:,\s*|\s+)([A-Za-z]{2})$/

/**
 * The place `near` names: a ZIP code (its centroid), a directory city ("Denver", "Denver, CO") or
 * another US city or town of the registry's places (the biggest of the name). A name without its
 * state that several cities of like size bear ("Springfield") is not guessed: the answer lists them
 * with their states. Not found: up to five places whose names start the same way, biggest first.
 */
export async function findPlace(db: DB, near: string): Promise<PlaceLookup> {
  const zip = ZIP.exec(near)
  if (zip) {
    const row = await db.selectFrom('zip_codes').select(['zip', 'latitude', 'longitude', 'city', 'state']).where('zip', '=', zip[1]!).executeTakeFirst()
    if (row) return { found: true, place: { label: `${row.zip} (${row.city}, ${row.state})`, latitude: row.latitude, longitude: row.longitude } }
    return { found: false, suggestions: [] }
  }
  const named = NAME_AND_STATE.exec(near)
  const candidates = named ? [{ name: named[1]!.trim(), state: named[2]!.toUpperCase() }, { name: near, state: null }] : [{ name: near, state: null }]
  if (!named) {
    const which = await citiesOfName(db, near)
    if (which.length > 1) return { found: false, ambiguous: true, suggestions: which }
  }
  for (const { name, state } of candidates) {
    const city = await db.selectFrom('cities').select(['name', 'state', 'latitude', 'longitude'])
      .where(sql<string>`lower(name)`, '=', name.toLowerCase()).where('latitude', 'is not', null)
      .$if(state !== null, (qb) => qb.where('state', '=', state!))
      .orderBy('population', sql`desc nulls last`).executeTakeFirst()
    if (city) return { found: true, place: { label: `${city.name}, ${city.state}`, latitude: city.latitude!, longitude: city.longitude! } }
    const place = await db.selectFrom('places').select(['name', 'state', 'latitude', 'longitude'])
      .where(sql<string>`lower(name)`, 'in', [name.toLowerCase(), `${name.toLowerCase()} city`])
      .$if(state !== null, (qb) => qb.where('state', '=', state!))
      .orderBy('population', 'desc').executeTakeFirst()
    if (place) return { found: true, place: { label: `${place.name}, ${place.state}`, latitude: place.latitude, longitude: place.longitude } }
  }
  return { found: false, suggestions: await suggestPlaces(db, named ? named[1]! : near) }
}

/** Places whose name starts with the text's first three letters, biggest first. */
async function suggestPlaces(db: DB, text: string): Promise<string[]> {
  const start = text.trim().toLowerCase().slice(0, 3)
  if (start.length < 2 || /[\\%_]/.test(start)) return []
  const rows = await db.selectFrom('places').select(['name', 'state'])
    .where(sql<string>`lower(name)`, 'like', `${start}%`)
    .orderBy('population', 'desc').limit(5).execute()
  return rows.map((r) => `${r.name}, ${r.state}`)
}

/**
 * "Springfield" → ["Springfield, MO", "Springfield, MA", "Springfield, IL", …]: the biggest place of
 * the name in each state, biggest first, when another state's has at least AMBIGUOUS_SHARE of the
 * biggest one's people; otherwise [] (the name means one city: "Denver" is Denver, CO).
 */
async function citiesOfName(db: DB, name: string): Promise<string[]> {
  const key = name.trim().toLowerCase()
  if (key === '') return []
  const rows = await db.selectFrom('places').select(['name', 'state', sql<number>`max(population)`.as('people')])
    .where(sql<string>`lower(name)`, 'in', [key, `${key} city`])
    .groupBy(['name', 'state']).orderBy('people', 'desc').limit(AMBIGUOUS_LISTED).execute()
  const [first, second] = rows
  if (!first || !second || Number(second.people) < Number(first.people) * AMBIGUOUS_SHARE) return []
  return [...new Set(rows.map((r) => `${r.name}, ${r.state}`))]
}
