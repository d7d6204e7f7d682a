import { sql } from 'kysely'
import type { BadgeType, BusinessCategory } from '~/lib/db-schema.ts'
import type { DB } from '~/lib/db.server.ts'
import type { ScoreComponents } from '~/lib/score-model.ts'
import { businessDetailColumns } from './find-businesses.server.ts'
import { idsByCity } from './find-business-rows-by-city.server.ts'
import { businessSearchCondition, MAX_COUNTED, searchPage } from './business-search.server.ts'
import { BUSINESSES_PAGE_SIZE, type BusinessQuery } from './business-query.ts'
import { pageOf } from '~/lib/paging.ts'

export { MAX_COUNTED }

/** Deep pages are bounded (offset pagination): past them, a search narrows the list. */
export const MAX_PAGES = 400
export interface BusinessRow {
  id: string
  name: string
  category: BusinessCategory
  description: string
  /** The admin's own number (the editor's Rating (0–5) field); the table shows the visitors' average. */
  rating: number
  reviewAverage: number
  reviewCount: number
  safetyScore: number
  address: string
  phone: string | null
  email: string | null
  website: string | null
  certifications: string[]
  badges: BadgeType[]
  status: 'published' | 'hidden'
  cityId: number | null
  cityName: string | null
  citySlug: string | null
  state: string | null
  updatedAt: string
  auditedOn: string | null
  scoreComponents: ScoreComponents | null
}

export interface BusinessRowPage {
  businesses: BusinessRow[]
  /** Businesses that match; a search stops counting past MAX_COUNTED (then `totalIsLowerBound`). */
  total: number
  totalIsLowerBound: boolean
  /** Set when a search had too many matches to sort them all: the page is sorted among this many of them. */
  sortedAmong: number | null
  page: number
  pageCount: number
}

const SORT_COLUMNS = {
  name: 'businesses.name',
  category: 'businesses.category',
  city: 'cities.name',
  rating: 'businesses.review_average',
  safety_score: 'businesses.safety_score',
  status: 'businesses.status',
  updated_at: 'businesses.updated_at',
} as const

/**
 * Every business for the admin table (published and hidden, with or without a city), or the
 * published ones for the members' businesses dashboard: searched, sorted and paginated in SQL.
 */
export async function findBusinessRows(db: DB, query: BusinessQuery, options: { includeHidden: boolean; window?: number }): Promise<BusinessRowPage> {
  const businesses = db
    .selectFrom('businesses')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .$if(!options.includeHidden, (qb) => qb.where('businesses.status', '=', 'published'))
  // In the order of the table: the sort key, then name and id in the same direction, so a
  // (key, name, id) index serves both directions (migration 0010) and deep pages do not sort a
  // million rows. Only the city can be null.
  const read = (qb: typeof businesses) =>
    qb
      .select([
        ...businessDetailColumns,
        // The admin's entries, for the editor (the public reads the safety record).
        'businesses.rating',
        // The table's Rating: the visitors' average and count, as the public pages show them.
        'businesses.review_average as reviewAverage',
        'businesses.review_count as reviewCount',
        'businesses.safety_score as safetyScore',
        'businesses.badges',
        'businesses.audited_on as auditedOn',
        'businesses.score_components as scoreComponents',
        'businesses.category',
        'businesses.status',
        'businesses.city_id as cityId',
        'businesses.updated_at as updatedAt',
        'cities.name as cityName',
        'cities.slug as citySlug',
        'cities.state as state',
      ])
      .$call((qb) => (query.sort === 'city' ? qb.orderBy(sql`cities.name ${sql.raw(query.dir)} nulls last`) : qb.orderBy(SORT_COLUMNS[query.sort], query.dir)))
      .orderBy('businesses.name', query.dir)
      .orderBy('businesses.id', query.dir)
  const paged = (shown: number) => pageOf(shown, BUSINESSES_PAGE_SIZE, query.page, MAX_PAGES)
  const rowsOf = (ids: string[]) => (ids.length === 0 ? Promise.resolve([]) : read(businesses.where('businesses.id', 'in', ids)).execute())
  let rows: Awaited<ReturnType<typeof rowsOf>>
  let total: number
  let totalIsLowerBound = false
  let sortedAmong: number | null = null
  let paging: ReturnType<typeof pageOf>
  if (query.q === '') {
    // The totals come from a row kept by triggers: a million-row table is never counted.
    total = await businessTotal(db, options.includeHidden)
    paging = paged(total)
    rows =
      query.sort === 'city'
        ? await rowsOf(await idsByCity(db, options.includeHidden, query.dir, paging.offset, BUSINESSES_PAGE_SIZE))
        : await read(businesses).limit(BUSINESSES_PAGE_SIZE).offset(paging.offset).execute()
  } else {
    const condition = await businessSearchCondition(db, query.q)
    const search = condition && { condition, includeHidden: options.includeHidden, sort: query.sort, dir: query.dir, window: options.window }
    const tableSize = await businessTotal(db, options.includeHidden)
    const found = search ? await searchPage(db, search, tableSize, (counted) => paged(Math.min(counted, MAX_COUNTED)).offset) : { counted: 0, ids: [], sortedAmong: null }
    sortedAmong = found.sortedAmong
    total = Math.min(found.counted, MAX_COUNTED)
    totalIsLowerBound = found.counted > MAX_COUNTED
    paging = paged(total)
    const ids = found.ids
    rows = await rowsOf(ids)
  }
  return {
    businesses: rows.map((r) => ({ ...r, rating: Number(r.rating), reviewAverage: Number(r.reviewAverage), updatedAt: new Date(r.updatedAt).toISOString() })),
    total,
    totalIsLowerBound,
    sortedAmong,
    page: paging.page,
    pageCount: paging.pageCount,
  }
}

async function businessTotal(db: DB, includeHidden: boolean): Promise<number> {
  const totals = await db.selectFrom('business_totals').select(['total', 'published']).executeTakeFirstOrThrow()
  return Number(includeHidden ? totals.total : totals.published)
}
