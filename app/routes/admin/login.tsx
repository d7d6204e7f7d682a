import { ShieldCheck } from '~/components/ui/icons.tsx'
import { useEffect } from 'react'
import { Form, redirect, useActionData, useNavigation } from 'react-router'
import { AuthPage } from '~/components/auth/auth-page.tsx'
import { TextField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { toastFailure } from '~/components/ui/toast.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { loginSchema } from '~/domain/account/model.ts'
import { forgiveAttempt, rememberSignInAddress, startSignIn } from '~/domain/account/auth-rate-limit.server.ts'
import { INVALID_CREDENTIALS_MESSAGE } from '~/domain/account/handle-auth-form.server.ts'
import { getSessionUser } from '~/domain/account/session.server.ts'
import { twoFactorPath } from '~/domain/account/two-factor.server.ts'
import { ADMIN_ONLY_MESSAGE, signInAdmin } from '~/domain/admin/sign-in-admin.server.ts'
import { database } from '~/lib/db.server.ts'
import { AppError, formErrors, tooManyRequests } from '~/lib/app-error.ts'
import { attempt as answering } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import type { Route } from './+types/login'

/** A 429's Retry-After reaches the visitor. */
export const headers = withActionHeaders

export const meta: Route.MetaFunction = () => [{ title: 'Admin Access | Safest' }, { name: 'robots', content: 'noindex' }]

// This page is public (it is how the admin signs in); the guard protects everything behind it.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(await database(), request)
  if (user?.isAdmin) throw redirect('/admin')
  return null
}

/** Spec §6/§8's title of a refused admin sign-in. */
const ACCESS_DENIED = 'Access Denied'

export async function action({ request, context }: Route.ActionArgs) {
  const db = await database()
  const form = await request.formData().catch(() => null)
  return answering(async () => {
    const values = parseOrFail(loginSchema, form ?? new FormData())
    // Held to the same limits as /login (decision 022): counted before the password is checked.
    const attempt = await startSignIn(db, context.clientIp, values.email)
    if (!attempt.allowed) throw tooManyRequests(attempt.message, Math.max(1, attempt.retryAfterSeconds))
    const result = await signInAdmin(db, values, request)
    // The password was right (a member refused, or the admin): that attempt does not count.
    if (result.ok || result.reason === 'two-factor' || result.reason === 'not-admin') await forgiveAttempt(db, attempt)
    if (result.ok) await rememberSignInAddress(db, result.userId, context.clientIp)
    if (result.ok) return redirect('/admin', { headers: result.headers })
    if (result.reason === 'two-factor') return redirect(twoFactorPath('/admin'), { headers: result.headers })
    if (result.reason === 'not-admin') throw new AppError('forbidden', ADMIN_ONLY_MESSAGE)
    throw new AppError('unauthorized', INVALID_CREDENTIALS_MESSAGE)
  })
}

export default function AdminLogin() {
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const accessDenied = result?.code === 'forbidden'
  useEffect(() => {
    if (result && !result.errors) toastFailure(result, accessDenied ? ACCESS_DENIED : 'Login failed')
  }, [result, accessDenied])
  const { formProps, errors } = useSchemaForm(loginSchema, formErrors(result))
  return (
    <AuthPage title="Admin Access" intro="Sign in with the administrator account." back={{ to: '/', label: 'Return to Home' }}>
      {accessDenied && (
        <div role="alert" className="mb-4 rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm">
          <p className="font-bold text-destructive">{ACCESS_DENIED}</p>
          <p className="text-red-900">{result.message}</p>
        </div>
      )}
      <Form {...formProps} method="post" className="grid gap-4">
        <TextField label="Email" name="email" type="email" autoComplete="username" required error={errors.email} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          <ShieldCheck aria-hidden /> {navigation.state === 'submitting' ? 'Signing in...' : 'Sign In'}
        </Button>
      </Form>
    </AuthPage>
  )
}
