import { redirect } from 'react-router'
import { AppError, conflict, notAForm, tooManyRequests } from '~/lib/app-error.ts'
import { attempt as answering } from '~/lib/app-error.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { loginSchema } from '~/domain/account/model.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { consumeAuthAttempt, forgiveAttempt, rememberSignInAddress, startSignIn } from './auth-rate-limit.server.ts'
import { safeRedirectPath } from './session.server.ts'
import { strongPasswordForms } from './password-strength.server.ts'
import { signIn } from './sign-in.server.ts'
import { signUp } from './sign-up.server.ts'
import { twoFactorPath } from './two-factor.server.ts'
import { requestAddressConfirmation } from './update-account.server.ts'

export type AuthIntent = 'login' | 'signup'

/** What a refusal of these forms carries besides its Failure: which form, and a registered e-mail's address. */
export interface AuthFormExtra {
  intent: AuthIntent
  /** Spec §8: sign-up with a registered e-mail switches to the login tab, keeping the address typed. */
  alreadyRegistered?: boolean
  email?: string
}

export const ALREADY_REGISTERED_MESSAGE = 'Email is already registered. Please try logging in instead.'
/** What sign-up says: the account exists, and its e-mail needs confirming before a review. */
export const signedUpMessage = (email: string) => `Confirm your e-mail address: we sent a link to ${email}. You need it to write reviews.`
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password. Please try again.'

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
  const intent: AuthIntent = form?.get('intent') === 'signup' ? 'signup' : 'login'
  const typed = String(form?.get('email') ?? '')
  return answering(
    async () => {
      if (!form) throw notAForm()
      const redirectTo = safeRedirectPath(String(form.get('redirectTo') ?? ''))
      if (intent === 'signup') {
        // Every sign-up counts against the IP's window.
        const limit = await consumeAuthAttempt(db, clientIp)
        if (!limit.allowed) throw tooManyRequests(limit.message, Math.max(1, limit.retryAfterSeconds))
        const values = parseOrFail(strongPasswordForms.signup, form)
        const result = await signUp(db, values, request)
        if (!result.ok && result.reason === 'already-registered') throw conflict(ALREADY_REGISTERED_MESSAGE)
        if (!result.ok) throw new AppError('bad-request', result.message ?? 'Something went wrong. Please try again.')
        await rememberSignInAddress(db, result.userId, clientIp)
        await afterAuth?.(result.userId)
        // Reviews need a confirmed address: the link goes out now, and the dashboard offers to resend it.
        await requestAddressConfirmation(db, result.userId)
        // A visitor sent to sign in (e.g. from "Apply for this badge") comes back there; others see their dashboard.
        return redirectWithToast(redirectTo, { type: 'success', title: 'Welcome to Safest!', description: signedUpMessage(values.email) }, result.headers)
      }
      const values = parseOrFail(loginSchema, form)
      // Counted before the password is checked (decision 022); the right password is forgiven.
      const attempt = await startSignIn(db, clientIp, values.email)
      if (!attempt.allowed) throw tooManyRequests(attempt.message, Math.max(1, attempt.retryAfterSeconds))
      const result = await signIn(db, values, request)
      if (!result.ok && result.reason === 'two-factor') {
        // The password was right: the second factor is asked on its own page (its attempts are limited there).
        await forgiveAttempt(db, attempt)
        return redirect(twoFactorPath(redirectTo), { headers: result.headers })
      }
      if (!result.ok) throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE)
      await forgiveAttempt(db, attempt)
      await rememberSignInAddress(db, result.userId, clientIp)
      if (result.userId) await afterAuth?.(result.userId)
      return redirect(redirectTo, { headers: result.headers })
    },
    (error) => ({ extra: error.code === 'conflict' && intent === 'signup' ? { intent, alreadyRegistered: true, email: typed } : { intent } } as { extra: AuthFormExtra }),
  )
}
