import type * as React from 'react'
import { Breadcrumb } from '~/components/ui/breadcrumb.tsx'
import { CalendarDays, Clock, UserRound } from '~/components/ui/icons.tsx'
import type { ProductReviewView } from '~/domain/guides/product-review-sections.ts'
import { formatLongDate, formatReadingTime } from '~/lib/review-stars.ts'

/**
 * The review's banner: breadcrumb, title, author, date and reading time, then `children` (the
 * sample notice): inside the banner, above the part the summary card overlaps.
 */
export function ProductReviewHeader({ review, children }: { review: Pick<ProductReviewView, 'productFacts' | 'categorySlug' | 'title' | 'author' | 'publishDate' | 'readingTime'>; children?: React.ReactNode }) {
  const facts = review.productFacts
  return (
    <header className="bg-gradient-to-br from-navy to-primary px-4 pt-10 pb-24 text-white sm:px-6 sm:pt-14 sm:pb-28">
      <div className="mx-auto max-w-6xl">
        <Breadcrumb
          tone="dark"
          items={[{ label: 'Products', to: '/products' }, ...(review.categorySlug ? [{ label: facts.category, to: `/products/${review.categorySlug}` }] : []), { label: 'Review', current: true as const }]}
        />
        <h1 className="mt-4 max-w-4xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {review.title}
        </h1>
        <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-blue-50">
          <li className="flex items-center gap-2">
            <UserRound aria-hidden className="size-4 text-blue-200" />
            <span>
              By <span className="font-semibold text-white">{review.author}</span>
            </span>
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 text-blue-200" />
            <span className="sr-only">Published </span>
            <time dateTime={review.publishDate}>{formatLongDate(review.publishDate)}</time>
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 text-blue-200" />
            <span>{formatReadingTime(review.readingTime)}</span>
          </li>
        </ul>
        {children}
      </div>
    </header>
  )
}
