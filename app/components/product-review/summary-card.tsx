import { ExternalLink } from '~/components/ui/icons.tsx'
import type { ProductReviewView } from '~/domain/guides/product-review-sections.ts'
import { buttonVariants } from '~/components/ui/button.tsx'
import { formatPrice, formatRating } from '~/lib/review-stars.ts'
import { StarRating } from './star-rating.tsx'

/** Spec §2: stars and "x.x/5.0", the verdict, the price, and a Check Price link per merchant. */
export function SummaryCard({ review }: { review: Pick<ProductReviewView, 'rating' | 'price' | 'currency' | 'verdict' | 'merchants'> }) {
  return (
    <section
      id="summary"
      aria-labelledby="summary-heading"
      className="relative rounded-xl border bg-white p-5 shadow-lg shadow-navy/5 sm:p-8"
    >
      <h2 id="summary-heading" className="sr-only">
        Review summary
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
        <div>
          <p className="text-xs font-bold tracking-widest text-accent uppercase">Our rating</p>
          <div className="mt-2 flex items-center gap-3">
            <StarRating rating={review.rating} size="lg" />
            <span data-testid="rating-value" className="text-2xl font-extrabold text-navy tabular-nums">
              {formatRating(review.rating)}
            </span>
          </div>
        </div>
        <div className="sm:text-right">
          <p className="text-xs font-bold tracking-widest text-muted-foreground uppercase">Price</p>
          <p data-testid="price" className="mt-1 text-3xl font-extrabold text-navy tabular-nums">
            {formatPrice(review.price, review.currency)}
          </p>
        </div>
      </div>

      <blockquote className="mt-6 border-l-4 border-accent pl-4 text-lg leading-relaxed text-slate-800">
        <p>
          <span className="font-semibold text-navy">Verdict: </span>
          {review.verdict}
        </p>
      </blockquote>

      {review.merchants.length > 0 && (
        <>
          <h3 className="mt-8 text-sm font-bold tracking-widest text-muted-foreground uppercase">Where to buy</h3>
          <ul className="mt-3 divide-y rounded-lg border">
            {review.merchants.map((m) => (
              <li key={m.name} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-semibold text-navy">{m.name}</p>
                  <p className="text-sm text-slate-600 tabular-nums">{formatPrice(m.price, review.currency)}</p>
                </div>
                <a
                  href={m.url}
                  target="_blank"
                  rel="noopener noreferrer sponsored"
                  data-merchant={m.name}
                  className={buttonVariants({ className: 'w-full sm:w-auto' })}
                >
                  Check Price
                  <span className="sr-only"> at {m.name} (opens in a new tab)</span>
                  <ExternalLink aria-hidden />
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted-foreground">
            Prices were checked when the review was published and may have changed. Safest may earn a commission when you buy through
            these links; it never affects our ratings.
          </p>
        </>
      )}
    </section>
  )
}
