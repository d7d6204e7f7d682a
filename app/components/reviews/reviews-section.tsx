import { Link } from 'react-router'
import type { PublicReview, ReviewViewer } from '~/domain/reviews/find-business-reviews.server.ts'
import { buttonVariants } from '~/components/ui/button.tsx'
import { ConfirmEmailForm, DeleteReviewForm } from './review-actions.tsx'
import { ReviewForm } from './review-form.tsx'
import { OwnReviewStatus, ReviewItem } from './review-item.tsx'
import { ReviewRating } from './review-rating.tsx'
import { TitledSection } from '~/components/ui/titled-section.tsx'

const REFUSAL_TEXT = {
  owner: 'You own this business, so you cannot review it. You can reply to its reviews.',
  unconfirmed: 'Please confirm your e-mail address to write a review.',
  'not-found': 'Reviews cannot be written for this business.',
} as const

/**
 * The business page's customer reviews: the average and count of approved reviews (apart from
 * the audited safety score), "Write a review", the viewer's own review (held ones only to them),
 * and the approved reviews with the owner's replies and a report link.
 */
export function ReviewsSection({ businessId, rating, count, reviews, viewer, path }: { businessId: string; rating: number; count: number; reviews: PublicReview[]; viewer: ReviewViewer; path: string }) {
  const own = viewer.kind === 'member' ? viewer.own : null
  const isOwner = viewer.kind === 'member' && viewer.isOwner
  const listed = reviews.filter((r) => r.id !== own?.id)
  return (
    <TitledSection id="reviews-heading" title="Customer reviews" card>
      <p className="mt-1 text-sm text-muted-foreground">
        <ReviewRating rating={rating} count={count} /> <span className="block">From approved visitor reviews; separate from the audited safety score.</span>
      </p>

      <div className="mt-4">
        {viewer.kind === 'anonymous' ? (
          <Link to={`/login?redirectTo=${encodeURIComponent(path)}`} className={buttonVariants({ variant: 'outline' })}>
            Write a review
          </Link>
        ) : viewer.refusal ? (
          <div>
            <p className="text-sm text-muted-foreground">{REFUSAL_TEXT[viewer.refusal]}</p>
            {viewer.refusal === 'unconfirmed' && <ConfirmEmailForm businessId={businessId} />}
          </div>
        ) : own ? (
          <div className="grid gap-3 rounded-lg border p-4">
            <h3 className="text-sm font-semibold text-navy">Your review</h3>
            <OwnReviewStatus review={own} />
            <ul>
              <ReviewItem review={own} businessId={businessId} canReply={false} canReport={false} />
            </ul>
            <details>
              <summary className="cursor-pointer text-sm font-medium text-primary">Edit your review</summary>
              <div className="mt-2">
                <ReviewForm businessId={businessId} initial={own} />
              </div>
            </details>
            <DeleteReviewForm businessId={businessId} />
          </div>
        ) : (
          <details className="rounded-lg border p-4">
            <summary className="cursor-pointer font-semibold text-primary">Write a review</summary>
            <div className="mt-3">
              <ReviewForm businessId={businessId} />
            </div>
          </details>
        )}
      </div>

      {listed.length > 0 && (
        <ul className="mt-4 divide-y">
          {listed.map((r) => (
            <ReviewItem key={r.id} review={r} businessId={businessId} canReply={isOwner} canReport={!isOwner} />
          ))}
        </ul>
      )}
    </TitledSection>
  )
}

/** The admin found review fraud here: the notice stays 90 days. */
export function ReviewFraudNotice({ show }: { show: boolean }) {
  if (!show) return null
  return (
    <div role="note" className="mt-4 rounded-xl border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">Review alert</p>
      <p>We found evidence that reviews of this business were bought or faked. Some reviews have been removed; read the remaining ones with care.</p>
    </div>
  )
}
