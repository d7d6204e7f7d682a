import type { DB } from '~/lib/db.server.ts'
import { directoryResultsCache, publicDataCache } from '~/lib/public-data-cache.server.ts'
import { cityItemListJsonLd } from '../business/business-json-ld.ts'
import { toSummary } from '../business/business-summary.ts'
import { directorySearchParams, type DirectoryQuery } from './directory-query.ts'
import { findBusinesses } from '../business/find-businesses.server.ts'
import { findCityBySlug } from './find-cities.server.ts'

/**
 * A city page's data: the city, the businesses the query shows (as cards) and their JSON-LD; null
 * when no city has the slug. Both are the same for every visitor until the content version moves
 * (decision 014). The JSON-LD is built here, so the browser never loads its builder (a page's
 * JavaScript budget). The cards get only what they show: the details dialog asks /api/businesses/{id} for
 * the rest (score breakdown, badge evidence, contact).
 */
export async function findCityPage(db: DB, slug: string, query: DirectoryQuery, siteUrl: string) {
  const city = await publicDataCache.get(`city:${slug.toLowerCase()}`, () => findCityBySlug(db, slug))
  if (!city) return null
  const shown = await directoryResultsCache.get(`${city.id}?${directorySearchParams({ ...query, state: null })}`, async () => {
    const found = await findBusinesses(db, city.id, query, undefined, city.businessCount)
    return {
      result: { ...found, businesses: found.businesses.map(toSummary) },
      itemList: cityItemListJsonLd(city, found.businesses, siteUrl, (found.page - 1) * found.pageSize + 1),
    }
  })
  return { city, ...shown }
}
