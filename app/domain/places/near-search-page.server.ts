import type { DB } from '~/lib/db.server.ts'
import { formatMiles, type Point } from '~/lib/geo.ts'
import { localProjection, spreadOverlaps, type MapData } from '~/lib/local-map.ts'
import { findPlace } from './find-place.server.ts'
import type { NearQuery } from './near-query.ts'
import { searchNear, type NearBusiness, type NearResult } from './search-near.server.ts'

/** What /search shows: where it searched (or why it could not), the results with their distances, and the map. */
export interface NearSearchPage {
  /** "Denver, CO", "80202 (Denver, CO)", "your location"; null: no place (the whole country). */
  placeLabel: string | null
  /** The place typed that was not found, and places of a like name; `ambiguous`: cities of that very name, one to pick. */
  notFound: { place: string; suggestions: string[]; ambiguous: boolean } | null
  result: Omit<NearResult, 'businesses'> & { businesses: (NearBusiness & { distanceLabel: string | null })[] }
  map: MapData | null
}

const MAP_SIZE = 360

/**
 * Runs a /search: the place (a ZIP code or city name, or the browser's `position`, which is used for
 * this answer only and never stored), then the search within the radius, and the pins of the page.
 */
export async function nearSearchPage(db: DB, query: NearQuery, position: Point | null): Promise<NearSearchPage> {
  let point: Point | null = position
  let placeLabel: string | null = position ? 'your location' : null
  let notFound: NearSearchPage['notFound'] = null
  if (!position && query.near) {
    const found = await findPlace(db, query.near)
    if (found.found) {
      point = found.place
      placeLabel = found.place.label
    } else notFound = { place: query.near, suggestions: found.suggestions, ambiguous: found.ambiguous === true }
  }
  const result = await searchNear(db, query, point)
  const businesses = result.businesses.map((b) => ({ ...b, distanceLabel: b.distance === null ? null : formatMiles(b.distance) }))
  return { placeLabel, notFound, result: { ...result, businesses }, map: point ? resultsMap(point, query.radius, placeLabel ?? '', businesses) : null }
}

function resultsMap(point: Point, radius: number, label: string, businesses: NearBusiness[]): MapData {
  const { project, pxPerMile } = localProjection(point, radius, MAP_SIZE, MAP_SIZE)
  const marks = businesses.flatMap((b, i) =>
    b.latitude === null || b.longitude === null ? [] : [{ ...project({ latitude: b.latitude, longitude: b.longitude }), n: i + 1, label: `${i + 1}. ${b.name}`, href: `/city/${b.citySlug}/${b.slug}` }],
  )
  const rings = [{ r: Math.round(radius * pxPerMile), label: `${radius} mi` }, { r: Math.round((radius / 2) * pxPerMile), label: `${radius / 2} mi` }]
  return { width: MAP_SIZE, height: MAP_SIZE, marks: spreadOverlaps(marks), rings, center: { ...project(point), label } }
}
