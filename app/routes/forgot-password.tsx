import { data, Form, useActionData, useNavigation } from 'react-router'
import { AuthPage } from '~/components/auth/auth-page.tsx'
import { TextField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { forgotPasswordSchema } from '~/domain/account/model.ts'
import { consumeAuthAttempt, retryAfterHeaders } from '~/domain/account/auth-rate-limit.server.ts'
import { requestPasswordReset } from '~/domain/account/password-reset.server.ts'
import { database } from '~/lib/db.server.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import { parseForm, type FieldErrors } from '~/lib/form-fields.ts'
import type { Route } from './+types/forgot-password'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: 'none' } satisfies PageHandle

/** A 429's Retry-After reaches the visitor. */
export const headers = withActionHeaders

export const meta: Route.MetaFunction = () => [{ title: 'Reset your password | Safest' }]

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const parsed = parseForm(forgotPasswordSchema, form ?? new FormData())
  if (!parsed.ok) return data({ sent: false, errors: parsed.errors as FieldErrors, message: null }, { status: 422 })
  const db = await database()
  const limit = await consumeAuthAttempt(db, context.clientIp)
  if (!limit.allowed) return data({ sent: false, errors: {} as FieldErrors, message: limit.message }, { status: 429, headers: retryAfterHeaders(limit) })
  await requestPasswordReset(db, parsed.value.email)
  // The same answer whether or not the address has an account.
  return { sent: true, errors: {} as FieldErrors, message: null }
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const { formProps, errors } = useSchemaForm(forgotPasswordSchema, result?.errors)
  return (
    <AuthPage back={{ to: '/login', label: 'Back to Login' }} title="Reset your password" intro="Enter your account’s e-mail and we’ll send you a link to choose a new password.">
      {result?.sent ? (
        <p role="status" className="rounded-lg bg-secondary p-4 text-secondary-foreground">
          If an account exists for that e-mail, a reset link is on its way. The link works once and expires in 1 hour.
        </p>
      ) : (
        <Form {...formProps} method="post" className="grid gap-4">
          <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
          {result?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {result.message}
            </p>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
        </Form>
      )}
    </AuthPage>
  )
}
