import { longDate, todayIso } from './audit-dates.ts'

/**
 * A date as people read it on every page: "December 1, 2026". Takes a calendar date (YYYY-MM-DD)
 * or a moment (an ISO timestamp or a Date), whose day is the UTC one (as every rule judges dates).
 */
export function shownDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return longDate(value)
  return longDate(todayIso(new Date(value)))
}
