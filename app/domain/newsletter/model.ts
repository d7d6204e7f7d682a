import { z } from 'zod'
import { accountEmail } from '~/lib/form-fields.ts'

/** The home block's form: an address (spec §5: non-empty, with an "@"; a real address check on top), lower-cased. */
export const newsletterSchema = z.object({ email: accountEmail() })

// Tokens are 32 random bytes in base64url (43 characters); anything else is a mangled link.
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** Whether a value looks like a token this site issued (a bad link gets 400, an unknown one 404). */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value)
}

