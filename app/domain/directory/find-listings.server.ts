import { sql } from 'kysely'
import type { BadgeType, BusinessCategory } from '~/lib/db-schema.ts'
import type { DB } from '~/lib/db.server.ts'
import type { ScoreComponents } from '~/lib/score-model.ts'
import type { BadgeEvidence } from '~/lib/audit-dates.ts'
import { listingDetailColumns } from './find-businesses.server.ts'
import { findListingMatches, type ListingMatches } from './find-listing-matches.server.ts'
import { LISTINGS_PAGE_SIZE, type ListingQuery } from './listing-query.ts'

/** Deep pages are bounded (offset pagination): past them, a search narrows the list. */
export const MAX_PAGES = 400
/**
 * A search counts its matches up to here ("1,000+ listings"), so 40 pages of them: counting a
 * common word's 50,000 matches in a million rows read a fifth of the table (~0.4 s); past the
 * first thousand an administrator narrows the search rather than paging.
 */
export const MAX_COUNTED = 1_000
/**
 * A search with more matches than that, sorted by another column, first reads this many listings
 * in that column's order (its index) and tests each: where the matches are spread through that
 * order, its first pages come from them. At a million rows "kingston" by last update took 593 →
 * 23 ms and "5" by rating 2.5 s → 0.2 s, where gathering and sorting every match read tens of
 * thousands of rows. It costs ~30–100 ms when the page is not there: "harbor" by rating stays ~0.5 s,
 * since each rating's 20,000 listings are in name order and every Harbor sits past the first 2,000.
 */
const SCAN_WINDOW = 2_000

export interface ListingRow {
  id: string
  name: string
  type: BusinessCategory
  description: string
  rating: number
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
  badgeEvidence: BadgeEvidence
}

export interface ListingPage {
  listings: ListingRow[]
  /** Listings that match; a search stops counting past MAX_COUNTED (then `totalIsLowerBound`). */
  total: number
  totalIsLowerBound: boolean
  page: number
  pageCount: number
}

const SORT_COLUMNS = {
  name: 'businesses.name',
  type: 'businesses.category',
  city: 'cities.name',
  rating: 'businesses.rating',
  safety_score: 'businesses.safety_score',
  status: 'businesses.status',
  updated_at: 'businesses.updated_at',
} as const

/**
 * Every listing for the admin table (published and hidden, with or without a city), or the
 * published ones for the members' listings dashboard: searched, sorted and paginated in SQL.
 */
export async function findListings(db: DB, query: ListingQuery, options: { includeHidden: boolean }): Promise<ListingPage> {
  const listings = db
    .selectFrom('businesses')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .$if(!options.includeHidden, (qb) => qb.where('businesses.status', '=', 'published'))
  // In the order of the table: the sort key, then name and id in the same direction, so a
  // (key, name, id) index serves both directions (migration 0010) and deep pages do not sort a
  // million rows. Only the city can be null.
  const read = (qb: typeof listings) =>
    qb
      .select([
        ...listingDetailColumns,
        'businesses.category as type',
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
  const pageOf = (shown: number) => {
    const pageCount = Math.min(MAX_PAGES, Math.max(1, Math.ceil(shown / LISTINGS_PAGE_SIZE)))
    const page = Math.min(query.page, pageCount)
    return { page, pageCount, offset: (page - 1) * LISTINGS_PAGE_SIZE }
  }
  const rowsOf = (ids: string[]) => (ids.length === 0 ? Promise.resolve([]) : read(listings.where('businesses.id', 'in', ids)).execute())
  let rows: Awaited<ReturnType<typeof rowsOf>>
  let total: number
  let totalIsLowerBound = false
  let paging: ReturnType<typeof pageOf>
  if (query.q === '') {
    // The totals come from a row kept by triggers: a million-row table is never counted.
    total = await listingTotal(db, options.includeHidden)
    paging = pageOf(total)
    rows =
      query.sort === 'city'
        ? await readByCity(db, options.includeHidden, query.dir, paging.offset, rowsOf)
        : await read(listings).limit(LISTINGS_PAGE_SIZE).offset(paging.offset).execute()
  } else {
    // A search counts at most MAX_COUNTED matches, read in name order: the same read is the page
    // when the table is sorted by name. Other sorts find a common search's page among the first
    // listings in their order, or else read every match and sort them.
    const matches = await findListingMatches(db, query.q, options.includeHidden)
    const first = await matches.firstInNameOrder(query.sort === 'name' ? query.dir : 'asc', MAX_COUNTED + 1)
    total = Math.min(first.length, MAX_COUNTED)
    totalIsLowerBound = first.length > MAX_COUNTED
    paging = pageOf(total)
    if (query.sort === 'name') {
      rows = await rowsOf(first.slice(paging.offset, paging.offset + LISTINGS_PAGE_SIZE).map((m) => m.id))
    } else {
      // More than MAX_COUNTED matches: their page is among the first listings in the sort's order,
      // or else read from the words table's index (the sort keys ride in it) and sorted. With
      // fewer matches, every match is read and sorted.
      const found = totalIsLowerBound
        ? ((query.sort !== 'city' && (await pageAmongFirst(db, matches, query.sort, query.dir, options.includeHidden, paging.offset))) ||
          (await matches.firstInKeyOrder(WORDS_SORT_KEYS[query.sort], query.dir, paging.offset + LISTINGS_PAGE_SIZE)).slice(paging.offset))
        : null
      rows = found
        ? await rowsOf(found)
        : await read(listings.where(sql<boolean>`businesses.id in (${matches.ids()})`))
            .limit(LISTINGS_PAGE_SIZE)
            .offset(paging.offset)
            .execute()
    }
  }
  return {
    listings: rows.map((r) => ({ ...r, rating: Number(r.rating), updatedAt: new Date(r.updatedAt).toISOString() })),
    total,
    totalIsLowerBound,
    page: paging.page,
    pageCount: paging.pageCount,
  }
}

/** The business columns the table sorts by besides the name and the city. */
const OWN_SORT_COLUMNS = { type: 'category', rating: 'rating', safety_score: 'safety_score', status: 'status', updated_at: 'updated_at' } as const
/** The words table's sort key for each sort but the name's. */
const WORDS_SORT_KEYS = { ...OWN_SORT_COLUMNS, city: 'city' } as const

/**
 * The ids of a search's page when the first SCAN_WINDOW listings in the sort's order (its
 * (key, name, id) index) hold it, each tested against the search; null when they do not.
 */
async function pageAmongFirst(
  db: DB,
  matches: ListingMatches,
  sort: keyof typeof OWN_SORT_COLUMNS,
  dir: 'asc' | 'desc',
  includeHidden: boolean,
  offset: number,
): Promise<string[] | null> {
  const column = OWN_SORT_COLUMNS[sort]
  const order = sql.raw(`${column} ${dir}, name ${dir}, id ${dir}`)
  const published = includeHidden ? sql`` : sql`where status = 'published'`
  const { rows } = await sql<{ id: string }>`select id from (
      select id, name, address, category, city_id${column === 'category' ? sql`` : sql`, ${sql.ref(column)}`} from businesses ${published} order by ${order} limit ${SCAN_WINDOW}
    ) as listing where ${matches.matchesRow('listing')} order by ${order} limit ${offset + LISTINGS_PAGE_SIZE}`.execute(db)
  return rows.length === offset + LISTINGS_PAGE_SIZE ? rows.slice(offset).map((r) => r.id) : null
}

/**
 * One page of the whole table in city order without sorting a million rows: the cities are walked
 * in name order and skipped whole by their trigger-kept counts, and only the cities the page spans
 * are read. Cities that share a name (generated data has 17 Winchesters) are read together, their
 * listings merged by name as `order by city name, name, id` would: one ordered index-only scan
 * per city over (city_id, name, id) include (status) (migration 0011), merged, so a deep page
 * reads as many index entries as it skips and never sorts. Listings without a city come last in
 * both directions. `readRows` reads the chosen listings in the table's order.
 */
async function readByCity<Row>(
  db: DB,
  includeHidden: boolean,
  dir: 'asc' | 'desc',
  offset: number,
  readRows: (ids: string[]) => Promise<Row[]>,
): Promise<Row[]> {
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'name', includeHidden ? 'listing_count as listings' : 'business_count as listings'])
    .orderBy('name', dir)
    .execute()
  const groups: { name: string | null; ids: (number | null)[]; listings: number }[] = []
  for (const city of cities) {
    const last = groups.at(-1)
    if (last?.name === city.name) {
      last.ids.push(city.id)
      last.listings += city.listings
    } else groups.push({ name: city.name, ids: [city.id], listings: city.listings })
  }
  groups.push({ name: null, ids: [null], listings: Number.POSITIVE_INFINITY })
  const ids: string[] = []
  let skip = offset
  for (const group of groups) {
    if (ids.length === LISTINGS_PAGE_SIZE) break
    if (skip >= group.listings) {
      skip -= group.listings
      continue
    }
    ids.push(...(await idsInCities(db, group.ids, includeHidden, dir, LISTINGS_PAGE_SIZE - ids.length, skip)))
    skip = 0
  }
  return readRows(ids)
}

/** `limit` listing ids after `skip` of these cities (null: no city), by name and id, merged from one index scan per city. */
async function idsInCities(db: DB, cityIds: (number | null)[], includeHidden: boolean, dir: 'asc' | 'desc', limit: number, skip: number): Promise<string[]> {
  const order = sql.raw(`name ${dir}, id ${dir}`)
  const published = includeHidden ? sql`` : sql`and status = 'published'`
  const scans = cityIds.map(
    (cityId) =>
      sql`(select id, name from businesses where ${cityId === null ? sql`city_id is null` : sql`city_id = ${cityId}`} ${published} order by ${order} limit ${skip + limit})`,
  )
  const { rows } = await sql<{ id: string }>`select id from (${sql.join(scans, sql` union all `)}) as merged order by ${order} limit ${limit} offset ${skip}`.execute(db)
  return rows.map((r) => r.id)
}

async function listingTotal(db: DB, includeHidden: boolean): Promise<number> {
  const totals = await db.selectFrom('listing_totals').select(['total', 'published']).executeTakeFirstOrThrow()
  return Number(includeHidden ? totals.total : totals.published)
}
