// What the listings tables' search matches: every word of the search text begins a word of the
// listing's name, address, city or type, ignoring case and order ("harb" finds "Harbor Light",
// "clinic harbor" finds "Harbor Light Clinic", "arbor" does not). Words are separated by spaces and
// punctuation: the database's listing_words_of() (migration 0012) splits both the search and the
// listings (listing_search_words, migration 0014), so they agree whatever its locale counts as
// punctuation.

/** A PostgreSQL regular expression (for `~` on lowercased text) finding `term` (one lowercase word, which has no ASCII punctuation) at the start of a word. */
export function wordStartPattern(term: string): string {
  return `(^|[[:space:][:punct:]])${term}`
}

/**
 * The first string after every string that starts with `prefix`, in code point order (collate
 * "C"), or null when there is none (a prefix of nothing but U+10FFFF).
 */
export function prefixEnd(prefix: string): string | null {
  const points = [...prefix]
  while (points.length > 0) {
    const next = points.pop()!.codePointAt(0)! + 1
    // Past the last code point, step the one before. UTF-16 surrogates are no characters: the next
    // one after U+D7FF is U+E000.
    if (next <= 0x10ffff) return points.join('') + String.fromCodePoint(next >= 0xd800 && next < 0xe000 ? 0xe000 : next)
  }
  return null
}
