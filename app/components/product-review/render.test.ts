// Server-rendered markup of the review widgets (what visitors and search engines get first).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PRODUCT_REVIEW } from '~/content/product-review.ts'
import { lastIndex } from './carousel.tsx'
import { ComparisonTable } from './comparison-table.tsx'
import { embeddableVideo, HandsOnGallery } from './hands-on-gallery.tsx'
import { StarRating } from './star-rating.tsx'

const count = (html: string, needle: string) => html.split(needle).length - 1

describe('StarRating', () => {
  it('draws full, half and empty stars by the spec §9 rules', () => {
    const html = renderToStaticMarkup(createElement(StarRating, { rating: 4.5 }))
    expect(count(html, 'data-star="full"')).toBe(4)
    expect(count(html, 'data-star="half"')).toBe(1)
    expect(count(html, 'data-star="empty"')).toBe(0)
    expect(html).toContain('aria-label="Rated 4.5 out of 5"')
    const low = renderToStaticMarkup(createElement(StarRating, { rating: 2.4 }))
    expect(count(low, 'data-star="full"')).toBe(2)
    expect(count(low, 'data-star="empty"')).toBe(3)
  })
})

describe('HandsOnGallery', () => {
  it('labels slides "n of m" and starts with Previous disabled', () => {
    const html = renderToStaticMarkup(createElement(HandsOnGallery, { experience: PRODUCT_REVIEW.experience, productName: 'Duo' }))
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toContain('aria-label="1 of 4"')
    expect(html).toContain('aria-label="4 of 4"')
    expect(html).toMatch(
      /<button[^>]*aria-label="Previous photo"[^>]*disabled=""|<button[^>]*disabled=""[^>]*aria-label="Previous photo"/,
    )
    expect(html).not.toContain('<iframe')
  })

  it('adds a youtube-nocookie video as the last slide, and refuses other hosts', () => {
    const videoUrl = 'https://www.youtube-nocookie.com/embed/abc123'
    const html = renderToStaticMarkup(
      createElement(HandsOnGallery, { experience: { ...PRODUCT_REVIEW.experience, videoUrl }, productName: 'Duo' }),
    )
    expect(html).toContain(`<iframe src="${videoUrl}"`)
    expect(html).toContain('aria-label="5 of 5"')
    expect(embeddableVideo('https://www.youtube.com/embed/abc123')).toBeUndefined()
    expect(embeddableVideo('https://evil.example/?https://www.youtube-nocookie.com/embed/x')).toBeUndefined()
    expect(embeddableVideo('not a url')).toBeUndefined()
  })

  it('stops at the last full view', () => {
    expect(lastIndex(4, 1)).toBe(3)
    expect(lastIndex(4, 2)).toBe(2)
    expect(lastIndex(4, 3)).toBe(1)
    expect(lastIndex(2, 3)).toBe(0)
  })
})

describe('ComparisonTable', () => {
  it('shows ✓/✗ with words for screen readers and a dash for a missing value', () => {
    const html = renderToStaticMarkup(
      createElement(ComparisonTable, { productName: 'Duo', comparisons: PRODUCT_REVIEW.comparisons, alternatives: PRODUCT_REVIEW.alternatives }),
    )
    expect(html).toContain('✓')
    expect(html).toContain('✗')
    expect(html).toContain('<span class="sr-only">Yes</span>')
    expect(html).toContain('<span class="sr-only">No</span>')
    expect(html).toContain('—')
    expect(html).toContain('<span class="sr-only">Not available</span>')
  })
})
