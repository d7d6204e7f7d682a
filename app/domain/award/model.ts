import { todayIso } from '~/lib/audit-dates.ts'

// An award: a badge of the catalog held by a business (docs/glossary.md, migration 0019).

export type { AwardEvidence, ChecklistResult } from '~/lib/db-schema.ts'

export type AwardStatus = 'current' | 'expired' | 'revoked'

export const AWARD_STATUS_LABELS: Record<AwardStatus, string> = { current: 'Current', expired: 'Expired', revoked: 'Revoked' }

/** Revoked wins; otherwise an award expires the day after its expiry date (UTC). */
export function awardStatus(award: { expiresOn: string; revokedAt: Date | string | null }, today: string = todayIso()): AwardStatus {
  if (award.revokedAt) return 'revoked'
  return award.expiresOn < today ? 'expired' : 'current'
}

/** Certificate codes: SAF- and ten characters of Crockford's base32 (no I, L, O, U: easy to read aloud). */
export const AWARD_CODE_PATTERN = /^SAF-[0-9A-Z]{10}$/
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A new random certificate code (50 bits). */
export function newAwardCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const bytes = random(10)
  let code = 'SAF-'
  for (const byte of bytes) code += ALPHABET[byte % 32]
  return code
}

/** A code as typed or read from a URL ("saf-abc…", spaces, O for 0): its canonical form, or null. */
export function normalizeAwardCode(input: string): string | null {
  const code = input.trim().toUpperCase().replace(/\s+/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  const withPrefix = code.startsWith('SAF-') ? code : code.startsWith('SAF') ? `SAF-${code.slice(3)}` : `SAF-${code}`
  return AWARD_CODE_PATTERN.test(withPrefix) ? withPrefix : null
}

/** One year after `issuedOn` (YYYY-MM-DD), the default validity of a badge. */
export function defaultExpiry(issuedOn: string, months = 12): string {
  const date = new Date(`${issuedOn}T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 10)
}
