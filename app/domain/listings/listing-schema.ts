import { z } from 'zod'
import { BADGE_TYPES, BUSINESS_CATEGORIES, type BadgeType } from '~/lib/db-schema.ts'
import { emptyIfMissing, fieldErrors, multiLine, singleLine, type FieldErrors } from '~/lib/text-schema.ts'

export const EMAIL_MESSAGE = 'Please enter a valid email address'
export const WEBSITE_MESSAGE = 'Website must be a valid URL (for example https://example.com)'
const PHONE = /^[0-9+().\-\s]{7,40}$/

/** Listing types: the directory categories; "Restaurant" (submission forms, old CSV files) means restaurants. */
const typeSchema = z.preprocess(
  (v) => {
    const t = typeof v === 'string' ? v.trim().toLowerCase() : v
    return t === 'restaurant' ? 'restaurants' : t
  },
  z.enum(BUSINESS_CATEGORIES, { message: 'Type is required' }),
)

const optionalText = (label: string, max: number) =>
  emptyIfMissing(singleLine(label, max)).transform((v) => v || null)

const numberFrom = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v ?? undefined)

const rating = z.preprocess(
  numberFrom,
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Rating is required' : 'Rating must be a number') })
    .min(0, 'Rating must be between 0 and 5')
    .max(5, 'Rating must be between 0 and 5')
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Rating must be in steps of 0.1')
    .transform((v) => Math.round(v * 10) / 10),
)

const safetyScore = z.preprocess(
  (v) => numberFrom(v) ?? 0,
  z
    .number({ message: 'Safety score must be a number' })
    .int('Safety score must be a whole number')
    .min(0, 'Safety score must be between 0 and 100')
    .max(100, 'Safety score must be between 0 and 100'),
)

const cityId = z.preprocess(
  (v) => numberFrom(v) ?? null,
  z.number({ message: 'City must be one of the listed cities' }).int().positive().nullable(),
)

/** A certification name: one line, without the separators the form (comma) and CSV (|) use. */
const certification = singleLine('Certification', 100).refine(
  (v) => !/[,|]/.test(v),
  'Certifications cannot contain commas or |',
)

/** Spec §5: certifications entered comma-separated, trimmed, empty ones dropped (CSV import passes a list). */
const certifications = z.preprocess(
  (v) => {
    const list = v == null ? [] : Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v
    return Array.isArray(list) ? list.map((c) => (typeof c === 'string' ? c.trim() : c)).filter((c) => c !== '') : list
  },
  z.array(certification).max(20, 'At most 20 certifications'),
)

const badges = z.preprocess(
  (v) => (v == null || v === '' ? [] : typeof v === 'string' ? v.split(/[|,]/).map((b) => b.trim()).filter(Boolean) : v),
  z
    .array(z.enum(BADGE_TYPES, { message: 'Badges must be OSHA Compliant, State Certified or Local Safety Leader' }))
    // One order for the same set, so saving twice or importing an export changes nothing.
    .transform((list) => BADGE_TYPES.filter((b) => list.includes(b)) as BadgeType[]),
)

/**
 * The business listing: spec §5 listing form rules plus the directory's own fields. The one
 * schema behind the admin form (browser and server), the CSV import, submission approval and
 * the seed. Parsing its own output gives the same output.
 */
export const listingSchema = z.object({
  name: emptyIfMissing(singleLine('Name', 200).min(1, 'Name is required')),
  type: typeSchema,
  description: emptyIfMissing(multiLine('Description', 5000).pipe(z.string().min(1, 'Description is required'))),
  rating,
  address: emptyIfMissing(singleLine('Address', 300).min(1, 'Address is required')),
  phone: emptyIfMissing(singleLine('Phone', 40).min(1, 'Phone is required').regex(PHONE, 'Phone must be a valid phone number')),
  website: optionalText('Website', 500).pipe(
    z.url({ message: WEBSITE_MESSAGE, protocol: /^https?$/ }).nullable(),
  ),
  certifications,
  cityId,
  safetyScore,
  email: optionalText('Email', 254).pipe(z.email(EMAIL_MESSAGE).nullable()),
  badges,
  status: z.preprocess((v) => (v == null || v === '' ? 'published' : v), z.enum(['published', 'hidden'], { message: 'Status must be published or hidden' })),
})

export type ListingInput = z.input<typeof listingSchema>
export type ListingValues = z.output<typeof listingSchema>

export type ParsedListing = { ok: true; value: ListingValues } | { ok: false; errors: FieldErrors }

export function parseListing(fields: Record<string, unknown>): ParsedListing {
  const result = listingSchema.safeParse(fields)
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) }
}

/** The listing form's fields from a posted form (badges are several checkboxes of one name). */
export function listingFieldsFromForm(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const key of Object.keys(listingSchema.shape)) {
    const value = key === 'badges' ? form.getAll(key) : form.get(key)
    if (value !== null) fields[key] = value
  }
  return fields
}
