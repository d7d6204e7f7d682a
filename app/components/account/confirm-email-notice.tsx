import { Form, useLocation } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Mail } from '~/components/ui/icons.tsx'

/**
 * On every dashboard page until the member opens their confirmation link: what it is for, where it
 * went, and a way to have it sent again.
 */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const location = useLocation()
  return (
    <section aria-labelledby="confirm-email-heading" className="mb-6 flex flex-wrap items-start gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <Mail className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 id="confirm-email-heading" className="font-semibold">Confirm your e-mail address</h2>
        <p className="mt-1 text-sm break-words">
          We sent a confirmation link to <strong>{email}</strong>. Open it to write reviews. No e-mail? Check your spam folder, or have it sent again.
        </p>
      </div>
      <Form method="post" action="/account/confirm-email">
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <Button type="submit" variant="outline" size="sm">Resend confirmation e-mail</Button>
      </Form>
    </section>
  )
}
