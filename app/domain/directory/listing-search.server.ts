import { sql, type RawBuilder } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { MAX_SEARCH_WORDS, prefixQuery } from './listing-search.ts'

/**
 * The condition on a row of `businesses` (its `search` and `city_id` columns) that a search matches
 * (listing-search.ts), or null when the search has no words (only punctuation). A word matches
 * through the GIN index on `search`, or the business's city when a word of the city's name begins
 * with it.
 */
export async function listingSearchCondition(db: DB, q: string): Promise<RawBuilder<boolean> | null> {
  // Split by the parser that split the businesses; hyphenated words count as their parts.
  const { rows } = await sql<{ word: string }>`select lexemes[1] as word from ts_debug('simple', ${q})
    where lexemes[1] is not null and alias not in ('asciihword', 'hword', 'numhword')`.execute(db)
  const queries = [...new Set(rows.map((r) => r.word))].slice(0, MAX_SEARCH_WORDS).map(prefixQuery)
  if (queries.length === 0) return null
  const cities = await sql<{ query: string; ids: number[] }>`select query, array(
      select id from cities where listing_search_vector(name) @@ query::tsquery order by id
    ) as ids from unnest(${queries}::text[]) as query`.execute(db)
  const plain = cities.rows.filter((c) => c.ids.length === 0).map((c) => c.query)
  const withCities = cities.rows.filter((c) => c.ids.length > 0)
  // The words no city's name has are one query (one scan of the index, GIN intersecting them).
  return sql<boolean>`(${sql.join(
    [
      ...(plain.length > 0 ? [sql`search @@ ${plain.join(' & ')}::tsquery`] : []),
      ...withCities.map((c) => sql`(search @@ ${c.query}::tsquery or city_id = any(${c.ids}::int[]))`),
    ],
    sql` and `,
  )})`
}
