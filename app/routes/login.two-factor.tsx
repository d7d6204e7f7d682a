import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { AuthPage } from '~/components/auth/auth-page.tsx'
import { TextField } from '~/components/forms/field.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { twoFactorCodeSchema } from '~/domain/account/model.ts'
import { rememberSignInAddress } from '~/domain/account/auth-rate-limit.server.ts'
import { safeRedirectPath } from '~/domain/account/session.server.ts'
import { completeTwoFactorSignIn } from '~/domain/account/two-factor.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm, type FieldErrors } from '~/lib/form-fields.ts'
import type { Route } from './+types/login.two-factor'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: 'none' } satisfies PageHandle

export const meta: Route.MetaFunction = () => [{ title: 'Two-factor sign-in | Safest' }, { name: 'robots', content: 'noindex' }]
export const headers = () => ({ 'Cache-Control': 'no-store' })

type Result = { errors: FieldErrors; expired?: boolean }

/** POST /login/two-factor: the second step of a sign-in (the challenge cookie from the first). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const parsed = parseForm(twoFactorCodeSchema, form ?? new FormData())
  if (!parsed.ok) return data<Result>({ errors: parsed.errors }, { status: 422 })
  const db = await database()
  const result = await completeTwoFactorSignIn(db, request, parsed.value.code)
  if (result.ok) {
    // Signed in with both factors: this address is now one the account signed in from (decision 022).
    await rememberSignInAddress(db, result.userId, context.clientIp)
    const target = safeRedirectPath(url.searchParams.get('redirectTo'))
    return redirect(target, { headers: result.headers })
  }
  if (result.reason === 'expired') {
    return data<Result>({ errors: { code: 'This sign-in has expired or had too many tries. Please sign in again.' }, expired: true }, { status: 401 })
  }
  return data<Result>({ errors: { code: 'That code is not right. Try again, or use one of your recovery codes.' } }, { status: 400 })
}

export default function TwoFactorSignIn() {
  const result = useActionData<Result>()
  const busy = useNavigation().state === 'submitting'
  const { formProps, errors } = useSchemaForm(twoFactorCodeSchema, result?.errors)
  return (
    <AuthPage
      back={{ to: '/login', label: 'Back to Login' }}
      title="Two-factor sign-in"
      intro="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
    >
      <Form {...formProps} method="post" className="grid gap-4">
        <TextField label="Code" name="code" autoComplete="one-time-code" inputMode="text" autoFocus required error={errors.code} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking...' : 'Verify'}
        </Button>
        {result?.expired && (
          <Link to="/login" className="text-sm font-semibold text-primary underline underline-offset-4">
            Sign in again
          </Link>
        )}
      </Form>
    </AuthPage>
  )
}
