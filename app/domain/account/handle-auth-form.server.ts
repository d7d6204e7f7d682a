import { data, redirect } from 'react-router'
import type { DB } from '~/lib/db.server.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { loginSchema } from '~/domain/account/model.ts'
import { parseForm, type FieldErrors } from '~/lib/form-fields.ts'
import { consumeAuthAttempt, forgiveAttempt, rememberSignInAddress, retryAfterHeaders, startSignIn } from './auth-rate-limit.server.ts'
import { safeRedirectPath } from './session.server.ts'
import { strongPasswordForms } from './password-strength.server.ts'
import { signIn } from './sign-in.server.ts'
import { signUp } from './sign-up.server.ts'
import { twoFactorPath } from './two-factor.server.ts'

export type AuthIntent = 'login' | 'signup'

export interface AuthFormResult {
  intent: AuthIntent
  errors?: FieldErrors
  /** Spec §8: sign-up with a registered e-mail switches to the login tab. */
  alreadyRegistered?: boolean
  /** The address typed at sign-up, so the login tab it switches to keeps it. */
  email?: string
  toast?: { title: string; description: string }
}

export const ALREADY_REGISTERED_MESSAGE = 'Email is already registered. Please try logging in instead.'

/**
 * The Login / Create Account forms of /thank-you, /thank-you-very-much and /login.
 * `afterAuth` runs once the visitor is signed in, by sign-up or login (the post-payment page grants
 * premium there, so a member who paid and then logs in gets it too).
 */
export async function handleAuthForm(
  db: DB,
  request: Request,
  clientIp: string,
  afterAuth?: (userId: string) => Promise<unknown>,
) {
  const form = await request.formData().catch(() => null)
  if (!form) return data<AuthFormResult>({ intent: 'login', toast: { title: 'Error', description: 'Expected a form submission' } }, { status: 400 })
  const intent: AuthIntent = form.get('intent') === 'signup' ? 'signup' : 'login'
  const redirectTo = safeRedirectPath(String(form.get('redirectTo') ?? ''))

  if (intent === 'signup') {
    // Every sign-up counts against the IP's window.
    const limit = await consumeAuthAttempt(db, clientIp)
    if (!limit.allowed) {
      return data<AuthFormResult>({ intent, toast: { title: 'Error creating account', description: limit.message } }, { status: 429, headers: retryAfterHeaders(limit) })
    }
    const parsed = parseForm(strongPasswordForms.signup, form)
    if (!parsed.ok) return data<AuthFormResult>({ intent, errors: parsed.errors }, { status: 422 })
    const result = await signUp(db, parsed.value, request)
    if (!result.ok) {
      if (result.reason === 'already-registered') {
        return data<AuthFormResult>(
          { intent, alreadyRegistered: true, email: parsed.value.email, toast: { title: 'Error creating account', description: ALREADY_REGISTERED_MESSAGE } },
          { status: 409 },
        )
      }
      return data<AuthFormResult>(
        { intent, toast: { title: 'Error creating account', description: result.message ?? 'Something went wrong. Please try again.' } },
        { status: 400 },
      )
    }
    await rememberSignInAddress(db, result.userId, clientIp)
    await afterAuth?.(result.userId)
    // A visitor sent to sign in (e.g. from "Apply for this badge") comes back there; others see their dashboard.
    return redirectWithToast(redirectTo, { type: 'success', title: 'Welcome to Safest!', description: 'Your account is ready.' }, result.headers)
  }

  const parsed = parseForm(loginSchema, form)
  if (!parsed.ok) return data<AuthFormResult>({ intent, errors: parsed.errors }, { status: 422 })
  // Counted before the password is checked (decision 022); the right password is forgiven.
  const attempt = await startSignIn(db, clientIp, parsed.value.email)
  if (!attempt.allowed) {
    return data<AuthFormResult>({ intent, toast: { title: 'Login failed', description: attempt.message } }, { status: 429, headers: retryAfterHeaders(attempt) })
  }
  const result = await signIn(db, parsed.value, request)
  if (!result.ok && result.reason === 'two-factor') {
    // The password was right: the second factor is asked on its own page (its attempts are limited there).
    await forgiveAttempt(db, attempt)
    return redirect(twoFactorPath(redirectTo), { headers: result.headers })
  }
  if (!result.ok) {
    return data<AuthFormResult>(
      { intent, toast: { title: 'Login failed', description: 'Invalid email or password. Please try again.' } },
      { status: 401 },
    )
  }
  await forgiveAttempt(db, attempt)
  await rememberSignInAddress(db, result.userId, clientIp)
  if (result.userId) await afterAuth?.(result.userId)
  return redirect(redirectTo, { headers: result.headers })
}
