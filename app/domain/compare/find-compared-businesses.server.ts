import { findBusinessesByIds } from '~/domain/business/find-businesses.server.ts'
import { findPlace } from '~/domain/places/find-place.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { distanceMiles, distanceWords } from '~/lib/geo.ts'
import type { ComparedBusiness, ComparePage, CompareQuery } from './model.ts'

/** The published businesses of /compare?ids= in the order asked (unknown ids left out), and their distances from `near`. */
export async function findComparedBusinesses(db: DB, query: CompareQuery): Promise<ComparePage> {
  const rows = await findBusinessesByIds(db, query.ids)
  const found = query.near ? await findPlace(db, query.near) : null
  const place = found?.found ? found.place : null
  const rank = { current: 0, expired: 1, revoked: 2 } as const
  const businesses = query.ids.flatMap((id): ComparedBusiness[] => {
    const b = rows.find((r) => r.id === id)
    if (!b) return []
    const distance = place && b.latitude !== null && b.longitude !== null ? distanceWords(distanceMiles(place, { latitude: b.latitude, longitude: b.longitude })) : null
    return [{
      id: b.id, name: b.name, category: b.category, cityName: b.cityName, state: b.state, href: `/city/${b.citySlug}/${b.slug}` as const,
      safetyScore: b.safetyScore, auditedLabel: b.auditedLabel, components: b.safety.components,
      awards: [...b.awards].sort((x, y) => rank[x.status] - rank[y.status]), rating: b.rating, reviewCount: b.reviewCount, distance,
    }]
  })
  return { businesses, placeLabel: place?.label ?? null, notFound: found && !found.found ? { place: query.near, suggestions: found.suggestions, ambiguous: found.ambiguous === true } : null }
}
