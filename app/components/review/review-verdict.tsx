import type { Review } from '~/content/review.ts'
import { formatPrice, formatRating } from '~/lib/review-stars.ts'
import { ReviewSection } from './review-section.tsx'
import { StarRating } from './star-rating.tsx'

/** The review's closing section: rating, price and the verdict. */
export function ReviewVerdict({ review }: { review: Review }) {
  return (
    <ReviewSection id="verdict">
      <div className="rounded-xl bg-gradient-to-br from-navy to-primary p-6 text-white shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <StarRating rating={review.rating} size="lg" />
          <span className="text-2xl font-extrabold tabular-nums">{formatRating(review.rating)}</span>
          <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">{formatPrice(review.price)}</span>
        </div>
        <p className="mt-5 text-xl leading-relaxed font-medium">{review.verdict}</p>
        <p className="mt-4 leading-relaxed text-blue-100">
          Whichever alarm you choose, the most important steps cost nothing: put one in every bedroom and on every level,
          test them every month, and replace any alarm more than ten years old.
        </p>
        <a
          href="#summary"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-blue-100"
        >
          Compare prices
        </a>
      </div>
    </ReviewSection>
  )
}
