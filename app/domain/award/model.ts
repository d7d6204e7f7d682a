import { z } from 'zod'
import { publicNameWords } from '~/domain/account/model.ts'
import { isIsoDate, todayIso } from '~/lib/audit-dates.ts'
import type { AwardEvidence } from '~/lib/db-schema-applications.ts'
import { requiredLongText, requiredText } from '~/lib/form-fields.ts'

// An award: a badge of the catalog held by a business (docs/glossary.md, migration 0019).

export type { AwardEvidence, ChecklistResult } from '~/lib/db-schema-applications.ts'

export type AwardStatus = 'current' | 'expired' | 'revoked'

/** Who issues Safest's own badges (awarded after a Safest audit or a check of the public records). */
export const SAFEST_AUDIT_TEAM = 'Safest audit team'

/** How a certificate names its auditor: the admin's name as written, never an address (an address, or no name, reads as the team). */
export function auditorName(name: string | null | undefined): string {
  const words = publicNameWords(name)
  return words.length > 0 ? words.join(' ') : SAFEST_AUDIT_TEAM
}

/** The body that licenses a business of this kind in its state: the issuer State Certified names. */
export function stateLicensingBody(category: string, stateName: string | null): string {
  const state = stateName ?? 'State'
  const bodies: Record<string, string> = {
    childcare: `${state} child care licensing`,
    healthcare: `${state} health facility licensing`,
    restaurants: `${state} food establishment licensing`,
    construction: `${state} contractor licensing`,
    transportation: `${state} Department of Transportation`,
  }
  return bodies[category] ?? `${state} Department of Labor`
}

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
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  // The same day of the month, or the month's last (an award of February 29 expires on February 28).
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, last))
  return date.toISOString().slice(0, 10)
}

/** An award as the business page, the details dialog and the admin's Awards section list it. */
export interface AwardSummary {
  /** The certificate code: /verify/{code}. */
  code: string
  badgeId: string
  badgeName: string
  badgeImage: string
  issuer: string
  issuedOn: string
  expiresOn: string
  status: AwardStatus
  revokedOn: string | null
  revokedReason: string | null
}

/** The part of an award's evidence a public page shows: when, who (by name) and the checklist. */
export type PublicAwardEvidence = Pick<AwardEvidence, 'checkedOn' | 'auditor' | 'checklist'>

/** What /verify/{code} and the seal show: the award, its business and what was checked. */
export interface AwardVerification extends AwardSummary {
  evidence: PublicAwardEvidence
  businessName: string
  /** /city/{city}/{business}, or null when the business is hidden or has no city. */
  businessPath: string | null
}

/** The verification page of a certificate code. */
export const verifyPath = (code: string) => `/verify/${code}`

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The HTML a business pastes on its own site: the live seal, linked to its verification page. */
export function sealSnippet(origin: string, code: string, badgeName: string): string {
  const base = origin.replace(/\/+$/, '')
  return `<a href="${escapeHtml(`${base}/verify/${code}`)}"><img src="${escapeHtml(`${base}/seal/${code}.svg`)}" alt="${escapeHtml(`Safest ${badgeName} seal: verify certificate ${code}`)}" width="240" height="96"></a>`
}

/** A revocation's reason: required, at most 500 characters. */
export const revokeAwardSchema = z.object({
  code: requiredText('Certificate code', 40),
  reason: requiredLongText('Reason', 500),
})
export type RevokeAwardValues = z.output<typeof revokeAwardSchema>

const isoDay = (label: string) => requiredText(label, 10).refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`)

/** The admin's "Add award": a badge of the catalog, its issuer, issued and expiry dates. */
export const addAwardSchema = z
  .object({
    badgeId: requiredText('Badge', 100),
    issuer: requiredText('Issuer', 120),
    issuedOn: isoDay('Issued date'),
    expiresOn: isoDay('Expiry date'),
  })
  .refine((v) => v.expiresOn >= v.issuedOn, { message: 'Expiry date must be on or after the issued date', path: ['expiresOn'] })
export type AddAwardValues = z.output<typeof addAwardSchema>
