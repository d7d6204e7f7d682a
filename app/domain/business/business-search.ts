// What the businesses tables' search matches: every word of the search text begins a word of the
// business's name, address, city or category, ignoring case and order ("harb" finds "Harbor Light",
// "clinic harbor" finds "Harbor Light Clinic", "arbor" does not). Words are as PostgreSQL's text
// search parser splits them ('simple' configuration: lowercased, no stemming), for the search and
// the businesses alike (business_search_vector, migration 0015), so both sides agree whatever the
// database's locale. At most MAX_SEARCH_WORDS words count.

/** Words of a search past this many are ignored: each one only narrows the matches further. */
export const MAX_SEARCH_WORDS = 8
/** The search vector holds every word's first 1–3 characters as words of their own (migration 0015). */
const SHORT_PREFIX = 3

/**
 * The tsquery (its text form) matching the words that start with `word`: a short word is one entry
 * of the vector (`'st'`), a longer one a prefix query (`'harb':*`).
 */
export function prefixQuery(word: string): string {
  const quoted = `'${word.replace(/['\\]/g, '\\$&')}'`
  return [...word].length <= SHORT_PREFIX ? quoted : `${quoted}:*`
}
