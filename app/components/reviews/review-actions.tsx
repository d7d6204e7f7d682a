import { HONEYPOT_FIELD, replySchema, reviewReportSchema } from '~/domain/reviews/model.ts'
import { Honeypot, TextAreaField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { ReturnTo } from './return-to.tsx'
import { useActionForm } from './use-action-form.ts'

const disclosure = 'text-sm font-medium text-primary cursor-pointer underline-offset-4 hover:underline'

/** "Report this review": any visitor, with a reason; the review goes to the admin's queue. */
export function ReportReviewForm({ businessId, reviewId }: { businessId: string; reviewId: string }) {
  const { fetcher, formProps, errors, busy } = useActionForm(reviewReportSchema, `/businesses/${businessId}/reviews`)
  return (
    <details className="mt-2">
      <summary className={disclosure}>Report this review</summary>
      <fetcher.Form {...formProps} className="relative mt-2 grid gap-2">
        <ReturnTo />
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="reviewId" value={reviewId} />
        <Honeypot name={HONEYPOT_FIELD} />
        <TextAreaField label="Why should we look at this review?" name="reason" rows={2} error={errors.reason} />
        <Button type="submit" variant="outline" size="sm" disabled={busy} className="justify-self-start">
          Send report
        </Button>
      </fetcher.Form>
    </details>
  )
}

/** The verified owner's reply (once per review). */
export function ReplyForm({ businessId, reviewId }: { businessId: string; reviewId: string }) {
  const { fetcher, formProps, errors, busy } = useActionForm(replySchema, `/businesses/${businessId}/reviews`)
  return (
    <details className="mt-2">
      <summary className={disclosure}>Reply as the owner</summary>
      <fetcher.Form {...formProps} className="mt-2 grid gap-2">
        <ReturnTo />
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="reviewId" value={reviewId} />
        <TextAreaField label="Your reply" name="reply" rows={3} error={errors.reply} />
        <Button type="submit" size="sm" disabled={busy} className="justify-self-start">
          Post reply
        </Button>
      </fetcher.Form>
    </details>
  )
}

/** For a member whose address is not confirmed yet: sends the confirmation link. */
export function ConfirmEmailForm({ businessId }: { businessId: string }) {
  const { fetcher, busy } = useActionForm(replySchema.partial(), `/businesses/${businessId}/reviews`)
  return (
    <fetcher.Form method="post" action={`/businesses/${businessId}/reviews`} className="mt-2">
      <ReturnTo />
      <input type="hidden" name="intent" value="confirm-email" />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        Send confirmation link
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
