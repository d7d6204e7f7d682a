import { sql, type RawBuilder } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { prefixEnd, wordStartPattern } from './listing-search.ts'

/** The listings tables' sort keys the words table carries (besides the name): the city sorts by its name. */
export type SortKeyColumn = 'category' | 'rating' | 'safety_score' | 'status' | 'updated_at' | 'city'

/** Past this many words a term reads its whole range of the words table and sorts it, rather than merging one scan per word. */
const MAX_WORDS = 100
/**
 * A search with such a term first looks for its first matches among this many listings in name
 * order, tested row by row, when its range is common enough to fill them: the 220,000 words that
 * begin "5" in a million listings took 0.13 s to sort by name, where ~5,000 listings in name order
 * hold its first 1,001 matches.
 */
const NAME_WALK = 20_000

/** The listings a search matches (listing-search.ts), as SQL over `businesses`' name and id. */
export interface ListingMatches {
  /** The first `limit` matches in name order, as (name, id) rows. */
  firstInNameOrder(dir: 'asc' | 'desc', limit: number): Promise<{ name: string; id: string }[]>
  /**
   * The ids of the first `limit` matches in a sort key's order (then name, then id), read from the
   * words table's index alone (migrations 0013, 0014) and sorted: a common search's page in another
   * order than the name's.
   */
  firstInKeyOrder(key: SortKeyColumn, dir: 'asc' | 'desc', limit: number): Promise<string[]>
  /** Every match's id, in no order (for the other sorts). */
  ids(): RawBuilder<{ id: string }>
  /**
   * Whether the row of `businesses` (or of a selection of its columns) named `row` matches: tested
   * row by row, for reading a common search's page in another column's order.
   */
  matchesRow(row: string): RawBuilder<boolean>
}

/**
 * A search's matches. Each word of the search (a term) matches through branches that each read in
 * name order: one per word of the words table that it begins (migrations 0012–0014: the words of a
 * listing's name, address, city and type). A term's branches are merged (Merge Append, then Unique)
 * and the terms' streams intersected by a merge join, so a page in name order reads about as many
 * index entries as it passes over, however many listings match.
 */
export async function findListingMatches(db: DB, q: string, includeHidden: boolean): Promise<ListingMatches> {
  // Split and lowercased by the same function that filled the words table: what counts as a
  // separator (curly quotes, dashes) depends on the database's locale, so both sides must agree.
  const { words } = (await sql<{ words: string[] }>`select array(select listing_words_of(${q}, '')) as words`.execute(db)).rows[0]!
  const terms = await Promise.all(words.map((term) => termMatches(db, term)))
  if (terms.length === 0 || terms.some((t) => t.words.length === 0)) {
    // Only punctuation, or a word that begins nothing: nothing matches.
    return { firstInNameOrder: async () => [], firstInKeyOrder: async () => [], ids: () => sql<{ id: string }>`select id from businesses where false`, matchesRow: () => sql<boolean>`false` }
  }
  const intersect = (dir: 'asc' | 'desc') => {
    const order = sql.raw(`name ${dir}, id ${dir}`)
    const [first, ...rest] = terms.map(
      (term) => sql`(select distinct name, id from (${sql.join(termBranches(term, includeHidden).map((b) => sql`(${b} order by ${order})`), sql` union all `)}) as branches order by ${order})`,
    )
    return sql`select t0.name, t0.id from ${first} as t0 ${sql.join(rest.map((stream, i) => sql`join ${stream} as ${sql.raw(`t${i + 1}`)} using (name, id)`), sql` `)}`
  }
  const rangeTerms = terms.filter((t) => t.words.length > MAX_WORDS)
  const matchesRow = (row: string) => {
    const r = (column: string) => sql.ref(`${row}.${column}`)
    const termMatchesRow = (t: TermMatches) =>
      t.words.length > MAX_WORDS
        ? // A short prefix: a word of the row's own text begins with it (as listing_search_words splits it), or its city's name does.
          sql<boolean>`(lower(${r('name')} || ' ' || ${r('address')} || ' ' || ${r('category')}) ~ ${wordStartPattern(t.term)}${
            t.cityIds.length > 0 ? sql` or ${r('city_id')} in (${sql.join(t.cityIds)})` : sql``
          })`
        : // A few words: probes of the words index (word, name, id).
          sql<boolean>`exists (select 1 from listing_words w where w.word in (${sql.join(t.words)}) and w.name = ${r('name')} and w.business_id = ${r('id')})`
    return sql<boolean>`(${sql.join(terms.map(termMatchesRow), sql` and `)})`
  }
  /** The first `limit` matches in name order when the first NAME_WALK listings in that order hold them. */
  const firstAmongListings = async (dir: 'asc' | 'desc', limit: number) => {
    const totals = await db.selectFrom('listing_totals').select(['total', 'published']).executeTakeFirstOrThrow()
    // A range holding fewer words than limit / NAME_WALK of the listings cannot fill the window: it is sorted instead.
    const needed = Math.ceil((Number(includeHidden ? totals.total : totals.published) * limit) / NAME_WALK)
    for (const term of rangeTerms) {
      const { n } = (await sql<{ n: number }>`select count(*)::int as n from (select 1 from listing_words where ${term.inRange(sql.ref('word'))} limit ${needed}) as range`.execute(db)).rows[0]!
      if (n < needed) return null
    }
    const order = sql.raw(`name ${dir}, id ${dir}`)
    const published = includeHidden ? sql`` : sql`where status = 'published'`
    const { rows } = await sql<{ name: string; id: string }>`select name, id from (
        select name, id, address, category, city_id from businesses ${published} order by ${order} limit ${NAME_WALK}
      ) as listing where ${matchesRow('listing')} order by ${order} limit ${limit}`.execute(db)
    return rows.length === limit ? rows : null
  }
  return {
    async firstInNameOrder(dir, limit) {
      if (rangeTerms.length > 0) {
        const found = await firstAmongListings(dir, limit)
        if (found) return found
      }
      const query = sql<{ name: string; id: string }>`${intersect(dir)} order by ${sql.raw(`t0.name ${dir}, t0.id ${dir}`)} limit ${limit}`
      // The planner would rather gather every match and hash or sort them (its estimates cannot see
      // that the limit stops the merge early): a common word then read half a million rows. Every
      // branch has an index in name order, so this plan needs neither.
      return db.transaction().execute(async (trx) => {
        for (const setting of ['enable_hashagg', 'enable_sort', 'enable_hashjoin', 'enable_nestloop']) await sql.raw(`set local ${setting} = off`).execute(trx)
        // Those settings price the plans they forbid in the billions, enough to set JIT compiling (~0.1 s).
        await sql`set local jit = off`.execute(trx)
        await sql`set local max_parallel_workers_per_gather = 0`.execute(trx)
        return (await query.execute(trx)).rows
      })
    },
    async firstInKeyOrder(key, dir, limit) {
      const published = includeHidden ? sql`` : sql`and w.published`
      // The status is carried as `published`, which sorts as the status does (hidden, published);
      // the city by its name, listings without one last (as the table sorts them).
      const sortKey = key === 'city' ? sql.ref('c.name') : sql.ref(`w.${key === 'status' ? 'published' : key}`)
      const from = key === 'city' ? sql`listing_words w left join cities c on c.id = w.city_id` : sql`listing_words w`
      const rowsWhere = (where: RawBuilder<unknown>) => sql`select w.business_id as id, ${sortKey} as key, w.name from ${from} where ${where} ${published}`
      const order = sql.raw(`key ${dir} nulls last, name ${dir}, id ${dir}`)
      const read = async (query: RawBuilder<{ id: string }>) =>
        // Two parallel workers sorting halves of 50,000 index entries took twice as long as one
        // process reading them (on two cores that serve the site too).
        db.transaction().execute(async (trx) => {
          await sql`set local max_parallel_workers_per_gather = 0`.execute(trx)
          return (await query.execute(trx)).rows.map((r) => r.id)
        })
      const [term, ...others] = terms
      if (others.length > 0) {
        // Each term's listings as a set (a listing may have two of a term's words), intersected.
        const sets = terms.map((t) => rowsWhere(t.words.length > MAX_WORDS ? t.inRange(sql.ref('w.word')) : sql`w.word in (${sql.join(t.words)})`))
        return read(sql`select id from (${sql.join(sets, sql` intersect `)}) as matches order by ${order} limit ${limit}`)
      }
      if (term!.words.length <= MAX_WORDS) {
        // Each word's first listings (a listing's words are distinct), merged: a listing among the
        // first of the search is among the first of each of its words. No set of every match is made.
        const firsts = term!.words.map((word) => sql`(${rowsWhere(sql`w.word = ${word}`)} order by ${order} limit ${limit})`)
        return read(sql`select id from (${sql.join(firsts, sql` union `)}) as matches order by ${order} limit ${limit}`)
      }
      // A short prefix's range holds a listing once per word of it: its first rows are read with
      // their repeats (next to each other in this order), and more when repeats leave too few.
      for (let wanted = limit * 2; ; wanted *= 4) {
        const ids = await read(sql`${rowsWhere(term!.inRange(sql.ref('w.word')))} order by ${order} limit ${wanted}`)
        const distinct = ids.filter((id, i) => id !== ids[i - 1])
        if (distinct.length >= limit || ids.length < wanted) return distinct.slice(0, limit)
      }
    },
    ids() {
      return sql<{ id: string }>`select id from (${intersect('asc')}) as matches`
    },
    matchesRow,
  }
}

/** What one word of a search matches: the words it begins. */
interface TermMatches {
  term: string
  /** `column` lies in the range of words that start with the term (bytewise order, collate "C"). */
  inRange(column: RawBuilder<unknown>): RawBuilder<boolean>
  /** The words of the words table it begins; more than MAX_WORDS when it is that short. */
  words: string[]
  /** For so short a term only (tested row by row): the cities with a word it begins. */
  cityIds: number[]
}

async function termMatches(db: DB, term: string): Promise<TermMatches> {
  const end = prefixEnd(term)
  // The words in [term, end): the ones that start with the term.
  const inRange = (column: RawBuilder<unknown>) => (end === null ? sql<boolean>`${column} >= ${term}` : sql<boolean>`${column} >= ${term} and ${column} < ${end}`)
  const words = await wordsStartingWith(db, inRange)
  const cities = words.length > MAX_WORDS ? (await sql<{ id: number }>`select id from cities where lower(name) ~ ${wordStartPattern(term)} order by id`.execute(db)).rows : []
  return { term, inRange, words, cityIds: cities.map((c) => c.id) }
}

/** (name, id) rows of the listings a term matches, possibly repeated: one branch per word. */
function termBranches(term: TermMatches, includeHidden: boolean): RawBuilder<unknown>[] {
  const published = includeHidden ? sql`` : sql`and published`
  // So short a prefix begins so many different words (numbers, mostly) that one range read is cheaper.
  if (term.words.length > MAX_WORDS) return [sql`select name, business_id as id from listing_words where ${term.inRange(sql.ref('word'))} ${published}`]
  return term.words.map((word) => sql`select name, business_id as id from listing_words where word = ${word} ${published}`)
}

/** The distinct words of the words table in a range, read by skipping through its index (at most MAX_WORDS + 1). */
async function wordsStartingWith(db: DB, inRange: (column: RawBuilder<unknown>) => RawBuilder<unknown>): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`with recursive words(word) as (
      (select word from listing_words where ${inRange(sql.ref('word'))} order by word limit 1)
      union all
      select (select w.word from listing_words w where w.word > words.word and ${inRange(sql.ref('w.word'))} order by w.word limit 1)
      from words where words.word is not null
    )
    select word from words where word is not null limit ${MAX_WORDS + 1}`.execute(db)
  return rows.map((r) => r.word)
}
