import { distanceMiles, type Point } from '~/lib/geo.ts'

// How a public record is matched to a business (every source): normalised name, street and ZIP
// code, and the two points when both are known.

/** Legal suffixes and filler words a name is compared without. */
const NAME_NOISE = new Set(['inc', 'incorporated', 'llc', 'l', 'c', 'co', 'company', 'corp', 'corporation', 'ltd', 'limited', 'lp', 'llp', 'pllc', 'pc', 'pa', 'the', 'dba'])

const STREET_WORDS: Record<string, string> = {
  street: 'st', avenue: 'ave', av: 'ave', boulevard: 'blvd', road: 'rd', drive: 'dr', lane: 'ln', court: 'ct', place: 'pl',
  highway: 'hwy', parkway: 'pkwy', suite: 'ste', north: 'n', south: 's', east: 'e', west: 'w', circle: 'cir', terrace: 'ter',
}

function words(value: string): string[] {
  return value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(' ')
    .filter(Boolean)
}

/** "The Acme Co., Inc." → "acme": case, punctuation and legal suffixes dropped. */
export function nameKey(name: string): string {
  return words(name.replace(/\bl\.\s?l\.\s?c\b/gi, 'llc')).filter((w) => !NAME_NOISE.has(w)).join(' ')
}

/** "1520 Larimer Street, Suite 4" → "1520 larimer st": the street line without its unit. */
export function streetKey(street: string): string {
  const line = street.split(/,|#|\b(?:suite|ste|unit|apt)\b/i)[0] ?? ''
  return words(line).map((w) => STREET_WORDS[w] ?? w).join(' ')
}

export function zip5(zip: string): string {
  const digits = zip.match(/\d{5}/)
  return digits ? digits[0] : ''
}

/** A business's address, "{street}, {city}, {state} {ZIP}", taken apart. */
export function splitAddress(address: string): { street: string; state: string; zip: string } {
  const parts = address.split(',').map((p) => p.trim())
  const last = parts.at(-1) ?? ''
  const m = last.match(/\b([A-Z]{2})\s+(\d{5})(?:-\d{4})?\s*$/)
  return { street: parts[0] ?? '', state: m?.[1] ?? '', zip: m?.[2] ?? '' }
}

/** Share of words two keys have in common (Jaccard), 0–1. */
function overlap(a: string, b: string): number {
  const x = new Set(a.split(' ').filter(Boolean))
  const y = new Set(b.split(' ').filter(Boolean))
  if (x.size === 0 || y.size === 0) return 0
  let shared = 0
  for (const w of x) if (y.has(w)) shared++
  return shared / (x.size + y.size - shared)
}

export interface MatchKeys {
  nameKey: string
  streetKey: string
  zip5: string
  /** Where it is, when known precisely (a feed's coordinates, a business placed by hand). */
  point?: Point | null
}

/** Two points this close are one place: the street counts in full whatever its spelling. */
export const SAME_PLACE_METERS = 75
/** Two points this far apart are two places: the street does not count. */
export const OTHER_PLACE_METERS = 1000
const METERS_PER_MILE = 1609.344

export const CERTAIN = 90
export const UNCERTAIN = 60

/**
 * Confidence 0–100 that a record names a business: the name counts 50 (equal keys, or the share
 * of words in common), the street 30 (equal, or the same number), the ZIP code 20. When both
 * points are known, within SAME_PLACE_METERS the street counts 30, beyond OTHER_PLACE_METERS 0.
 * From CERTAIN up the match attaches; from UNCERTAIN it waits for the admin; below, no match.
 */
export function matchConfidence(inspection: MatchKeys, business: MatchKeys): number {
  if (!inspection.zip5 || inspection.zip5 !== business.zip5) return 0
  const name = inspection.nameKey === business.nameKey ? 50 : Math.round(50 * overlap(inspection.nameKey, business.nameKey))
  const sameNumber = inspection.streetKey.split(' ')[0] === business.streetKey.split(' ')[0]
  const byStreet = inspection.streetKey === business.streetKey ? 30 : sameNumber ? Math.round(10 + 20 * overlap(inspection.streetKey, business.streetKey)) : 0
  const meters = inspection.point && business.point ? distanceMiles(inspection.point, business.point) * METERS_PER_MILE : null
  const street = meters === null ? byStreet : meters <= SAME_PLACE_METERS ? 30 : meters > OTHER_PLACE_METERS ? 0 : byStreet
  return name + street + 20
}

export function businessKeys(business: { name: string; address: string; latitude?: number | null; longitude?: number | null; located_by?: string | null }): MatchKeys {
  const { street, zip } = splitAddress(business.address)
  const placed = business.located_by === 'point' && business.latitude != null && business.longitude != null
  return { nameKey: nameKey(business.name), streetKey: streetKey(street), zip5: zip, point: placed ? { latitude: business.latitude!, longitude: business.longitude! } : null }
}
