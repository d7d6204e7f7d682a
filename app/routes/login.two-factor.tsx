import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { AuthPage } from '~/components/auth/auth-page.tsx'
import { TextField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { safeRedirectPath } from '~/domain/accounts/session.server.ts'
import { completeTwoFactorSignIn } from '~/domain/accounts/two-factor.server.ts'
import { database } from '~/lib/db.server.ts'
import { singleLine } from '~/lib/text-schema.ts'
import type { Route } from './+types/login.two-factor'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: 'none' } satisfies PageHandle

export const meta: Route.MetaFunction = () => [{ title: 'Two-factor sign-in | Safest' }, { name: 'robots', content: 'noindex' }]
export const headers = () => ({ 'Cache-Control': 'no-store' })

type Result = { errors: { code?: string }; expired?: boolean }
const codeSchema = singleLine('Code', 40).refine((v) => v.length > 0, 'Enter the code from your authenticator app.')

/** POST /login/two-factor: the second step of a sign-in (the challenge cookie from the first). */
export async function action({ request, url }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const code = codeSchema.safeParse(form?.get('code') ?? '')
  if (!code.success) return data<Result>({ errors: { code: code.error.issues[0]!.message } }, { status: 422 })
  const result = await completeTwoFactorSignIn(await database(), request, code.data)
  if (result.ok) {
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
  return (
    <AuthPage
      back={{ to: '/login', label: 'Back to Login' }}
      title="Two-factor sign-in"
      intro="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
    >
      <Form method="post" noValidate className="grid gap-4">
        <TextField label="Code" name="code" autoComplete="one-time-code" inputMode="text" autoFocus required error={result?.errors.code} />
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
