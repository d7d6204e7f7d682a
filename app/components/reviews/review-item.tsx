import { Stars } from '~/components/directory/stars.tsx'
import type { OwnReview, PublicReview } from '~/domain/reviews/find-business-reviews.server.ts'
import { HOLD_REASON_LABELS } from '~/domain/reviews/model.ts'
import { longDate } from '~/lib/audit-dates.ts'
import { ReplyForm, ReportReviewForm } from './review-actions.tsx'

/** One review as the page lists it: stars, text, author and date, the owner's reply, and what the viewer may do. */
export function ReviewItem({ review, businessId, canReply, canReport }: { review: PublicReview; businessId: string; canReply: boolean; canReport: boolean }) {
  return (
    <li className="grid gap-1 py-4" aria-label={`Review by ${review.author}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Stars rating={review.stars} />
        <span className="font-semibold text-slate-900">{review.author}</span>
        <span className="text-muted-foreground">· {longDate(review.date)}</span>
      </div>
      <p className="whitespace-pre-line text-slate-700">{review.body}</p>
      {review.reply && (
        <div className="mt-2 rounded-lg border-l-4 border-primary/40 bg-muted/60 p-3 text-sm">
          <p className="font-semibold text-navy">Reply from the owner</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{review.reply}</p>
        </div>
      )}
      {canReply && !review.reply && <ReplyForm businessId={businessId} reviewId={review.id} />}
      {canReport && <ReportReviewForm businessId={businessId} reviewId={review.id} />}
    </li>
  )
}

/** What the author is told of their own review while it does not count. */
export function OwnReviewStatus({ review }: { review: OwnReview }) {
  if (review.status === 'approved') return <p className="text-sm text-muted-foreground">Your review is published.</p>
  if (review.status === 'rejected') {
    return (
      <p className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm" role="status">
        Your review was not published{review.decisionReason ? `: ${review.decisionReason}` : '.'} You can edit it to send it again.
      </p>
    )
  }
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="status">
      Your review is waiting for moderation ({review.holdReasons.map((r) => HOLD_REASON_LABELS[r]).join(', ') || 'edited'}). Only you can see it until then.
    </p>
  )
}
