import { sql, type RawBuilder } from 'kysely'
import { categoryLabel } from '~/lib/categories.ts'
import { BUSINESS_CATEGORIES } from '~/lib/db-schema.ts'
import type { DB } from '~/lib/db.server.ts'
import { prefixEnd, startsAWord, wordStartPattern } from './listing-search.ts'

/** The listings tables' sort keys the words table carries (besides the name). */
export type SortKeyColumn = 'category' | 'rating' | 'safety_score' | 'status' | 'updated_at'

/** Past this many words a term reads its whole range of the words table and sorts it, rather than merging one scan per word. */
const MAX_WORDS = 100

/** The listings a search matches (listing-search.ts), as SQL over `businesses`' name and id. */
export interface ListingMatches {
  /** The first `limit` matches in name order, as (name, id) rows. */
  firstInNameOrder(dir: 'asc' | 'desc', limit: number): Promise<{ name: string; id: string }[]>
  /**
   * The ids of the first `limit` matches in a sort key's order (then name, then id), read from the
   * words table's index alone (migration 0013) and sorted: a common search's page in another order
   * than the name's. Null when a word of the search also matches types or cities.
   */
  firstInKeyOrder(key: SortKeyColumn, dir: 'asc' | 'desc', limit: number): Promise<string[] | null>
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
 * name order: one per word of the words table that it begins (migration 0012), one per matching
 * city through its (city_id, name, id) index, one per matching type through (category, name, id).
 * A term's branches are merged (Merge Append, then Unique) and the terms' streams intersected by a
 * merge join, so a page in name order reads about as many index entries as it passes over, however
 * many listings match.
 */
export async function findListingMatches(db: DB, q: string, includeHidden: boolean): Promise<ListingMatches> {
  // Split and lowercased by the same function that filled the words table: what counts as a
  // separator (curly quotes, dashes) depends on the database's locale, so both sides must agree.
  const { words } = (await sql<{ words: string[] }>`select array(select listing_words_of(${q}, '')) as words`.execute(db)).rows[0]!
  const terms = await Promise.all(words.map((term) => termMatches(db, term)))
  if (terms.length === 0 || terms.some((t) => t.words.length === 0 && t.types.length === 0 && t.cityIds.length === 0)) {
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
  return {
    async firstInNameOrder(dir, limit) {
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
      // Types and cities match through the businesses table, whose rows would have to be read.
      if (terms.some((t) => t.types.length > 0 || t.cityIds.length > 0)) return null
      // The status is carried as `published`, which sorts as the status does (hidden, published).
      const column = sql.ref(key === 'status' ? 'published' : key)
      const published = includeHidden ? sql`` : sql`and published`
      // Each term's listings as a set (a listing may have two of a term's words), intersected.
      const sets = terms.map((term) => {
        const words = term.words.length <= MAX_WORDS ? sql`word in (${sql.join(term.words)})` : term.inRange(sql.ref('word'))
        return sql`select business_id, ${column}, name from listing_words where ${words} ${published}`
      })
      // One word's rows are one per listing already (the words of a listing are distinct).
      const matches =
        sets.length > 1 ? sql.join(sets, sql` intersect `) : terms[0]!.words.length === 1 ? sets[0]! : sql`select distinct * from (${sets[0]}) as words`
      const query = sql<{ id: string }>`select business_id as id from (${matches}) as matches
        order by ${column} ${sql.raw(dir)}, name ${sql.raw(dir)}, business_id ${sql.raw(dir)} limit ${limit}`
      // Two parallel workers sorting halves of 50,000 index entries took twice as long as one
      // process reading them (on two cores that serve the site too).
      const rows = await db.transaction().execute(async (trx) => {
        await sql`set local max_parallel_workers_per_gather = 0`.execute(trx)
        return (await query.execute(trx)).rows
      })
      return rows.map((r) => r.id)
    },
    ids() {
      return sql<{ id: string }>`select id from (${intersect('asc')}) as matches`
    },
    matchesRow(row) {
      const r = (column: string) => sql.ref(`${row}.${column}`)
      const termMatchesRow = (t: TermMatches) => {
        // A few words: probes of the words index (word, name, id); a short prefix's range: the row's own words.
        const ways: RawBuilder<boolean>[] = []
        if (t.words.length > MAX_WORDS) ways.push(sql<boolean>`exists (select 1 from listing_words_of(${r('name')}, ${r('address')}) as w(word) where ${t.inRange(sql`w.word collate "C"`)})`)
        else if (t.words.length > 0) ways.push(sql<boolean>`exists (select 1 from listing_words w where w.word in (${sql.join(t.words)}) and w.name = ${r('name')} and w.business_id = ${r('id')})`)
        if (t.types.length > 0) ways.push(sql<boolean>`${r('category')} in (${sql.join(t.types)})`)
        if (t.cityIds.length > 0) ways.push(sql<boolean>`${r('city_id')} in (${sql.join(t.cityIds)})`)
        return sql<boolean>`(${sql.join(ways, sql` or `)})`
      }
      return sql<boolean>`(${sql.join(terms.map(termMatchesRow), sql` and `)})`
    },
  }
}

/** What one word of a search matches: the words it begins, the types and the cities. */
interface TermMatches {
  /** `column` lies in the range of words that start with the term (bytewise order, collate "C"). */
  inRange(column: RawBuilder<unknown>): RawBuilder<boolean>
  /** The words of the words table it begins; more than MAX_WORDS when it is that short. */
  words: string[]
  types: string[]
  cityIds: number[]
}

async function termMatches(db: DB, term: string): Promise<TermMatches> {
  const end = prefixEnd(term)
  // The words in [term, end): the ones that start with the term.
  const inRange = (column: RawBuilder<unknown>) => (end === null ? sql<boolean>`${column} >= ${term}` : sql<boolean>`${column} >= ${term} and ${column} < ${end}`)
  const words = await wordsStartingWith(db, inRange)
  const types = BUSINESS_CATEGORIES.filter((type) => startsAWord(type, term) || startsAWord(categoryLabel(type), term))
  const cities = await sql<{ id: number }>`select id from cities where name ~* ${wordStartPattern(term)} order by id`.execute(db)
  return { inRange, words, types, cityIds: cities.rows.map((c) => c.id) }
}

/** (name, id) rows of the listings a term matches, possibly repeated: one branch per way to match. */
function termBranches(term: TermMatches, includeHidden: boolean): RawBuilder<unknown>[] {
  const published = includeHidden ? sql`` : sql`and status = 'published'`
  const fromBusinesses = (where: RawBuilder<unknown>) => sql`select name, id from businesses where ${where} ${published}`
  const wordsPublished = includeHidden ? sql`` : sql`and published`
  const branches: RawBuilder<unknown>[] = []
  if (term.words.length <= MAX_WORDS) {
    for (const word of term.words) branches.push(sql`select name, business_id as id from listing_words where word = ${word} ${wordsPublished}`)
  } else {
    // So short a prefix begins so many different words (numbers, mostly) that one range read is cheaper.
    branches.push(sql`select name, business_id as id from listing_words where ${term.inRange(sql.ref('word'))} ${wordsPublished}`)
  }
  for (const type of term.types) branches.push(fromBusinesses(sql`category = ${type}`))
  for (const cityId of term.cityIds) branches.push(fromBusinesses(sql`city_id = ${cityId}`))
  return branches
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
