import { ArrowRight, BookOpen, Clock } from '~/components/ui/icons.tsx'
import { Link } from 'react-router'
import type { ProductReviewTeaser } from '~/domain/guides/product-review-sections.ts'
import { cn } from '~/lib/utils.ts'
import { StarRating } from '../product-review/star-rating.tsx'

/**
 * The featured review (the owner's choice, decision 039): on /products, on the category pages of the
 * products it covers and on the home page. One link (the title) so the card reads as a single destination.
 */
export function ProductReviewCallout({ review, className, headingLevel = 'h2' }: { review: ProductReviewTeaser; className?: string; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <article
      aria-labelledby="review-callout-title"
      data-testid="product-review-callout"
      className={cn('relative flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition hover:shadow-md sm:flex-row', className)}
    >
      {review.image && <img src={review.image} alt="" width={320} height={200} loading="lazy" className="aspect-[16/10] w-full bg-muted object-cover sm:aspect-auto sm:w-64" />}
      <div className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent uppercase">
          <BookOpen className="size-4" aria-hidden /> In-depth review
        </p>
        <Heading id="review-callout-title" className="text-lg leading-snug font-bold text-navy sm:text-xl">
          <Link to={review.url} className="after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:ring-[3px] focus-visible:after:ring-ring/60">
            {review.title}
          </Link>
        </Heading>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <StarRating rating={review.rating} size="sm" />
            <span className="font-semibold text-foreground">{review.rating.toFixed(1)}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden /> {review.readingTime} min read
          </span>
          <span>By {review.author}</span>
        </p>
        <p className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-primary" aria-hidden>
          Read the review <ArrowRight className="size-4" />
        </p>
      </div>
    </article>
  )
}
