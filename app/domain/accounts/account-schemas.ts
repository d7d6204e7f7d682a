import { z } from 'zod'
import { isCommonPassword } from './common-passwords.ts'

// Spec §5 / §9 messages and limits.
export const NAME_MESSAGE = 'Name must be at least 2 characters'
export const EMAIL_MESSAGE = 'Please enter a valid email address'
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters'
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required'
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.'

const field = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (v == null ? '' : v), inner)
const email = () => field(z.string().trim().toLowerCase().max(254).pipe(z.email(EMAIL_MESSAGE)))
export const newPassword = () =>
  field(
    z
      .string()
      .min(6, PASSWORD_MIN_MESSAGE)
      .max(128, 'Password must be at most 128 characters')
      .refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE),
  )

export const signupSchema = z.object({
  name: field(z.string().trim().min(2, NAME_MESSAGE).max(100, 'Name must be at most 100 characters')),
  email: email(),
  password: newPassword(),
})

export const loginSchema = z.object({
  email: email(),
  password: field(z.string().min(1, PASSWORD_REQUIRED_MESSAGE).max(128, 'Password must be at most 128 characters')),
})

export const forgotPasswordSchema = z.object({ email: email() })

export const resetPasswordSchema = z
  .object({
    token: field(z.string().min(1, 'This reset link is invalid')),
    password: newPassword(),
    confirmPassword: field(z.string()),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' })

export const profileSchema = z.object({ name: signupSchema.shape.name })
export const changeEmailSchema = z.object({ email: email(), currentPassword: loginSchema.shape.password })
export const changePasswordSchema = z
  .object({
    currentPassword: loginSchema.shape.password,
    newPassword: newPassword(),
    confirmPassword: field(z.string()),
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
