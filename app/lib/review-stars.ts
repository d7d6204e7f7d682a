/** Spec §9: the review page's numbers. Pure functions, shared by the page and its tests. */

export const MAX_STARS = 5

export interface StarParts {
  full: number
  half: number
  empty: number
}

/** A rating clamped to 0–5 and rounded to the spec's step of 0.1 (NaN counts as 0). */
function normalise(rating: number): number {
  if (!Number.isFinite(rating)) return rating === Infinity ? MAX_STARS : 0
  return Math.min(MAX_STARS, Math.max(0, Math.round(rating * 10) / 10))
}

/**
 * Spec §9 review stars: the whole part is filled, a fraction of 0.5 or more gives a half star,
 * the rest are empty up to 5. Works on tenths as integers so 4.5 never becomes 4.4999….
 */
export function starParts(rating: number): StarParts {
  const tenths = Math.round(normalise(rating) * 10)
  const full = Math.floor(tenths / 10)
  const half = tenths % 10 >= 5 ? 1 : 0
  return { full, half, empty: MAX_STARS - full - half }
}

/** "4.5/5.0": the rating with one decimal, out of 5.0. */
export function formatRating(rating: number): string {
  return `${normalise(rating).toFixed(1)}/${MAX_STARS.toFixed(1)}`
}

/** "$39.99": a price with two decimals (thousands separated), in US dollars unless told ("CA$39.99", "€39.99"). */
export function formatPrice(price: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price)
}

/** "March 3, 2025" from "2025-03-03": read as a calendar date, so no time zone can shift it. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDate}`)
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })
}

/** "8 min read". */
export function formatReadingTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`
}
