import { z } from 'zod'
import { accountEmail, emptyIfMissing, requiredText, singleLine } from '~/lib/form-fields.ts'

// Spec §5 / §9 messages and limits.
export const NAME_MESSAGE = 'Name must be at least 2 characters'
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters'
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required'
export const WEAK_PASSWORD_MESSAGE = 'This password is too easy to guess. Try a few unrelated words, or add more characters.'
export const BLANK_PASSWORD_MESSAGE = 'Password cannot be only spaces'
export const CURRENT_PASSWORD_MESSAGE = 'Enter your current password.'

// Passwords are not trimmed (spaces are allowed inside), but never control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
const password = () =>
  z
    .string({ message: PASSWORD_REQUIRED_MESSAGE })
    .max(128, 'Password must be at most 128 characters')
    .refine((p) => !CONTROL.test(p), 'Password contains characters that are not allowed')
const currentPassword = (message = PASSWORD_REQUIRED_MESSAGE) => emptyIfMissing(password().min(1, message))
const confirmation = () => emptyIfMissing(z.string().max(128))
const name = () => emptyIfMissing(singleLine('Name', 100).pipe(z.string().min(2, NAME_MESSAGE)))

/** The words of a person's name a public page may show: never a word that is an e-mail address (some type theirs as their name). */
export const publicNameWords = (name: string | null | undefined): string[] => (name ?? '').trim().split(/\s+/).filter((word) => word !== '' && !word.includes('@'))

/**
 * The forms that set a password, given the guessability check. Spec §5/§9: at least 6 characters,
 * not only spaces; guessable ones refused (zxcvbn score ≥ 2). The browser's schemas (below) leave
 * that one check to the server: zxcvbn's dictionaries weigh 1.6 MB. The actions parse with
 * `strongPasswordForms` (password-strength.server.ts), built here with the check.
 */
export function passwordForms(isWeak: (password: string) => boolean) {
  const newPassword = () =>
    emptyIfMissing(
      password()
        .min(6, PASSWORD_MIN_MESSAGE)
        .refine((p) => p.trim().length > 0, BLANK_PASSWORD_MESSAGE)
        .refine((p) => p.trim().length === 0 || !isWeak(p), WEAK_PASSWORD_MESSAGE),
    )
  return {
    signup: z.object({ name: name(), email: accountEmail(), password: newPassword() }),
    resetPassword: z
      .object({
        token: emptyIfMissing(singleLine('Reset link', 200).pipe(z.string().min(1, 'This reset link is invalid'))),
        password: newPassword(),
        confirmPassword: confirmation(),
      })
      .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' }),
    changePassword: z
      .object({ currentPassword: currentPassword(), newPassword: newPassword(), confirmPassword: confirmation() })
      .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' }),
  }
}
export const { signup: signupSchema, resetPassword: resetPasswordSchema, changePassword: changePasswordSchema } = passwordForms(() => false)

export const loginSchema = z.object({ email: accountEmail(), password: currentPassword() })
export const forgotPasswordSchema = z.object({ email: accountEmail() })

/** The second step of a sign-in, and confirming two-factor setup: a code from the app or a recovery code. */
export const twoFactorCodeSchema = z.object({
  code: emptyIfMissing(singleLine('Code', 40).min(1, 'Enter the code from your authenticator app.')),
})

// The profile page's other forms.
export const profileSchema = z.object({ name: name() })
export const changeEmailSchema = z.object({ email: accountEmail(), currentPassword: currentPassword() })
/** Turning two-factor sign-in on or off asks for the current password. */
export const currentPasswordSchema = z.object({ currentPassword: currentPassword(CURRENT_PASSWORD_MESSAGE) })

/** The admin's members tab (grant or revoke Premium): which member. */
export const memberIdSchema = z.object({ userId: requiredText('Member id', 100) })

/** "Resend confirmation e-mail": the page to come back to (a path on this site). */
export const resendConfirmationSchema = z.object({
  returnTo: z.preprocess((v) => (v == null || v === '' ? '/dashboard' : v), singleLine('Return page', 500).refine((v) => v.startsWith('/') && !v.startsWith('//'), 'Return page must be a page of this site')),
})
