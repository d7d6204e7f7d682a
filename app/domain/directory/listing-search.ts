// What the listings tables' search matches: every word of the search text begins a word of the
// listing's name, address, city or type, ignoring case and order ("harb" finds "Harbor Light",
// "clinic harbor" finds "Harbor Light Clinic", "arbor" does not). Words are separated by spaces and
// punctuation, as the words table of migration 0012 splits names and addresses.

/** ASCII punctuation and white space: what PostgreSQL's [[:space:][:punct:]] holds in every locale. */
const SEPARATORS = /[\s!-/:-@[-`{-~]+/

/** The search text's words (already lowercased by the database, so both sides agree on case). */
export function searchTerms(lowercased: string): string[] {
  return [...new Set(lowercased.split(SEPARATORS).filter((w) => w !== ''))]
}

/** A PostgreSQL regular expression (for `~*`) finding `term` (one word, no punctuation) at the start of a word. */
export function wordStartPattern(term: string): string {
  return `(^|[[:space:][:punct:]])${term}`
}

/** Some word of `text` begins with `term` (lowercase), in JavaScript (for the type labels). */
export function startsAWord(text: string, term: string): boolean {
  return text.toLowerCase().split(SEPARATORS).some((word) => word.startsWith(term))
}

/** The first string after every string that starts with `prefix`, in code point order (collate "C"). */
export function prefixEnd(prefix: string): string {
  const points = [...prefix]
  const next = points.pop()!.codePointAt(0)! + 1
  // UTF-16 surrogates are no characters: the next one after U+D7FF is U+E000.
  return points.join('') + String.fromCodePoint(next >= 0xd800 && next < 0xe000 ? 0xe000 : next)
}
