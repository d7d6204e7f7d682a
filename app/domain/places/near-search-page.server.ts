import type { DB } from '~/lib/db.server.ts'
import { distanceAway, type Point } from '~/lib/geo.ts'
import { drawMap, farthestMiles, localProjection, pinMargin, ringMiles, type MapData } from '~/lib/local-map.ts'
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

// A square in map units, drawn 288 CSS px wide at the narrowest (a 320 px screen).
const MAP = { width: 360, height: 360, minWidth: 288 }

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
  const businesses = result.businesses.map((b) => ({ ...b, distanceLabel: b.distance === null ? null : distanceAway(b.distance) }))
  return { placeLabel, notFound, result: { ...result, businesses }, map: point ? resultsMap(point, query.radius, placeLabel ?? '', businesses) : null }
}

/** The page's results as pins numbered as their cards around the place, the map spanning the farthest of them (or the radius, without any). */
function resultsMap(point: Point, radius: number, label: string, businesses: NearBusiness[]): MapData {
  const located = businesses.flatMap((b, i) => (b.latitude === null || b.longitude === null ? [] : [{ b, n: i + 1, point: { latitude: b.latitude, longitude: b.longitude } }]))
  const span = located.length === 0 ? radius : Math.min(radius, Math.max(0.5, farthestMiles(point, located.map((l) => l.point)) * 1.1))
  const { project, pxPerMile } = localProjection(point, span, MAP.width, MAP.height, pinMargin(MAP))
  const pins = located.map(({ b, n, point }) => ({ ...project(point), point, n, label: `${n}. ${b.name}`, href: `/city/${b.citySlug}/${b.slug}` }))
  const ring = ringMiles(span)
  return drawMap({ ...MAP, pins, rings: [{ r: Math.round(ring * pxPerMile), label: `${ring} mi` }], center: { ...project(point), point, label } })
}
