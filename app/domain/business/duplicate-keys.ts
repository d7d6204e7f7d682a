/**
 * Keys under which two businesses are the same one: pure, so the
 * import, the submissions queue and claims compare alike.
 */

// Accented Latin letters read as their base letter, by the same table in JS and SQL (translate).
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝŸýÿÑñÇç'
const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuYYyyNnCc'
const PLAIN_OF = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i]!]))

/**
 * "Joe's Café & Grill" → "joescafeandgrill": accented Latin letters as their base letter,
 * lowercased, "&" as "and", only a–z and 0–9 kept. Exactly what NAME_KEY_SQL computes
 * (migration 0034 indexes it), so a name is looked up by key; other letters drop out on both sides.
 */
export function nameKey(name: string): string {
  return [...name].map((c) => PLAIN_OF.get(c) ?? c).join('').toLowerCase().replaceAll('&', 'and').replace(/[^a-z0-9]+/g, '')
}

/** The SQL twin of nameKey over the name column (index businesses_name_key_idx of migration 0034). */
export const NAME_KEY_SQL = `regexp_replace(replace(lower(translate(name, '${ACCENTED}', '${PLAIN}')), '&', 'and'), '[^a-z0-9]+', '', 'g')`

/** "+1 (303) 555-0100" and "303.555.0100" → "3035550100"; too short to mean a number: "". */
export function phoneKey(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length >= 7 ? national : ''
}

const STREET_WORDS: Record<string, string> = {
  street: 'st', avenue: 'ave', av: 'ave', road: 'rd', boulevard: 'blvd', drive: 'dr', lane: 'ln', court: 'ct',
  place: 'pl', parkway: 'pkwy', highway: 'hwy', suite: 'ste', north: 'n', south: 's', east: 'e', west: 'w',
  square: 'sq', terrace: 'ter', circle: 'cir', apartment: 'apt', number: '', no: '',
}

/**
 * "12 North Main Street, Suite 4" and "12 N. Main St Ste 4" → "12 n main st ste 4": accents and
 * punctuation dropped, the usual street words abbreviated. Callers compare addresses within one
 * city.
 */
export function addressKey(address: string | null | undefined): string {
  return (address ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[#.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word)
    .filter(Boolean)
    .join(' ')
}
