import { Link, useNavigate } from 'react-router'
import { TextField } from '~/components/forms/field.tsx'
import { Stars } from '~/components/directory/stars.tsx'
import { DisclosureForm } from '~/components/reviews/review-actions.tsx'
import { useActionForm } from '~/components/reviews/use-action-form.ts'
import { Button } from '~/components/ui/button.tsx'
import type { QueuedReview, ReviewQueueFilter } from '~/domain/reviews/find-review-queue.admin.server.ts'
import { HOLD_REASON_LABELS, reviewRejectionSchema, watchWordSchema } from '~/domain/reviews/model.ts'
import { z } from 'zod'

const FILTER_LABELS: Record<ReviewQueueFilter, string> = { held: 'Held', reported: 'Reported', rejected: 'Rejected' }
const ACTION = '/admin/reviews'
const anything = z.object({})

/** One button posting an intent for a review or business to /admin/reviews. */
function IntentButton({ intent, id, label, variant = 'outline' }: { intent: string; id: string; label: string; variant?: 'outline' | 'default' }) {
  const { fetcher, busy } = useActionForm(anything, ACTION)
  return (
    <fetcher.Form method="post" action={ACTION}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {label}
      </Button>
    </fetcher.Form>
  )
}

function RejectForm({ id }: { id: string }) {
  return (
    <DisclosureForm
      summary="Reject"
      summaryClassName="cursor-pointer text-sm font-medium text-destructive"
      schema={reviewRejectionSchema}
      action={ACTION}
      fields={{ intent: 'reject', id }}
      text={{ label: 'Reason for rejecting', name: 'reason', rows: 2 }}
      submit="Reject review"
      variant="destructive"
    />
  )
}

function QueuedReviewCard({ review }: { review: QueuedReview }) {
  const flagged = review.reviewFraudUntil !== null
  return (
    <li className="grid gap-2 rounded-xl border bg-white p-5 shadow-sm" aria-label={`Review of ${review.businessName} by ${review.author}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Stars rating={review.stars} />
        <span className="font-semibold">{review.author}</span>
        <span className="text-muted-foreground">({review.authorEmail})</span>
        <span className="text-muted-foreground">on</span>
        {review.businessPath ? <Link to={review.businessPath} className="font-medium text-primary hover:underline">{review.businessName}</Link> : review.businessName}
      </div>
      <p className="whitespace-pre-line text-slate-700">{review.body}</p>
      {review.holdReasons.length > 0 && <p className="text-sm">Held: {review.holdReasons.map((r) => HOLD_REASON_LABELS[r]).join(', ')}</p>}
      {review.reports.length > 0 && (
        <div className="text-sm">
          <p className="font-semibold">Reports</p>
          <ul className="list-disc pl-5">
            {review.reports.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {review.decisionReason && <p className="text-sm">Rejected: {review.decisionReason}</p>}
      <div className="flex flex-wrap items-start gap-2">
        {review.status === 'held' && <IntentButton intent="approve" id={review.id} label="Approve" variant="default" />}
        {review.status === 'approved' && <IntentButton intent="approve" id={review.id} label="Keep (dismiss reports)" />}
        {review.status === 'rejected' ? <IntentButton intent="restore" id={review.id} label="Restore" /> : <RejectForm id={review.id} />}
        <IntentButton intent={flagged ? 'unflag-fraud' : 'flag-fraud'} id={review.businessId} label={flagged ? 'Remove review-fraud notice' : 'Flag review fraud'} />
      </div>
    </li>
  )
}

function WatchWords({ words }: { words: string[] }) {
  const { fetcher, formProps, errors, busy } = useActionForm(watchWordSchema, ACTION)
  return (
    <div className="rounded-xl border bg-white p-5 shadow-sm">
      <h3 className="font-semibold text-navy">Watched words</h3>
      <p className="text-sm text-muted-foreground">Reviews that use one of these words wait for moderation.</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {words.map((w) => (
          <li key={w} className="flex items-center gap-1 rounded-full border px-3 py-1 text-sm">
            {w}
            <fetcher.Form method="post" action={ACTION}>
              <input type="hidden" name="intent" value="remove-word" />
              <input type="hidden" name="word" value={w} />
              <button type="submit" className="text-destructive" aria-label={`Remove ${w}`}>×</button>
            </fetcher.Form>
          </li>
        ))}
      </ul>
      <fetcher.Form {...formProps} className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="add-word" />
        <TextField label="Word to watch" name="word" error={errors.word} />
        <Button type="submit" size="sm" disabled={busy}>Add word</Button>
      </fetcher.Form>
    </div>
  )
}

/** The Reviews tab: held, reported and rejected reviews to decide on, and the watch list. */
export function ReviewsTab({ filter, reviews, watchWords }: { filter: ReviewQueueFilter; reviews: QueuedReview[]; watchWords: string[] }) {
  const navigate = useNavigate()
  return (
    <section aria-labelledby="reviews-queue-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-queue-heading" className="text-xl font-bold text-navy">Reviews</h2>
        <label className="flex items-center gap-2 text-sm">
          Show
          <select className="rounded-md border px-2 py-1" value={filter} onChange={(e) => navigate(`?tab=reviews&status=${e.target.value}`)}>
            {(Object.keys(FILTER_LABELS) as ReviewQueueFilter[]).map((f) => (
              <option key={f} value={f}>{FILTER_LABELS[f]}</option>
            ))}
          </select>
        </label>
      </div>
      {reviews.length === 0 ? <p className="text-muted-foreground">No {FILTER_LABELS[filter].toLowerCase()} reviews.</p> : (
        <ul className="grid gap-3">
          {reviews.map((r) => <QueuedReviewCard key={r.id} review={r} />)}
        </ul>
      )}
      <WatchWords words={watchWords} />
    </section>
  )
}
