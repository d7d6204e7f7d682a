import { HONEYPOT_FIELD, replySchema, reviewReportSchema } from '~/domain/reviews/model.ts'
import { Honeypot, TextAreaField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { ReturnTo } from './return-to.tsx'
import { useActionForm } from './use-action-form.ts'
import type * as React from 'react'
import type { z } from 'zod'

const disclosure = 'text-sm font-medium text-primary cursor-pointer underline-offset-4 hover:underline'

/**
 * A one-field form behind a disclosure ("Report this review"): the hidden `fields` (intent, ids),
 * a text area (`text`) and a small submit button, posted with useActionForm.
 */
export function DisclosureForm({
  summary,
  summaryClassName = disclosure,
  className,
  schema,
  action,
  fields,
  text,
  submit,
  variant,
  children,
}: {
  summary: string
  summaryClassName?: string
  className?: string
  schema: z.ZodType
  action: string
  fields: Record<string, string>
  text: { label: string; name: string; rows: number }
  submit: string
  variant?: 'outline' | 'destructive'
  /** More of the form: where to return to, a honeypot. */
  children?: React.ReactNode
}) {
  const { fetcher, formProps, errors, busy } = useActionForm(schema, action)
  return (
    <details className={className}>
      <summary className={summaryClassName}>{summary}</summary>
      <fetcher.Form {...formProps} className="relative mt-2 grid gap-2">
        {children}
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <TextAreaField label={text.label} name={text.name} rows={text.rows} error={errors[text.name]} />
        <Button type="submit" variant={variant} size="sm" disabled={busy} className="justify-self-start">
          {submit}
        </Button>
      </fetcher.Form>
    </details>
  )
}

/** The review forms behind a disclosure, by intent: "Report this review" (any visitor, with a reason; the review goes to the admin's queue) and the verified owner's reply (once per review). */
const REVIEW_DISCLOSURES = {
  report: { summary: 'Report this review', schema: reviewReportSchema, text: { label: 'Why should we look at this review?', name: 'reason', rows: 2 }, submit: 'Send report', variant: 'outline' },
  reply: { summary: 'Reply as the owner', schema: replySchema, text: { label: 'Your reply', name: 'reply', rows: 3 }, submit: 'Post reply' },
} as const

function ReviewDisclosure({ intent, businessId, reviewId }: { intent: keyof typeof REVIEW_DISCLOSURES; businessId: string; reviewId: string }) {
  return (
    <DisclosureForm {...REVIEW_DISCLOSURES[intent]} className="mt-2" action={`/businesses/${businessId}/reviews`} fields={{ intent, reviewId }}>
      <ReturnTo />
      {intent === 'report' && <Honeypot name={HONEYPOT_FIELD} />}
    </DisclosureForm>
  )
}

export const ReportReviewForm = (props: { businessId: string; reviewId: string }) => <ReviewDisclosure intent="report" {...props} />
export const ReplyForm = (props: { businessId: string; reviewId: string }) => <ReviewDisclosure intent="reply" {...props} />

/** For a member whose address is not confirmed yet: sends the confirmation link again (sign-up sent the first). */
export function ConfirmEmailForm({ businessId }: { businessId: string }) {
  const { fetcher, busy } = useActionForm(replySchema.partial(), `/businesses/${businessId}/reviews`)
  return (
    <fetcher.Form method="post" action={`/businesses/${businessId}/reviews`} className="mt-2">
      <ReturnTo />
      <input type="hidden" name="intent" value="confirm-email" />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        Resend confirmation e-mail
      </Button>
    </fetcher.Form>
  )
}

/** Deletes the member's own review. */
export function DeleteReviewForm({ businessId }: { businessId: string }) {
  const { fetcher, busy } = useActionForm(replySchema.partial(), `/businesses/${businessId}/reviews`)
  return (
    <fetcher.Form method="post" action={`/businesses/${businessId}/reviews`}>
      <ReturnTo />
      <input type="hidden" name="intent" value="delete" />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        Delete review
      </Button>
    </fetcher.Form>
  )
}
