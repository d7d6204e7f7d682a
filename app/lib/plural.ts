// Whole numbers are grouped by hand: the browser's Intl formatters load ICU's locale data on first
// use, ~20 ms of a phone's main thread on the city page (docs/performance.md).
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/** 12,345: a number as US English writes it (grouped in thousands). */
export function formatNumber(n: number): string {
  if (!Number.isInteger(n)) return n.toLocaleString('en-US')
  return String(n).replace(THOUSANDS, ',')
}

/** "1 Business", "2 Businesses": a count with its noun in the singular or plural. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`
}
