import type { ComparisonValue, ProductReview } from '~/content/product-review.ts'

/**
 * A review's ten anchored sections (spec §2 Example review page), in page order, with the editor's
 * field for each (decision 039). Every section is Markdown the admin writes; the hands-on section is
 * the `experience` column, the others are `product_reviews.sections`.
 */
export const PRODUCT_REVIEW_SECTIONS = [
  { id: 'product-facts', label: 'Product Facts', field: 'facts' },
  { id: 'user-benefits', label: 'User Benefits', field: 'benefits' },
  { id: 'qualifications', label: "Why I'm Qualified", field: 'qualifications' },
  { id: 'hands-on', label: 'Hands-On Experience', field: 'experience' },
  { id: 'comparison', label: 'Comparison to Alternatives', field: 'comparison' },
  { id: 'ideal-user', label: 'Ideal User vs Not Ideal', field: 'idealUser' },
  { id: 'pros-and-cons', label: 'Pros and Cons', field: 'prosCons' },
  { id: 'faq', label: 'Frequently Asked Questions', field: 'faq' },
  { id: 'related-products', label: 'Related Products', field: 'related' },
  { id: 'verdict', label: 'Verdict', field: 'closing' },
] as const

export type ProductReviewSectionId = (typeof PRODUCT_REVIEW_SECTIONS)[number]['id']
export type ProductReviewSectionField = (typeof PRODUCT_REVIEW_SECTIONS)[number]['field']

/** The sections kept in `product_reviews.sections` (all but the hands-on section). */
export const WRITTEN_SECTIONS = PRODUCT_REVIEW_SECTIONS.filter((s): s is Exclude<(typeof PRODUCT_REVIEW_SECTIONS)[number], { id: 'hands-on' }> => s.id !== 'hands-on')

/** The seeded example's structured sections (everything of a Review but its headline facts). */
export type SeededProductReview = Omit<ProductReview, 'title' | 'verdict' | 'rating' | 'price'>

/** The seeded layout's fixed sentences (the example review's), shared by its page and its Markdown. */
export const SEEDED_TEXT = {
  benefitsIntro: 'What the Duo does for the people living with it.',
  authorRole: 'Former firefighter and certified home inspector',
  comparisonProduct: 'Hearthwise Duo',
  comparisonIntro: 'How the Duo stacks up against a budget smoke-only alarm and a smart Wi-Fi alarm. ✓ means yes, ✗ means no and — means the maker doesn’t say.',
  relatedIntro: 'Other products that make a home safer from fire and carbon monoxide.',
  closing: 'Whichever alarm you choose, the most important steps cost nothing: put one in every bedroom and on every level, test them every month, and replace any alarm more than ten years old.',
} as const

const bullets = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n')
const cell = (v: ComparisonValue | undefined) => (v === undefined ? '—' : v === true ? '✓' : v === false ? '✗' : v.replace(/\|/g, '\\|'))

/**
 * A seeded section as Markdown: what the editor shows for a section the owner has not rewritten.
 * Saving it unchanged keeps the seeded layout; changing it makes the section the owner's Markdown.
 */
export function seededSectionMarkdown(review: SeededProductReview, id: Exclude<ProductReviewSectionId, 'hands-on'>): string {
  const f = review.productFacts
  switch (id) {
    case 'product-facts':
      return [
        `- **Brand:** ${f.brand}`, `- **Model:** ${f.model}`, `- **Released:** ${f.releaseDate}`, `- **Warranty:** ${f.warranty}`, `- **Category:** ${f.category}`,
        '', '### Features', '', bullets(f.features),
      ].join('\n')
    case 'user-benefits':
      return [SEEDED_TEXT.benefitsIntro, '', review.benefits.map((b, i) => `${i + 1}. ${b}`).join('\n')].join('\n')
    case 'qualifications':
      return [`**${review.author}**, ${SEEDED_TEXT.authorRole.toLowerCase()}`, '', bullets(review.qualifications)].join('\n')
    case 'comparison':
      return [
        SEEDED_TEXT.comparisonIntro, '',
        `| Feature | ${SEEDED_TEXT.comparisonProduct} | ${review.alternatives[0].name} | ${review.alternatives[1].name} |`,
        '| --- | --- | --- | --- |',
        ...review.comparisons.map((c) => `| ${cell(c.feature)} | ${cell(c.thisProduct)} | ${cell(c.alternative1)} | ${cell(c.alternative2)} |`),
      ].join('\n')
    case 'ideal-user':
      return ['### Ideal for', '', bullets(review.idealUser), '', '### Not ideal for', '', bullets(review.notIdealUser)].join('\n')
    case 'pros-and-cons':
      return ['### Pros', '', bullets(review.pros), '', '### Cons', '', bullets(review.cons)].join('\n')
    case 'faq':
      return review.faqs.map((q) => `### ${q.question}\n\n${q.answer}`).join('\n\n')
    case 'related-products':
      return [SEEDED_TEXT.relatedIntro, '', bullets(review.relatedProducts.map((p) => `[${p.name}](${p.url}): rated ${p.rating.toFixed(1)}, $${p.price.toFixed(2)}`))].join('\n')
    case 'verdict':
      return SEEDED_TEXT.closing
  }
}

/** True when a review row holds the seeded structured layout (the example). */
export function isSeededProductReview(data: Record<string, unknown>): data is SeededProductReview & Record<string, unknown> {
  return typeof data.productFacts === 'object' && data.productFacts !== null
}

/** Minutes to read a written review: 200 words a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200))
}

/**
 * A published review as its page shows it: the seeded Review's fields (a written review has empty
 * lists and its covered product's facts), the sections it shows in order, and the HTML of those the
 * owner wrote (the others are the seeded layout).
 */
export interface ProductReviewView extends ProductReview {
  slug: string
  sample: boolean
  currency: string
  /** The product category page the breadcrumb links to. */
  categorySlug: string
  /** Its card's picture (the seeded one's, or its first product's). */
  teaserImage: string
  /** The category pages of the products it covers. */
  categorySlugs: string[]
  sections: ProductReviewSectionId[]
  html: Partial<Record<ProductReviewSectionId, string>>
}

/** The featured review's card (home page, /products, the category pages of the products it covers). */
export interface ProductReviewTeaser {
  url: string
  title: string
  author: string
  rating: number
  readingTime: number
  image: string
  /** The product category pages it is shown on. */
  categorySlugs: string[]
}
