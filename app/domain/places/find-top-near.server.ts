import type { DB } from '~/lib/db.server.ts'
import { findPlace } from './find-place.server.ts'
import type { NearQuery } from './near-query.ts'
import { searchNear, type NearBusiness } from './search-near.server.ts'

/** The home page's "Top 5 Safest {category} near {place}" looks this far around the place. */
export const TOP_NEAR_RADIUS = 50

/**
 * The safest five of a category within TOP_NEAR_RADIUS miles of a place typed (a ZIP code or city):
 * null when no place is given, `notFound` when it names none.
 */
export async function findTopNear(db: DB, category: string, near: string): Promise<{ placeLabel: string; businesses: NearBusiness[] } | { notFound: string } | null> {
  if (!near) return null
  const found = await findPlace(db, near)
  if (!found.found) return { notFound: near }
  const result = await searchNear(db, { q: '', radius: TOP_NEAR_RADIUS, category: category as NearQuery['category'], sort: 'score', page: 1 }, found.place)
  return { placeLabel: found.place.label, businesses: result.businesses.slice(0, 5) }
}
