import { sql, type RawBuilder } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { idsByCity } from './find-business-rows-by-city.server.ts'
import { BUSINESSES_PAGE_SIZE, type BusinessSort } from './business-query.ts'
import { MAX_SEARCH_WORDS, prefixQuery } from './business-search.ts'

/**
 * A search counts its matches up to here ("1,000+ businesses"), so 40 pages of them: past the first
 * thousand an administrator narrows the search rather than paging.
 */
export const MAX_COUNTED = 1_000
/**
 * A search with more matches than that first looks for its page among this many businesses in the
 * table's order (its index), each tested against the search. A table no bigger is read in one go.
 */
const WINDOW = 10_000
/**
 * When they do not hold the page, at most this many matches (the first the search index gives) are
 * read and sorted, and the page says so: reading all 50,000 matches of "harbor" to sort them by name
 * took 0.4–2 s at 1M businesses on a busy machine.
 */
export const MAX_SORTED = 10_000

/**
 * The condition on a row of `businesses` (its `search` column, GIN-indexed) that a search matches
 * (business-search.ts), or null when the search has no words (only punctuation).
 */
export async function businessSearchCondition(db: DB, q: string): Promise<RawBuilder<boolean> | null> {
  // Split by the parser that split the businesses; hyphenated words count as their parts.
  const { rows } = await sql<{ word: string }>`select lexemes[1] as word from ts_debug('simple', ${q})
    where lexemes[1] is not null and alias not in ('asciihword', 'hword', 'numhword')`.execute(db)
  const queries = [...new Set(rows.map((r) => r.word))].slice(0, MAX_SEARCH_WORDS).map(prefixQuery)
  return queries.length === 0 ? null : sql<boolean>`search @@ ${queries.join(' & ')}::tsquery`
}

export interface Search {
  /** The search's condition on a row of businesses (business-search.server.ts). */
  condition: RawBuilder<boolean>
  includeHidden: boolean
  sort: BusinessSort
  dir: 'asc' | 'desc'
  /** How many businesses in the table's order a common search's page is looked for among (WINDOW; tests use fewer). */
  window?: number
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
 * among the first `window` businesses in the table's order. A table no bigger is read in one go.
 */
export async function searchPage(db: DB, search: Search, tableSize: number, offsetFor: (counted: number) => number): Promise<{ counted: number; ids: string[]; sortedAmong: number | null }> {
  if (tableSize <= (search.window ?? WINDOW)) {
    const first = (await matchesInOrder(search, MAX_COUNTED + 1, 0).execute(db)).rows.map((r) => r.id)
    const offset = offsetFor(first.length)
    return { counted: first.length, ids: first.slice(offset, offset + BUSINESSES_PAGE_SIZE), sortedAmong: null }
  }
  const count = sql<{ n: number }>`select count(*)::int as n from (
      select 1 from businesses where ${search.condition} ${publishedOnly(search)} limit ${MAX_COUNTED + 1}
    ) as matches`
  const counted = (await byBitmap(db, count))[0]!.n
  const offset = offsetFor(counted)
  const inWindow = counted > MAX_COUNTED ? await pageInWindow(db, search, offset) : null
  if (inWindow) return { counted, ids: inWindow, sortedAmong: null }
  const columns = ['id', ...Object.values(OWN_SORT_COLUMNS)].map((c) => sql.ref(`businesses.${c}`))
  const rows = await byBitmap(db, sql<{ id: string; sorted: number }>`select id, count(*) over ()::int as sorted from (
      select ${sql.join(columns)}, cities.name as city from businesses left join cities on cities.id = businesses.city_id
      where ${search.condition} ${publishedOnly(search)} limit ${MAX_SORTED}
    ) as businesses order by ${tableOrder(search, sql.ref('businesses.city'))} limit ${BUSINESSES_PAGE_SIZE} offset ${offset}`)
  const sorted = rows[0]?.sorted ?? 0
  return { counted, ids: rows.map((r) => r.id), sortedAmong: sorted === MAX_SORTED ? MAX_SORTED : null }
}

/** The ids of `limit` matches after `offset`, in the table's order (every match read and sorted). */
function matchesInOrder(search: Search, limit: number, offset: number): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`select businesses.id from businesses left join cities on cities.id = businesses.city_id
    where ${search.condition} ${publishedOnly(search)} order by ${tableOrder(search)} limit ${limit} offset ${offset}`
}

/** The page's ids when the first `window` businesses in the table's order hold it (each tested against the search), else null. */
async function pageInWindow(db: DB, search: Search, offset: number): Promise<string[] | null> {
  let matches: string[]
  if (search.sort === 'city') {
    // Each city's businesses walked in name order and tested, not gathered through the search index.
    matches = await db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_bitmapscan', 'off', true)`.execute(trx)
      return idsByCity(trx, search.includeHidden, search.dir, 0, offset + BUSINESSES_PAGE_SIZE, { condition: search.condition, among: search.window ?? WINDOW })
    })
  } else {
    const columns = [...new Set(['id', 'name', 'search', 'city_id', OWN_SORT_COLUMNS[search.sort]])].map((c) => sql.ref(c))
    const { rows } = await sql<{ id: string }>`select id from (
        select ${sql.join(columns)} from businesses where true ${publishedOnly(search)} order by ${tableOrder(search)} limit ${(search.window ?? WINDOW)}
      ) as businesses where ${search.condition} order by ${tableOrder(search)} limit ${offset + BUSINESSES_PAGE_SIZE}`.execute(db)
    matches = rows.map((r) => r.id)
  }
  return matches.length >= offset + BUSINESSES_PAGE_SIZE ? matches.slice(offset, offset + BUSINESSES_PAGE_SIZE) : null
}

/** The business columns the table sorts by besides the city. */
const OWN_SORT_COLUMNS = { name: 'name', category: 'category', rating: 'review_average', safety_score: 'safety_score', status: 'status', updated_at: 'updated_at' } as const

/** `order by` of the table's order, over `businesses` (and `cities` for the city). */
function tableOrder({ sort, dir }: Search, city: RawBuilder<unknown> = sql.ref('cities.name')): RawBuilder<unknown> {
  const key = sort === 'city' ? sql`${city} ${sql.raw(dir)} nulls last` : sql`${sql.ref(`businesses.${OWN_SORT_COLUMNS[sort]}`)} ${sql.raw(dir)}`
  return sql`${key}, businesses.name ${sql.raw(dir)}, businesses.id ${sql.raw(dir)}`
}
