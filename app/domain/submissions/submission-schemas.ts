import { z } from 'zod'
import { DIRECTORY_CATEGORIES, SUBMISSION_TYPES } from '~/lib/categories.ts'
import { multiLine, singleLine } from '~/lib/text-schema.ts'

export { HONEYPOT_FIELD } from './honeypot.ts'

export const EMAIL_MESSAGE = 'Please enter a valid email address'
export const WEBSITE_MESSAGE = 'Website must be a valid URL (for example https://example.com)'

// A missing field reads as empty, so it gets the field's own message rather than a type error.
const field = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v == null ? '' : v), inner)
// The shared text helpers: trimmed, capped, no control characters (newlines only in descriptions).
const text = (max: number, label = 'This field') => singleLine(label, max)
const longText = (max: number, label = 'Description') => multiLine(label, max)
const PHONE = /^[0-9+().\-\s]{7,40}$/

const required = (label: string, max = 200) => field(text(max, label).pipe(z.string().min(1, `${label} is required`)))
const requiredLong = (label: string, max: number) => field(longText(max, label).pipe(z.string().min(1, `${label} is required`)))
const optionalText = (max: number, label?: string) => field(text(max, label)).transform((v) => v || undefined)
const optionalLong = (max: number, label?: string) => field(longText(max, label)).transform((v) => v || undefined)
const email = () => field(text(254, 'Email').pipe(z.email(EMAIL_MESSAGE)))
const optionalEmail = () => optionalText(254).pipe(z.email(EMAIL_MESSAGE).optional())
const website = () => optionalText(500).pipe(z.url({ message: WEBSITE_MESSAGE, protocol: /^https?$/ }).optional())
const checkbox = () => z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())
const phone = (label: string) =>
  field(text(40, label).pipe(z.string().min(1, `${label} is required`).regex(PHONE, `${label} must be a valid phone number`)))
const optionalPhone = () => optionalText(40).pipe(z.string().regex(PHONE, 'Phone must be a valid phone number').optional())

const submissionTypeValues = SUBMISSION_TYPES.map((t) => t.toLowerCase()) as [string, ...string[]]
const directoryCategoryValues = DIRECTORY_CATEGORIES.map((c) => c.value) as [string, ...string[]]

/** Home "Add Your Business" dialog (spec §3 business submission form, §5 rules). */
export const businessSubmissionSchema = z.object({
  kind: z.literal('business'),
  businessName: required('Business name'),
  type: z.enum(submissionTypeValues, { message: 'Business type is required' }),
  address: required('Address', 300),
  email: email(),
  phone: phone('Phone'),
  website: website(),
  description: requiredLong('Description', 2000),
  certifications: optionalText(500),
  city: optionalText(100),
})

/** Home "Nominate a Business": who deserves a look, and why. */
export const nominationSchema = z.object({
  kind: z.literal('nomination'),
  businessName: required('Business name'),
  location: optionalText(200),
  description: optionalLong(2000),
  submitterEmail: optionalEmail(),
})

/** City page "Add Your Business" side sheet (spec §3 business application form). */
export const applicationSchema = z.object({
  kind: z.literal('application'),
  businessName: required('Business name'),
  category: z.enum(directoryCategoryValues, { message: 'Category is required' }),
  description: requiredLong('Description', 2000),
  phone: optionalPhone(),
  email: optionalEmail(),
  website: website(),
  oshaCertified: checkbox(),
  stateCertified: checkbox(),
  cityRecognized: checkbox(),
  city: optionalText(100),
})

export const submissionSchema = z.discriminatedUnion('kind', [businessSubmissionSchema, nominationSchema, applicationSchema])
export type SubmissionInput = z.infer<typeof submissionSchema>

export type FieldErrors = Record<string, string>

/** Parses form fields; on failure returns the first message per field. */
export function parseSubmission(fields: Record<string, unknown>):
  | { ok: true; value: SubmissionInput }
  | { ok: false; errors: FieldErrors } {
  if (!['business', 'nomination', 'application'].includes(String(fields.kind))) {
    return { ok: false, errors: { kind: 'Unknown form' } }
  }
  const result = submissionSchema.safeParse(fields)
  if (result.success) return { ok: true, value: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}
