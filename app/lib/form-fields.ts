import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { invalidFields, type FieldErrors } from './app-error.ts'
import { CONTROL_MULTI_LINE, CONTROL_SINGLE_LINE } from './control-characters.ts'

/**
 * The one form path's shared parts (browser and server): the field primitives every form's
 * schema is built from, with the spec's messages, and the parse every action runs (conform).
 */

// In the browser zod checks objects without compiling code: the pages' Content-Security-Policy
// allows no eval, and zod's probe for it (a caught `new Function`) is reported as a violation.
if (typeof document !== 'undefined') z.config({ jitless: true })

export { EMAIL_MESSAGE, WEBSITE_MESSAGE } from './form-messages.ts'
import { EMAIL_MESSAGE, WEBSITE_MESSAGE } from './form-messages.ts'
const PHONE = /^[0-9+().\-\s]{7,40}$/

/** A missing field reads as empty, so it gets the field's own message rather than a type error. */
export const emptyIfMissing = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v == null ? '' : v), inner)

/**
 * One line of text: trimmed, at most `max` characters, no control characters (a pasted
 * newline or NUL would end up in a CSV cell, an e-mail header or a log line).
 */
export function singleLine(label: string, max: number) {
  // Checked before trimming: a trailing CR or NUL is refused, not silently cut off.
  return z
    .string({ message: `${label} must be text` })
    .refine((v) => !CONTROL_SINGLE_LINE.test(v), `${label} must be a single line of text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
}

/** Free text over several lines: newlines normalised to \n, trimmed, capped, no other control characters. */
export function multiLine(label: string, max: number) {
  return z
    .string({ message: `${label} must be text` })
    .transform((v) => v.replace(/\r\n?/g, '\n'))
    .refine((v) => !CONTROL_MULTI_LINE.test(v), `${label} contains characters that are not allowed`)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
}

/** A required line of text: "<label> is required" when empty. */
export const requiredText = (label: string, max = 200) => emptyIfMissing(singleLine(label, max).min(1, `${label} is required`))
/** A required text over several lines. */
export const requiredLongText = (label: string, max: number) =>
  emptyIfMissing(multiLine(label, max).pipe(z.string().min(1, `${label} is required`)))
/** An optional line of text: null when left empty. */
export const optionalText = (label: string, max: number) => emptyIfMissing(singleLine(label, max)).transform((v) => v || null)
export const optionalLongText = (label: string, max: number) => emptyIfMissing(multiLine(label, max)).transform((v) => v || null)

/** An e-mail address (spec: "Please enter a valid email address" for anything else). */
export const email = () =>
  emptyIfMissing(z.string({ message: EMAIL_MESSAGE }).trim().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)))
/** An account's or subscriber's address: compared and stored lower-cased. */
export const accountEmail = () => email().transform((v) => v.toLowerCase())
export const optionalEmail = () => optionalText('Email', 254).pipe(z.email(EMAIL_MESSAGE).nullable())

export const phone = (label = 'Phone') =>
  emptyIfMissing(singleLine(label, 40).min(1, `${label} is required`).regex(PHONE, `${label} must be a valid phone number`))
export const optionalPhone = () => optionalText('Phone', 40).pipe(z.string().regex(PHONE, 'Phone must be a valid phone number').nullable())

/** An optional http(s) address. */
export const website = () => optionalText('Website', 500).pipe(z.url({ message: WEBSITE_MESSAGE, protocol: /^https?$/ }).nullable())

/** The largest PostgreSQL `integer` (the type of serial ids such as cities.id): a larger number names no row. */
export const MAX_INTEGER_ID = 2_147_483_647

/**
 * A row's whole-number id chosen from a list (a city's): 1 to 2,147,483,647, given as a number or
 * as its digits. Anything else (a fraction, a sign, 1e3, a number past PostgreSQL's integer) gets
 * `message`, which names the field: it must never reach a query, where it would be an error.
 */
export function integerId(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z.number({ message }).int(message).min(1, message).max(MAX_INTEGER_ID, message),
  )
}
/** An integerId that may be left empty (null). */
export const optionalIntegerId = (message: string) =>
  z.preprocess((v) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : v), integerId(message).nullable())

/** An optional coordinate in degrees (latitude ±90, longitude ±180), given as a number or its digits; empty: null. */
export const optionalDegrees = (label: string, limit: 90 | 180) =>
  z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' && /^\s*-?\d{1,3}(\.\d{1,8})?\s*$/.test(v) ? Number(v) : v),
    z.number({ message: `${label} must be a number of degrees` }).min(-limit, `${label} must be between -${limit} and ${limit}`).max(limit, `${label} must be between -${limit} and ${limit}`).nullable(),
  )

/** A checkbox: ticked ("on") or not. */
/** A value, a list of values or nothing (a form's repeated field, such as checkboxes of one name) as a list. */
export const formList = (v: unknown) => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v])

export const checkbox = () => z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())

export type { FieldErrors }

/** Conform's errors (full paths, several messages) as FieldErrors. */
export function firstErrors(errors: Record<string, string[] | null | undefined> | null | undefined): FieldErrors {
  const first: FieldErrors = {}
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const key = path.split(/[.[]/)[0] || 'form'
    if (messages?.[0]) first[key] ??= messages[0]
  }
  return first
}

/** A form's values, or the AppError (invalid, each field's message) thrown for its route to answer. */
export function parseOrFail<T extends z.ZodType>(schema: T, input: FormData | Record<string, unknown>): z.output<T> {
  const parsed = parseForm(schema, input)
  if (!parsed.ok) throw invalidFields(parsed.errors)
  return parsed.value
}

export type ParsedForm<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

/**
 * Parses a posted form (conform's `parseWithZod`, the same parse the browser runs) or plain
 * fields (a CSV row, the seed) with a form's schema. The schemas do their own coercion, so both
 * give the same answer for the same text.
 */
export function parseForm<T extends z.ZodType>(schema: T, input: FormData | Record<string, unknown>): ParsedForm<z.output<T>> {
  if (!(input instanceof FormData)) {
    const result = schema.safeParse(input)
    if (result.success) return { ok: true, value: result.data }
    const errors: FieldErrors = {}
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
    return { ok: false, errors }
  }
  let submission
  try {
    submission = parseWithZod(input, { schema, disableAutoCoercion: true })
  } catch {
    // Conform's reserved field names with something unreadable in them.
    return { ok: false, errors: { form: 'This form could not be read. Please reload the page and try again.' } }
  }
  if (submission.status === 'success') return { ok: true, value: submission.value as z.output<T> }
  return { ok: false, errors: firstErrors(submission.error) }
}
