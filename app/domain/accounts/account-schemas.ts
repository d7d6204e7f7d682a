import { z } from 'zod'
import { singleLine } from '~/lib/text-schema.ts'
import { isWeakPassword } from './password-strength.ts'

// Spec §5 / §9 messages and limits.
export const NAME_MESSAGE = 'Name must be at least 2 characters'
export const EMAIL_MESSAGE = 'Please enter a valid email address'
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters'
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required'
export const WEAK_PASSWORD_MESSAGE = 'This password is too easy to guess. Try a few unrelated words, or add more characters.'
export const BLANK_PASSWORD_MESSAGE = 'Password cannot be only spaces'

const field = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v == null ? '' : v), inner)
// The shared text helpers (trim, length cap, no control characters) under every text field.
const email = () => field(singleLine('Email', 254).pipe(z.email(EMAIL_MESSAGE)).transform((v) => v.toLowerCase()))
// Passwords are not trimmed (spaces are allowed inside), but never control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
const password = () =>
  z
    .string({ message: PASSWORD_REQUIRED_MESSAGE })
    .max(128, 'Password must be at most 128 characters')
    .refine((p) => !CONTROL.test(p), 'Password contains characters that are not allowed')
/** Spec §5/§9: at least 6 characters; not only spaces; guessable ones refused (zxcvbn score ≥ 2). */
export const newPassword = () =>
  field(
    password()
      .min(6, PASSWORD_MIN_MESSAGE)
      .refine((p) => p.trim().length > 0, BLANK_PASSWORD_MESSAGE)
      .refine((p) => p.trim().length === 0 || !isWeakPassword(p), WEAK_PASSWORD_MESSAGE),
  )

export const signupSchema = z.object({
  name: field(singleLine('Name', 100).pipe(z.string().min(2, NAME_MESSAGE))),
  email: email(),
  password: newPassword(),
})

export const loginSchema = z.object({
  email: email(),
  password: field(password().min(1, PASSWORD_REQUIRED_MESSAGE)),
})

export const forgotPasswordSchema = z.object({ email: email() })

export const resetPasswordSchema = z
  .object({
    token: field(singleLine('Reset link', 200).pipe(z.string().min(1, 'This reset link is invalid'))),
    password: newPassword(),
    confirmPassword: field(z.string().max(128)),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' })

export const profileSchema = z.object({ name: signupSchema.shape.name })
export const changeEmailSchema = z.object({ email: email(), currentPassword: loginSchema.shape.password })
export const changePasswordSchema = z
  .object({
    currentPassword: loginSchema.shape.password,
    newPassword: newPassword(),
    confirmPassword: field(z.string().max(128)),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' })

export type FieldErrors = Record<string, string>

/** Parses form fields with a schema; on failure, the first message per field. */
export function parseForm<T extends z.ZodType>(schema: T, fields: Record<string, unknown>):
  | { ok: true; value: z.infer<T> }
  | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(fields)
  if (result.success) return { ok: true, value: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message
  return { ok: false, errors }
}
