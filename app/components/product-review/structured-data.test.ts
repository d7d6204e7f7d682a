import { describe, expect, it } from 'vitest'
import { PRODUCT_REVIEW } from '~/content/product-review.ts'
import { faqJsonLd, productJsonLd } from './structured-data.ts'

describe('structured data', () => {
  const product = productJsonLd(PRODUCT_REVIEW, 'https://safest.example', '/reviews/example')

  it('describes the product with a review, an aggregate rating and an offer (spec §3)', () => {
    expect(product['@type']).toBe('Product')
    expect(product.name).toBe(PRODUCT_REVIEW.productName)
    expect(product.offers).toMatchObject({ '@type': 'Offer', price: '39.99', priceCurrency: 'USD' })
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.5, bestRating: 5, worstRating: 1, reviewCount: 1 })
    expect(product.review).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: PRODUCT_REVIEW.author },
      datePublished: '2025-03-03',
      reviewRating: { '@type': 'Rating', ratingValue: 4.5, bestRating: 5, worstRating: 1 },
    })
    expect(product.image[0]).toBe('https://safest.example/reviews/hands-on-unboxing.svg')
    expect(product.offers.url).toBe('https://safest.example/reviews/example')
  })

  it('lists the five questions as a FAQPage', () => {
    const faq = faqJsonLd(PRODUCT_REVIEW)
    expect(faq['@type']).toBe('FAQPage')
    expect(faq.mainEntity).toHaveLength(5)
    expect(faq.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: PRODUCT_REVIEW.faqs[0].question,
      acceptedAnswer: { '@type': 'Answer', text: PRODUCT_REVIEW.faqs[0].answer },
    })
  })
})
