import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AuthPage } from '~/components/auth/auth-page.tsx'
import { TextField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { resetPasswordSchema } from '~/domain/account/model.ts'
import { forgiveAttempt, retryAfterHeaders, startResetTokenCheck } from '~/domain/account/auth-rate-limit.server.ts'
import { resetPassword } from '~/domain/account/password-reset.server.ts'
import { strongPasswordForms } from '~/domain/account/password-strength.server.ts'
import { database } from '~/lib/db.server.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import { parseForm, type FieldErrors } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import type { Route } from './+types/reset-password'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: 'none' } satisfies PageHandle

/** A 429's Retry-After reaches the visitor. */
export const headers = withActionHeaders

export const meta: Route.MetaFunction = () => [{ title: 'Choose a new password | Safest' }]

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get('token') ?? '' }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const parsed = parseForm(strongPasswordForms.resetPassword, form ?? new FormData())
  if (!parsed.ok) return data({ errors: parsed.errors as FieldErrors, message: null as string | null }, { status: 422 })
  const db = await database()
  // Reset-link guesses are counted per address before the token is checked; a valid link is forgiven.
  const attempt = await startResetTokenCheck(db, context.clientIp)
  if (!attempt.allowed) return data({ errors: {} as FieldErrors, message: attempt.message as string | null }, { status: 429, headers: retryAfterHeaders(attempt) })
  const ok = await resetPassword(db, parsed.value.token, parsed.value.password)
  if (!ok) {
    return data(
      { errors: {} as FieldErrors, message: 'This reset link is invalid or has expired. Please request a new one.' },
      { status: 400 },
    )
  }
  await forgiveAttempt(db, attempt)
  return redirectWithToast('/login', { type: 'success', title: 'Password updated', description: 'You can now log in with your new password.' })
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const { formProps, errors } = useSchemaForm(resetPasswordSchema, result?.errors)
  return (
    <AuthPage back={{ to: '/login', label: 'Back to Login' }} title="Choose a new password">
      {!token ? (
        <p role="alert" className="text-center text-destructive">
          This reset link is incomplete. <Link to="/forgot-password" className="underline">Request a new one</Link>.
        </p>
      ) : (
        <Form {...formProps} method="post" className="grid gap-4">
          <input type="hidden" name="token" value={token} />
          <TextField label="New password" name="password" type="password" autoComplete="new-password" required error={errors.password} />
          <TextField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          {result?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {result.message} <Link to="/forgot-password" className="underline">Request a new link</Link>
            </p>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Set new password'}
          </Button>
        </Form>
      )}
    </AuthPage>
  )
}
