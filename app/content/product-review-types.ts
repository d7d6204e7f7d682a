/** The shape of a product guide's review (spec §3 Review), as app/content/product-review.ts writes the sample one and the review pages render it. */

/** A comparison cell: text, a yes/no (shown as ✓/✗), or missing (shown as a dash). */
export type ComparisonValue = string | boolean

export interface Merchant {
  name: string
  price: number
  url: string
}

export interface ProductFacts {
  brand: string
  model: string
  /** ISO date, e.g. "2024-09-17". */
  releaseDate: string
  warranty: string
  category: string
  features: string[]
}

export interface ExperienceImage {
  /** A file under /reviews/ served by the site. */
  src: string
  alt: string
  caption: string
}

export interface Experience {
  images: ExperienceImage[]
  /** Optional video: a https://www.youtube-nocookie.com/embed/… address (the only frames the CSP allows). */
  videoUrl?: string
  /** Paragraphs separated by a blank line. */
  content: string
}

export interface Comparison {
  feature: string
  thisProduct: ComparisonValue
  alternative1?: ComparisonValue
  alternative2?: ComparisonValue
}

export interface Alternative {
  name: string
  /** The id of the alternative among the related products. */
  id: string
}

export interface Faq {
  question: string
  answer: string
}

export interface RelatedProduct {
  id: string
  name: string
  image: string
  rating: number
  price: number
  url: string
}

export interface ProductReview {
  title: string
  /** The product's own name, for the summary card and the structured data. */
  productName: string
  author: string
  /** ISO date, e.g. "2025-03-03". */
  publishDate: string
  /** Minutes. */
  readingTime: number
  /** 0–5 in steps of 0.1. */
  rating: number
  verdict: string
  price: number
  merchants: Merchant[]
  productFacts: ProductFacts
  benefits: string[]
  qualifications: string[]
  experience: Experience
  comparisons: Comparison[]
  /** The two products of the comparison table's columns, in order. */
  alternatives: [Alternative, Alternative]
  idealUser: string[]
  notIdealUser: string[]
  pros: string[]
  cons: string[]
  faqs: Faq[]
  relatedProducts: RelatedProduct[]
}
