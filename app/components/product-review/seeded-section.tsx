import { Check, ThumbsDown, ThumbsUp, X } from '~/components/ui/icons.tsx'
import type * as React from 'react'
import type { ProductReviewSectionId, ProductReviewView } from '~/domain/guides/product-review-sections.ts'
import { SEEDED_TEXT } from '~/domain/guides/product-review-sections.ts'
import { formatLongDate } from '~/lib/review-stars.ts'
import { ComparisonTable } from './comparison-table.tsx'
import { RelatedProducts } from './related-products.tsx'
import { ProductReviewFaq } from './product-review-faq.tsx'
import { CheckList, FactRow, ListCard } from './product-review-lists.tsx'

type ListSpec = [title: string, icon: React.ReactNode, items: string[]]

/** Two list cards side by side: the good one, then the bad one. */
function twoLists([goodTitle, goodIcon, good]: ListSpec, [badTitle, badIcon, bad]: ListSpec) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ListCard title={goodTitle} icon={goodIcon} tone="good" items={good} />
      <ListCard title={badTitle} icon={badIcon} tone="bad" items={bad} />
    </div>
  )
}

/**
 * A section of the seeded example in its structured layout (cards, tables, the FAQ accordion), as
 * long as the owner has not rewritten it in Markdown (decision 039): its intro and its body.
 */
export function seededSection(id: Exclude<ProductReviewSectionId, 'hands-on' | 'verdict'>, review: ProductReviewView): { intro?: string; body: React.ReactNode } {
  const facts = review.productFacts
  switch (id) {
    case 'product-facts':
      return {
        body: (
          <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 self-start rounded-xl border bg-white p-6 shadow-sm">
              <FactRow term="Brand" value={facts.brand} />
              <FactRow term="Model" value={facts.model} />
              <FactRow term="Released" value={<time dateTime={facts.releaseDate}>{formatLongDate(facts.releaseDate)}</time>} />
              <FactRow term="Warranty" value={facts.warranty} />
              <FactRow term="Category" value={facts.category} />
            </dl>
            <div className="rounded-xl border bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-navy">Features</h3>
              <CheckList items={facts.features} tone="good" className="mt-3" />
            </div>
          </div>
        ),
      }
    case 'user-benefits':
      return {
        intro: SEEDED_TEXT.benefitsIntro,
        body: (
          <ol className="grid gap-4 sm:grid-cols-2">
            {review.benefits.map((b, i) => (
              <li key={b} className="flex gap-4 rounded-xl border bg-white p-5 shadow-sm">
                <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground">
                  {i + 1}
                </span>
                <p className="leading-relaxed text-slate-700">{b}</p>
              </li>
            ))}
          </ol>
        ),
      }
    case 'qualifications':
      return {
        body: (
          <div className="rounded-xl border bg-white p-6 shadow-sm">
            <div className="flex items-center gap-4">
              <span aria-hidden className="grid size-14 shrink-0 place-items-center rounded-full bg-gradient-to-br from-navy to-primary text-lg font-bold text-white">
                {review.author.split(' ').map((w) => w[0]).join('')}
              </span>
              <div>
                <p className="font-bold text-navy">{review.author}</p>
                <p className="text-sm text-muted-foreground">{SEEDED_TEXT.authorRole}</p>
              </div>
            </div>
            <CheckList items={review.qualifications} tone="good" className="mt-5" />
          </div>
        ),
      }
    case 'comparison':
      return {
        intro: SEEDED_TEXT.comparisonIntro,
        body: <ComparisonTable productName={SEEDED_TEXT.comparisonProduct} comparisons={review.comparisons} alternatives={review.alternatives} />,
      }
    case 'ideal-user':
      return { body: twoLists(['Ideal for', <Check aria-hidden className="size-5" />, review.idealUser], ['Not ideal for', <X aria-hidden className="size-5" />, review.notIdealUser]) }
    case 'pros-and-cons':
      return { body: twoLists(['Pros', <ThumbsUp aria-hidden className="size-5" />, review.pros], ['Cons', <ThumbsDown aria-hidden className="size-5" />, review.cons]) }
    case 'faq':
      return { body: <ProductReviewFaq faqs={review.faqs} /> }
    case 'related-products':
      return { intro: SEEDED_TEXT.relatedIntro, body: <RelatedProducts products={review.relatedProducts} /> }
  }
}
