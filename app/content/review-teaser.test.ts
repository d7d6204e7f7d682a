import { describe, expect, it } from 'vitest'
import { productCategoryByName } from './product-categories.ts'
import { PRODUCTS } from './products.ts'
import { REVIEW } from './review.ts'
import { REVIEW_TEASER } from './review-teaser.ts'

describe('review teaser', () => {
  it('repeats the example review’s facts exactly', () => {
    expect(REVIEW_TEASER.title).toBe(REVIEW.title)
    expect(REVIEW_TEASER.productName).toBe(REVIEW.productName)
    expect(REVIEW_TEASER.author).toBe(REVIEW.author)
    expect(REVIEW_TEASER.rating).toBe(REVIEW.rating)
    expect(REVIEW_TEASER.readingTime).toBe(REVIEW.readingTime)
    expect(REVIEW_TEASER.categorySlug).toBe(productCategoryByName(REVIEW.productFacts.category)?.slug)
    expect(REVIEW.experience.images.map((i) => i.src)).toContain(REVIEW_TEASER.image)
  })
  it('is the review of a product in the guide, whose card links to it', () => {
    const reviewed = PRODUCTS.filter((p) => p.reviewUrl)
    expect(reviewed.map((p) => p.id)).toEqual(['smoke-alarm'])
    expect(reviewed[0].reviewUrl).toBe(REVIEW_TEASER.url)
    expect(reviewed[0].category).toBe(REVIEW.productFacts.category)
  })
})
