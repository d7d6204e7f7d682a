import { MarkdownBody } from '~/components/content/markdown-body.tsx'
import { SEEDED_TEXT, type ProductReviewView } from '~/domain/guides/product-review-sections.ts'
import { HandsOnGallery } from './hands-on-gallery.tsx'
import { ProductReviewSection } from './product-review-section.tsx'
import { ProductReviewVerdict } from './product-review-verdict.tsx'
import { seededSection } from './seeded-section.tsx'

/**
 * The review's numbered sections, from Product Facts to the Verdict: each the owner's Markdown, or
 * the seeded example's structured layout (cards, tables, the gallery, the FAQ accordion).
 */
export function ProductReviewBody({ review }: { review: ProductReviewView }) {
  const number = (id: (typeof review.sections)[number]) => review.sections.indexOf(id) + 1
  return review.sections.map((id) => {
    const html = review.html[id]
    if (id === 'verdict') {
      return <ProductReviewVerdict key={id} review={review} number={number(id)} closingHtml={html} closingText={html === undefined ? SEEDED_TEXT.closing : undefined} />
    }
    if (id === 'hands-on') {
      return (
        <ProductReviewSection key={id} id={id} number={number(id)}>
          {review.experience.images.length > 0 && <HandsOnGallery experience={review.experience} productName={review.productName} />}
          <MarkdownBody html={html ?? ''} className="prose-safest mt-8 max-w-none text-[1.0625rem]" />
        </ProductReviewSection>
      )
    }
    const seeded = html === undefined ? seededSection(id, review) : undefined
    return (
      <ProductReviewSection key={id} id={id} number={number(id)} intro={seeded?.intro}>
        {seeded ? seeded.body : <MarkdownBody html={html!} className="prose-safest max-w-none text-[1.0625rem]" />}
      </ProductReviewSection>
    )
  })
}
