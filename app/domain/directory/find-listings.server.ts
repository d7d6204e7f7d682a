import { sql, type RawBuilder } from 'kysely'
import type { BadgeType, BusinessCategory } from '~/lib/db-schema.ts'
import type { DB } from '~/lib/db.server.ts'
import type { ScoreComponents } from '~/lib/score-model.ts'
import type { BadgeEvidence } from '~/lib/audit-dates.ts'
import { listingDetailColumns } from './find-businesses.server.ts'
import { listingSearchCondition } from './listing-search.server.ts'
import { LISTINGS_PAGE_SIZE, type ListingQuery, type ListingSort } from './listing-query.ts'

/** Deep pages are bounded (offset pagination): past them, a search narrows the list. */
export const MAX_PAGES = 400
/**
 * A search counts its matches up to here ("1,000+ listings"), so 40 pages of them: past the first
 * thousand an administrator narrows the search rather than paging.
 */
export const MAX_COUNTED = 1_000
/**
 * A search with more matches than that first looks for its page among this many listings in the
 * table's order (its index), each tested against the search; only when they do not hold it, or the
 * table is no bigger, are all its matches gathered (through the search index) and sorted.
 */
const WINDOW = 10_000

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
export async function findListings(db: DB, query: ListingQuery, options: { includeHidden: boolean; window?: number }): Promise<ListingPage> {
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
        ? await rowsOf(await idsByCity(db, options.includeHidden, query.dir, paging.offset, LISTINGS_PAGE_SIZE))
        : await read(listings).limit(LISTINGS_PAGE_SIZE).offset(paging.offset).execute()
  } else {
    const condition = await listingSearchCondition(db, query.q)
    const search = condition && { condition, includeHidden: options.includeHidden, sort: query.sort, dir: query.dir, window: options.window ?? WINDOW }
    const found = search ? await searchPage(db, search, (counted) => pageOf(Math.min(counted, MAX_COUNTED)).offset) : { counted: 0, ids: [] }
    total = Math.min(found.counted, MAX_COUNTED)
    totalIsLowerBound = found.counted > MAX_COUNTED
    paging = pageOf(total)
    const ids = found.ids
    rows = await rowsOf(ids)
  }
  return {
    listings: rows.map((r) => ({ ...r, rating: Number(r.rating), updatedAt: new Date(r.updatedAt).toISOString() })),
    total,
    totalIsLowerBound,
    page: paging.page,
    pageCount: paging.pageCount,
  }
}

interface Search {
  /** The search's condition on a row of businesses (listing-search.server.ts). */
  condition: RawBuilder<boolean>
  includeHidden: boolean
  sort: ListingSort
  dir: 'asc' | 'desc'
  /** How many listings in the table's order a common search's page is looked for among (WINDOW; tests use fewer). */
  window: number
}

/**
 * Runs a read of a search's matches through the search index as a bitmap: its cost follows the
 * matches, where a walk of another index filtered row by row (which the planner may prefer when it
 * misjudges how many match) can read the whole table first.
 */
async function byBitmap<Row>(db: DB, query: RawBuilder<Row>): Promise<Row[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('work_mem', '32MB', true),
      set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx)
    return (await query.execute(trx)).rows
  })
}

const publishedOnly = (search: Search) => (search.includeHidden ? sql`` : sql`and status = 'published'`)

/**
 * A search's matches counted up to MAX_COUNTED + 1, and the ids of the page at `offsetFor(count)`.
 * With no more matches than that, they are all read and sorted; with more, the page is looked for
 * among the first `window` listings in the table's order. A table no bigger is read in one go.
 */
async function searchPage(db: DB, search: Search, offsetFor: (counted: number) => number): Promise<{ counted: number; ids: string[] }> {
  if ((await listingTotal(db, search.includeHidden)) <= search.window) {
    const first = (await matchesInOrder(search, MAX_COUNTED + 1, 0).execute(db)).rows.map((r) => r.id)
    const offset = offsetFor(first.length)
    return { counted: first.length, ids: first.slice(offset, offset + LISTINGS_PAGE_SIZE) }
  }
  const count = sql<{ n: number }>`select count(*)::int as n from (
      select 1 from businesses where ${search.condition} ${publishedOnly(search)} limit ${MAX_COUNTED + 1}
    ) as matches`
  const counted = (await byBitmap(db, count))[0]!.n
  const offset = offsetFor(counted)
  const ids = (counted > MAX_COUNTED && (await pageInWindow(db, search, offset))) || (await byBitmap(db, matchesInOrder(search, LISTINGS_PAGE_SIZE, offset))).map((r) => r.id)
  return { counted, ids }
}

/** The ids of `limit` matches after `offset`, in the table's order (every match read and sorted). */
function matchesInOrder(search: Search, limit: number, offset: number): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`select businesses.id from businesses left join cities on cities.id = businesses.city_id
    where ${search.condition} ${publishedOnly(search)} order by ${tableOrder(search)} limit ${limit} offset ${offset}`
}

/** The page's ids when the first `window` listings in the table's order hold it (each tested against the search), else null. */
async function pageInWindow(db: DB, search: Search, offset: number): Promise<string[] | null> {
  let matches: string[]
  if (search.sort === 'city') {
    const window = await idsByCity(db, search.includeHidden, search.dir, 0, search.window)
    const found = await sql<{ id: string }>`select id from businesses where id = any(${window}::uuid[]) and ${search.condition}`.execute(db)
    const matching = new Set(found.rows.map((r) => r.id))
    matches = window.filter((id) => matching.has(id))
  } else {
    const columns = [...new Set(['id', 'name', 'search', 'city_id', OWN_SORT_COLUMNS[search.sort]])].map((c) => sql.ref(c))
    const { rows } = await sql<{ id: string }>`select id from (
        select ${sql.join(columns)} from businesses where true ${publishedOnly(search)} order by ${tableOrder(search)} limit ${search.window}
      ) as businesses where ${search.condition} order by ${tableOrder(search)} limit ${offset + LISTINGS_PAGE_SIZE}`.execute(db)
    matches = rows.map((r) => r.id)
  }
  return matches.length >= offset + LISTINGS_PAGE_SIZE ? matches.slice(offset, offset + LISTINGS_PAGE_SIZE) : null
}

/** The business columns the table sorts by besides the city. */
const OWN_SORT_COLUMNS = { name: 'name', type: 'category', rating: 'rating', safety_score: 'safety_score', status: 'status', updated_at: 'updated_at' } as const

/** `order by` of the table's order, over `businesses` (and `cities` for the city). */
function tableOrder({ sort, dir }: Search): RawBuilder<unknown> {
  const key = sort === 'city' ? sql`cities.name ${sql.raw(dir)} nulls last` : sql`${sql.ref(`businesses.${OWN_SORT_COLUMNS[sort]}`)} ${sql.raw(dir)}`
  return sql`${key}, businesses.name ${sql.raw(dir)}, businesses.id ${sql.raw(dir)}`
}

/**
 * `limit` listing ids after `offset` of the whole table in city order, without sorting a million
 * rows: the cities are walked in name order and skipped whole by their trigger-kept counts, and only
 * the cities the ids span are read. Cities that share a name (generated data has 17 Winchesters) are
 * read together, their listings merged by name as `order by city name, name, id` would: one ordered
 * index-only scan per city over (city_id, name, id) include (status) (migration 0011), merged, so a
 * deep page reads as many index entries as it skips and never sorts. Listings without a city come
 * last in both directions.
 */
async function idsByCity(db: DB, includeHidden: boolean, dir: 'asc' | 'desc', offset: number, limit: number): Promise<string[]> {
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
    if (ids.length === limit) break
    if (skip >= group.listings) {
      skip -= group.listings
      continue
    }
    ids.push(...(await idsInCities(db, group.ids, includeHidden, dir, limit - ids.length, skip)))
    skip = 0
  }
  return ids
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
