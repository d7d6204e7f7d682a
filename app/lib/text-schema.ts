import { z } from 'zod'
import { CONTROL_MULTI_LINE, CONTROL_SINGLE_LINE } from './control-characters.ts'

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

export type FieldErrors = Record<string, string>

/** The first message per field of a failed parse (the form shows one message under each field). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return errors
}
