import { ShieldCheck } from '~/components/ui/icons.tsx'
import { useEffect } from 'react'
import { data, Form, redirect, useActionData, useNavigation } from 'react-router'
import { AuthPage } from '~/components/auth/auth-page.tsx'
import { TextField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { loginSchema } from '~/domain/account/model.ts'
import { forgiveAttempt, rememberSignInAddress, retryAfterHeaders, startSignIn } from '~/domain/account/auth-rate-limit.server.ts'
import { getSessionUser } from '~/domain/account/session.server.ts'
import { twoFactorPath } from '~/domain/account/two-factor.server.ts'
import { ACCESS_DENIED_TITLE, ADMIN_ONLY_MESSAGE } from '~/domain/admin/access-messages.ts'
import { signInAdmin } from '~/domain/admin/sign-in-admin.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm, type FieldErrors } from '~/lib/form-fields.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import type { Route } from './+types/login'

/** A 429's Retry-After reaches the visitor. */
export const headers = withActionHeaders

export const meta: Route.MetaFunction = () => [{ title: 'Admin Access | Safest' }, { name: 'robots', content: 'noindex' }]

interface AdminLoginResult {
  errors?: FieldErrors
  toast?: { title: string; description: string }
  accessDenied?: boolean
}

// This page is public (it is how the admin signs in); the guard protects everything behind it.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(await database(), request)
  if (user?.isAdmin) throw redirect('/admin')
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = await database()
  const form = await request.formData().catch(() => null)
  const parsed = parseForm(loginSchema, form ?? new FormData())
  if (!parsed.ok) return data<AdminLoginResult>({ errors: parsed.errors }, { status: 422 })
  // Held to the same limits as /login (decision 022): counted before the password is checked.
  const attempt = await startSignIn(db, context.clientIp, parsed.value.email)
  if (!attempt.allowed) {
    return data<AdminLoginResult>({ toast: { title: 'Login failed', description: attempt.message } }, { status: 429, headers: retryAfterHeaders(attempt) })
  }
  const result = await signInAdmin(db, parsed.value, request)
  // The password was right (a member refused, or the admin): that attempt does not count.
  if (result.ok || result.reason === 'two-factor' || result.reason === 'not-admin') await forgiveAttempt(db, attempt)
  if (result.ok) await rememberSignInAddress(db, result.userId, context.clientIp)
  if (result.ok) return redirect('/admin', { headers: result.headers })
  if (result.reason === 'two-factor') return redirect(twoFactorPath('/admin'), { headers: result.headers })
  if (result.reason === 'not-admin') {
    return data<AdminLoginResult>({ accessDenied: true, toast: { title: ACCESS_DENIED_TITLE, description: ADMIN_ONLY_MESSAGE } }, { status: 403 })
  }
  return data<AdminLoginResult>({ toast: { title: 'Login failed', description: 'Invalid email or password. Please try again.' } }, { status: 401 })
}

export default function AdminLogin() {
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  useEffect(() => {
    if (result?.toast) toast.error(result.toast.title, { description: result.toast.description })
  }, [result])
  const { formProps, errors } = useSchemaForm(loginSchema, result?.errors)
  return (
    <AuthPage title="Admin Access" intro="Sign in with the administrator account." back={{ to: '/', label: 'Return to Home' }}>
      {result?.accessDenied && (
        <div role="alert" className="mb-4 rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm">
          <p className="font-bold text-destructive">{ACCESS_DENIED_TITLE}</p>
          <p className="text-red-900">{ADMIN_ONLY_MESSAGE}</p>
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
