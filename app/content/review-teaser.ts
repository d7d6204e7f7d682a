/**
 * What other pages show of the example review (spec §2 /reviews/example): a small copy of its
 * headline facts, so the home page and the product pages link to it without shipping the whole
 * review to the browser. review-teaser.test.ts keeps it equal to REVIEW.
 */
export const REVIEW_TEASER = {
  url: '/reviews/example',
  title: 'Hearthwise Duo Review: The 10-Year Smoke and CO Alarm Most Homes Should Buy',
  productName: 'Hearthwise Duo 10-Year Smoke & CO Alarm',
  author: 'Dana Whitfield',
  rating: 4.5,
  readingTime: 8,
  /** The product category page the review belongs to. */
  categorySlug: 'home-safety',
  image: '/reviews/hands-on-installed.svg',
} as const
