import { z } from 'zod'

/** Spec §5 newsletter rule: the toast a visitor sees for an e-mail that will not do. */
export const INVALID_EMAIL_TITLE = 'Invalid email'
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address'

// Spec §5: non-empty and containing "@"; the server adds a real address check on top.
const emailSchema = z
  .string()
  .trim()
  .min(1, INVALID_EMAIL_MESSAGE)
  .max(254, INVALID_EMAIL_MESSAGE)
  .refine((v) => v.includes('@'), INVALID_EMAIL_MESSAGE)
  .pipe(z.email(INVALID_EMAIL_MESSAGE))
  .transform((v) => v.toLowerCase())

export type ParsedNewsletterEmail = { ok: true; email: string } | { ok: false; message: string }

/** Validates the e-mail posted from the home block; the address comes back trimmed and lower-cased. */
export function parseNewsletterEmail(value: unknown): ParsedNewsletterEmail {
  const parsed = emailSchema.safeParse(typeof value === 'string' ? value : '')
  return parsed.success ? { ok: true, email: parsed.data } : { ok: false, message: INVALID_EMAIL_MESSAGE }
}

// Tokens are 32 random bytes in base64url (43 characters); anything else is a mangled link.
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** Whether a value looks like a token this site issued (a bad link gets 400, an unknown one 404). */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value)
}
