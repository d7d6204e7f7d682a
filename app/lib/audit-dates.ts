import type { BadgeType } from './db-schema.ts'

// An audit's dates, as the directory's cards show them (score-model.ts holds the score itself;
// an award's expiry rule is awardStatus in app/domain/award/model.ts).

export interface BadgeEvidenceEntry {
  issuer: string
  /** ISO date (YYYY-MM-DD) the badge was checked with its issuer. */
  checkedOn: string
  /** ISO date (YYYY-MM-DD) after which the badge no longer counts. */
  expiresOn: string
}
export type BadgeEvidence = Partial<Record<BadgeType, BadgeEvidenceEntry>>

/** Today as YYYY-MM-DD (UTC), the date expiry is judged on. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** YYYY-MM-DD `days` after `iso` (UTC; negative days go back). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "2025-03-14" → "March 2025". */
export function monthYear(iso: string): string {
  const [year, month] = iso.split('-')
  return `${MONTHS[Number(month) - 1] ?? ''} ${year}`
}

/** "Audited March 2025", or "Not yet audited" for a business without an audit. */
export function auditedLabel(auditedOn: string | null): string {
  return auditedOn ? `Audited ${monthYear(auditedOn)}` : 'Not yet audited'
}

/** "2025-03-14" → "March 14, 2025". */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-')
  return `${MONTHS[Number(month) - 1] ?? ''} ${Number(day)}, ${year}`
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}
