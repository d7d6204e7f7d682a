import type { ProductReview } from '~/content/product-review.ts'
import { sitePublisher } from '~/lib/site-publisher.ts'

/** Spec §3: the structured data's fixed values. */
export const STRUCTURED_DATA = { currency: 'USD', bestRating: 5, worstRating: 1, reviewCount: 1 } as const

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).toString()

/** schema.org Product with its Review, an aggregate rating and an offer (for search engines). */
export function productJsonLd(review: ProductReview, siteUrl: string, pagePath: string, currency: string = STRUCTURED_DATA.currency) {
  const rating = {
    ratingValue: review.rating,
    bestRating: STRUCTURED_DATA.bestRating,
    worstRating: STRUCTURED_DATA.worstRating,
  }
  const pageUrl = absolute(siteUrl, pagePath)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: review.productName,
    description: review.verdict,
    image: review.experience.images.map((i) => absolute(siteUrl, i.src)),
    ...(review.productFacts.brand ? { brand: { '@type': 'Brand', name: review.productFacts.brand } } : {}),
    ...(review.productFacts.model ? { model: review.productFacts.model } : {}),
    category: review.productFacts.category,
    ...(review.productFacts.releaseDate ? { releaseDate: review.productFacts.releaseDate } : {}),
    offers: {
      '@type': 'Offer',
      price: review.price.toFixed(2),
      priceCurrency: currency,
      availability: 'https://schema.org/InStock',
      url: pageUrl,
    },
    aggregateRating: { '@type': 'AggregateRating', ...rating, reviewCount: STRUCTURED_DATA.reviewCount },
    review: {
      '@type': 'Review',
      name: review.title,
      url: pageUrl,
      author: { '@type': 'Person', name: review.author },
      publisher: sitePublisher(siteUrl),
      datePublished: review.publishDate,
      reviewBody: review.verdict,
      reviewRating: { '@type': 'Rating', ...rating },
      ...(review.pros.length > 0 ? { positiveNotes: itemList(review.pros) } : {}),
      ...(review.cons.length > 0 ? { negativeNotes: itemList(review.cons) } : {}),
    },
  }
}

function itemList(items: string[]) {
  return {
    '@type': 'ItemList',
    itemListElement: items.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name })),
  }
}

/** schema.org FAQPage of the review's questions. */
export function faqJsonLd(review: ProductReview) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: review.faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}
