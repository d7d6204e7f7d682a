import { z } from 'zod'
import { BUSINESS_CATEGORIES } from '~/lib/db-schema.ts'
import type { ClaimMethod, ClaimStatus, BusinessIdentity, StatCounter } from '~/lib/db-schema-owners.ts'
import { email, emptyIfMissing, optionalEmail, optionalPhone, optionalText, requiredLongText, requiredText, singleLine, website } from '~/lib/form-fields.ts'

// Owners (docs/glossary.md): a member whose claim on a business was proved; the business's one owner
// (businesses.owner_id). A claim, an owner's edits, change requests, leads and statistics.

export type { ClaimMethod, ClaimStatus, BusinessIdentity, StatCounter } from '~/lib/db-schema-owners.ts'
export { STAT_COUNTERS } from '~/lib/db-schema-owners.ts'

export const CLAIM_METHOD_LABELS: Record<ClaimMethod, string> = {
  'listed-email': 'A code sent to the listed e-mail address',
  'domain-email': 'A code sent to an address at the website’s domain',
  documents: 'Documents for our team to review',
}
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  'code-sent': 'Code sent',
  review: 'Waiting for review',
  approved: 'Approved',
  refused: 'Refused',
  expired: 'Expired',
}

/** A code is 6 digits, valid this long, and may be tried this many times. */
export const CODE_HOURS = 24
export const CODE_TRIES = 5
/** Codes sent per business and per member in a day. */
export const CODES_PER_BUSINESS_PER_DAY = 5
export const CODES_PER_MEMBER_PER_DAY = 10

/** The domain of a business website ("example.com" for https://www.example.com/x), or null. */
export function websiteDomain(site: string | null | undefined): string | null {
  if (!site) return null
  try {
    const host = new URL(site).hostname.toLowerCase().replace(/^www\./, '')
    return host.includes('.') ? host : null
  } catch {
    return null
  }
}

/** Masks an address for display: "h***@example.com". */
export const maskAddress = (address: string) => address.replace(/^(.)[^@]*(@.*)$/, '$1***$2')

/** The claim page's first step: which way to prove it; for the domain, the address to write to. */
export function sendCodeSchema(domain: string | null) {
  return z.object({
    method: z.preprocess((v) => v ?? '', z.enum(['listed-email', 'domain-email'], { message: 'Choose how to receive the code' })),
    address: z.preprocess((v) => v ?? '', z.string()),
  }).superRefine((v, ctx) => {
    if (v.method !== 'domain-email') return
    const parsed = email().safeParse(v.address)
    if (!parsed.success) return ctx.addIssue({ code: 'custom', path: ['address'], message: 'Please enter a valid email address' })
    if (!domain || !parsed.data.toLowerCase().endsWith(`@${domain}`)) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: domain ? `The address must end with @${domain}` : 'This business lists no website' })
    }
  })
}

export const verifyCodeSchema = z.object({
  claimId: z.preprocess((v) => v ?? '', z.uuid('Claim not found')),
  code: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s/g, '') : v ?? ''), z.string().regex(/^\d{6}$/, 'Enter the 6-digit code')),
})

/** Documents for the admin: a note and one to three files (PDF, JPEG or PNG, each at most 5 MB). */
export const claimDocumentsSchema = z.object({
  note: requiredLongText('Note', 2000),
})

export const HOURS_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export const DAY_LABELS: Record<(typeof HOURS_DAYS)[number], string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' }
export type OpeningHours = Partial<Record<(typeof HOURS_DAYS)[number], string>>
export const hoursField = (day: (typeof HOURS_DAYS)[number]) => `hours_${day}`

/** What an owner publishes at once: description, contact and hours (e.g. "9am–5pm", "Closed"). */
export const ownerEditSchema = z.object({
  description: requiredLongText('Description', 2000),
  phone: optionalPhone(),
  email: optionalEmail(),
  website: website(),
  ...Object.fromEntries(HOURS_DAYS.map((d) => [hoursField(d), optionalText(`${DAY_LABELS[d]} hours`, 60)])) as Record<`hours_${(typeof HOURS_DAYS)[number]}`, ReturnType<typeof optionalText>>,
})
export type OwnerEditValues = z.output<typeof ownerEditSchema>

export function hoursOf(values: OwnerEditValues): OpeningHours | null {
  const byField = values as unknown as Record<string, string | null>
  const entries = HOURS_DAYS.flatMap((d) => (byField[hoursField(d)] ? [[d, byField[hoursField(d)]!] as const] : []))
  return entries.length ? Object.fromEntries(entries) : null
}

/** What an owner may only ask for: the admin approves it. */
export const changeRequestSchema = z.object({
  name: requiredText('Business name'),
  address: requiredText('Address', 300),
  category: z.preprocess((v) => v ?? '', z.enum(BUSINESS_CATEGORIES, { message: 'Choose a category' })),
})
export const IDENTITY_LABELS: Record<keyof BusinessIdentity, string> = { name: 'Name', address: 'Address', category: 'Category' }

/** "Contact Business": a visitor's message to the business (a lead). */
export const leadSchema = z.object({
  name: requiredText('Name', 100),
  email: email(),
  message: requiredLongText('Message', 2000),
})
export const LEADS_PER_ADDRESS_PER_HOUR = 5

export const leadReplySchema = z.object({
  leadId: z.preprocess((v) => v ?? '', z.uuid('Message not found')),
  reply: requiredLongText('Reply', 4000),
})

export const refuseSchema = z.object({ reason: emptyIfMissing(singleLine('Reason', 500).min(1, 'Reason is required')) })

export const MAX_PHOTOS = 10
/** A photo's description (its alt text); the file is checked by its content. */
export const photoSchema = z.object({ alt: emptyIfMissing(singleLine('Description', 200)) })
export const STAT_LABELS: Record<StatCounter, string> = {
  page_views: 'Page views',
  impressions: 'Card impressions',
  call_clicks: 'Call clicks',
  website_clicks: 'Website clicks',
  directions_clicks: 'Directions clicks',
  email_clicks: 'E-mail clicks',
  leads: 'Leads',
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** A statistics day as its chart and list label it: "2026-12-01" → "Dec 1". */
export const shortDay = (iso: string) => `${MONTHS_SHORT[Number(iso.slice(5, 7)) - 1] ?? ''} ${Number(iso.slice(8, 10))}`

/** An owner's photo, one WebP size (see business-photos.server.ts). */
export const photoUrl = (photoId: string, width: number) => `/business-photos/${photoId}-${width}.webp`
