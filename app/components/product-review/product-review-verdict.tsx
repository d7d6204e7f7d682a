import { MarkdownBody } from '~/components/content/markdown-body.tsx'
import type { ProductReviewView } from '~/domain/guides/product-review-sections.ts'
import { formatPrice, formatRating } from '~/lib/review-stars.ts'
import { ProductReviewSection } from './product-review-section.tsx'
import { StarRating } from './star-rating.tsx'

/** The review's closing section: rating, price, the verdict and the closing words (the owner's Markdown, or the seeded sentence). */
export function ProductReviewVerdict({ review, number, closingHtml, closingText }: {
  review: Pick<ProductReviewView, 'rating' | 'price' | 'currency' | 'verdict'>
  number: number
  closingHtml?: string
  closingText?: string
}) {
  return (
    <ProductReviewSection id="verdict" number={number}>
      <div className="rounded-xl bg-gradient-to-br from-navy to-primary p-6 text-white shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <StarRating rating={review.rating} size="lg" />
          <span className="text-2xl font-extrabold tabular-nums">{formatRating(review.rating)}</span>
          <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">{formatPrice(review.price, review.currency)}</span>
        </div>
        <p className="mt-5 text-xl leading-relaxed font-medium">{review.verdict}</p>
        {closingHtml !== undefined ? (
          closingHtml && <MarkdownBody html={closingHtml} className="mt-4 leading-relaxed text-blue-100 [&_a]:text-white [&_a]:underline [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6" />
        ) : (
          closingText && <p className="mt-4 leading-relaxed text-blue-100">{closingText}</p>
        )}
        <a
          href="#summary"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-blue-100"
        >
          Compare prices
        </a>
      </div>
    </ProductReviewSection>
  )
}
