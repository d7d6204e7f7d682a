import type * as React from 'react'
import { Form, Link } from 'react-router'
import { FieldError, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { claimNextStep, claimSent, type ClaimFacts } from '~/domain/owner/claim-standing.ts'
import { CLAIM_METHOD_LABELS, maskAddress } from '~/domain/owner/model.ts'
import { shownDate } from '~/lib/shown-date.ts'
import { CLAIM_DOCUMENTS_HINT } from '~/lib/upload-limits.ts'

interface Props {
  business: { id: string; name: string; hasEmail: boolean; domain: string | null; owned: boolean; mine: boolean }
  codeClaim: { id: string; address: string | null } | null
  review: (ClaimFacts & { createdAt: string }) | null
  errors: Record<string, string> | undefined
}

/** The claim page's steps: choose a way to prove ownership, then enter the code (or wait for review). */
export function ClaimPanel({ business, codeClaim, review, errors = {} }: Props) {
  if (business.mine) {
    return (
      <p className="mt-4">
        You are the verified owner of this business. <Link className="text-primary underline" to="/dashboard/listings">Go to My businesses</Link>
      </p>
    )
  }
  // Sent for review: nothing is left to do here but wait, so the page says where it stands instead of offering the forms again.
  if (review) return <ClaimInReview claim={review} />
  return (
    <div className="mt-4 grid gap-6">
      {business.owned && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">This business has a verified owner. If you claim it, our team reviews both sides before anything changes.</p>}
      <FieldError error={errors.form ?? errors.method} />
      {codeClaim && (
        <Form method="post" className="grid gap-3 rounded-lg border p-4" noValidate>
          <h2 className="text-lg font-bold text-navy">Enter your code</h2>
          <p className="text-sm text-muted-foreground">We sent a 6-digit code to {maskAddress(codeClaim.address ?? '')}. It works once, for 24 hours.</p>
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="claimId" value={codeClaim.id} />
          <TextField label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} error={errors.code} />
          <Button type="submit" className="w-fit">Confirm code</Button>
        </Form>
      )}
      {business.hasEmail && (
        <SendCodeForm method="listed-email">
          <Button type="submit" className="w-fit">{codeClaim ? 'Send a new code' : 'Send code'}</Button>
        </SendCodeForm>
      )}
      {business.domain && (
        <SendCodeForm method="domain-email">
          <TextField label={`Your address at ${business.domain}`} name="address" type="email" placeholder={`you@${business.domain}`} error={errors.address} />
          <Button type="submit" variant="outline" className="w-fit">Send code to this address</Button>
        </SendCodeForm>
      )}
      <Form method="post" encType="multipart/form-data" className="grid gap-3 rounded-lg border p-4" noValidate aria-labelledby="claim-documents-heading">
        <h2 id="claim-documents-heading" className="text-lg font-bold text-navy">{CLAIM_METHOD_LABELS.documents}</h2>
        <input type="hidden" name="intent" value="documents" />
        <TextAreaField label="Note" name="note" rows={3} placeholder="Your role, and what the documents show" error={errors.note} />
        <TextField label="Documents" hint={CLAIM_DOCUMENTS_HINT} name="documents" type="file" multiple accept=".pdf,.jpg,.jpeg,.png,.webp" error={errors.documents} />
        <Button type="submit" variant="outline" className="w-fit">Send documents</Button>
      </Form>
    </div>
  )
}

/** One way to receive a code, as its own form (each works without JavaScript). */
function SendCodeForm({ method, children }: { method: 'listed-email' | 'domain-email'; children: React.ReactNode }) {
  return (
    <Form method="post" className="grid gap-3 rounded-lg border p-4" noValidate aria-labelledby={`claim-${method}`}>
      <h2 id={`claim-${method}`} className="text-lg font-bold text-navy">{CLAIM_METHOD_LABELS[method]}</h2>
      <input type="hidden" name="intent" value="send-code" />
      <input type="hidden" name="method" value={method} />
      {children}
    </Form>
  )
}

/** A claim waiting for the admin: when it was sent, what, and what happens next. */
function ClaimInReview({ claim }: { claim: ClaimFacts & { createdAt: string } }) {
  return (
    <section role="status" aria-labelledby="claim-review-heading" className="mt-4 grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
      <h2 id="claim-review-heading" className="text-lg font-bold text-navy">Your claim is waiting for review</h2>
      <p>Sent <time dateTime={claim.createdAt}>{shownDate(claim.createdAt)}</time>: {claimSent(claim)}.</p>
      <p><span className="font-medium">What happens next:</span> {claimNextStep(claim)}</p>
      <p>
        <Link className="font-medium text-primary underline" to="/dashboard">Back to your dashboard</Link>, where this claim shows until it is decided.
      </p>
    </section>
  )
}
