import { sql, type ExpressionBuilder } from 'kysely'
import { cardFields, safetySummaryColumn } from '~/domain/safety-record/read-safety-record.server.ts'
import type { BusinessCategory, Database } from '~/lib/db-schema.ts'
import type { DB } from '~/lib/db.server.ts'
import { boundingBox, EARTH_RADIUS_MILES, type Point } from '~/lib/geo.ts'
import type { BusinessSummary } from '~/domain/business/types.ts'
import { textMatches } from '~/domain/business/find-businesses.server.ts'
import { NEAR_PAGE_SIZE, type NearQuery, type NearSort } from './near-query.ts'
import { pageOf } from '~/lib/paging.ts'

/** A search result: a card, where the business is, and how far from the place searched near (null without one). */
export interface NearBusiness extends BusinessSummary {
  cityName: string
  state: string
  latitude: number | null
  longitude: number | null
  distance: number | null
}

export interface NearResult {
  businesses: NearBusiness[]
  /** Matches counted up to MAX_COUNTED + 1 ("1,000+"). */
  total: number
  page: number
  pageCount: number
  sort: NearSort
}

export const MAX_COUNTED = 1_000

/** Nearest first, the rows are read from the smallest of these circles that holds the page (miles). */
const NEAR_RADII = [1, 3, 10] as const

/**
 * Published businesses matching the search (name, category, description or certifications) within
 * `radius` miles of `point`, or across the country without one. Within R miles: the bounding box on
 * the GiST index of the businesses' points, then the exact great-circle distance. Sorted by distance
 * (the default near a place), safety score or rating; counted up to MAX_COUNTED + 1; paged.
 */
export async function searchNear(db: DB, query: Pick<NearQuery, 'q' | 'radius' | 'category' | 'sort' | 'page'>, point: Point | null): Promise<NearResult> {
  const sort: NearSort = query.sort === 'distance' && !point ? 'score' : (query.sort ?? (point ? 'distance' : 'score'))
  const distance = point
    ? sql<number>`(${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(power(sin(radians(businesses.latitude - ${point.latitude}) / 2), 2)
        + cos(radians(${point.latitude})) * cos(radians(businesses.latitude)) * power(sin(radians(businesses.longitude - ${point.longitude}) / 2), 2)))))`
    : sql<number | null>`null::float8`
  /** The matches within `miles` of the point (every match without one). */
  const matchesWithin = (miles: number) => {
    const box = point ? boundingBox(point, miles) : null
    return db
      .selectFrom('businesses')
      .innerJoin('cities', 'cities.id', 'businesses.city_id')
      .where('businesses.status', '=', 'published')
      .$if(box !== null, (qb) =>
        qb.where('businesses.latitude', 'is not', null)
          .where(sql<boolean>`point(businesses.longitude, businesses.latitude) <@ box(point(${box!.minLng}, ${box!.minLat}), point(${box!.maxLng}, ${box!.maxLat}))`)
          .where(distance, '<=', miles))
      .$if(query.category !== null, (qb) => qb.where('businesses.category', '=', query.category as BusinessCategory))
      .$if(query.q !== '', (qb) => qb.where((eb: ExpressionBuilder<Database, 'businesses'>) => textMatches(eb, query.q, { certifications: true })))
  }
  const countWithin = async (miles: number, upTo: number) => (await db.selectFrom(matchesWithin(miles).select(sql`1`.as('one')).limit(upTo).as('m'))
    .select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()).total

  const total = await countWithin(query.radius, MAX_COUNTED + 1)
  const { page, pageCount, offset } = pageOf(Math.min(total, MAX_COUNTED), NEAR_PAGE_SIZE, query.page)
  // Nearest first, the first `offset + page size` rows of the whole circle are those of the
  // smallest circle holding that many (everything nearer than its edge is in it): where businesses
  // are dense, a city of 400,000, the sort reads a mile or three around the point, not 25.
  let miles = query.radius
  if (sort === 'distance' && total > offset + NEAR_PAGE_SIZE) {
    for (const r of NEAR_RADII.filter((r) => r < query.radius)) {
      if ((await countWithin(r, offset + NEAR_PAGE_SIZE)) >= offset + NEAR_PAGE_SIZE) {
        miles = r
        break
      }
    }
  }
  // Unaudited businesses come last by score, unreviewed ones last by rating (as on city pages).
  const order = sort === 'distance' ? [sql`distance`, sql`businesses.safety_score desc`]
    : sort === 'rating' ? [sql`(businesses.review_count = 0)`, sql`businesses.review_average desc`, sql`businesses.safety_score desc`]
      : [sql`(not businesses.scored)`, sql`businesses.safety_score desc`, sql`businesses.review_average desc`]
  const rows = await matchesWithin(miles)
    .select([
      'businesses.id', 'businesses.name', 'businesses.category', 'businesses.description',
      'businesses.address', 'businesses.slug', 'cities.slug as citySlug', 'cities.name as cityName', 'cities.state',
      safetySummaryColumn, 'businesses.latitude', 'businesses.longitude', distance.as('distance'),
    ])
    .orderBy(sql`${sql.join(order)}, businesses.name, businesses.id`)
    .limit(NEAR_PAGE_SIZE)
    .offset(offset)
    .execute()
  const businesses = rows.map(({ safety, ...r }) => ({ ...r, ...cardFields(safety) }))
  return { businesses, total, page, pageCount, sort }
}
