// Decision 039: what the review editor shows for the seeded example's untouched sections, and how it
// renders once the owner changes it.
import { describe, expect, it } from 'vitest'
import { PRODUCT_REVIEW } from '~/content/product-review.ts'
import { renderMarkdown } from '~/lib/markdown.ts'
import { readingMinutes, seededSectionMarkdown, WRITTEN_SECTIONS } from './product-review-sections.ts'

const count = (html: string, needle: string) => html.split(needle).length - 1

describe('seededSectionMarkdown', () => {
  it('writes every section of the example but the hands-on one, which is already Markdown', () => {
    expect(WRITTEN_SECTIONS.map((s) => s.id)).not.toContain('hands-on')
    for (const { id } of WRITTEN_SECTIONS) expect(seededSectionMarkdown(PRODUCT_REVIEW, id).trim().length, id).toBeGreaterThan(20)
  })

  it('keeps the content: a table row per compared feature, a heading per question, an item per pro and con', () => {
    const table = renderMarkdown(seededSectionMarkdown(PRODUCT_REVIEW, 'comparison'))
    expect(count(table, '<tr>')).toBe(PRODUCT_REVIEW.comparisons.length + 1)
    expect(table).toContain(`<th>${PRODUCT_REVIEW.alternatives[0].name}</th>`)
    const faq = renderMarkdown(seededSectionMarkdown(PRODUCT_REVIEW, 'faq'))
    expect(count(faq, '<h3>')).toBe(PRODUCT_REVIEW.faqs.length)
    const prosCons = renderMarkdown(seededSectionMarkdown(PRODUCT_REVIEW, 'pros-and-cons'))
    expect(count(prosCons, '<li>')).toBe(PRODUCT_REVIEW.pros.length + PRODUCT_REVIEW.cons.length)
    expect(count(renderMarkdown(seededSectionMarkdown(PRODUCT_REVIEW, 'user-benefits')), '<li>')).toBe(PRODUCT_REVIEW.benefits.length)
  })

  it('escapes a table cell that holds a pipe', () => {
    const review = { ...PRODUCT_REVIEW, comparisons: [{ feature: 'Sensors | count', thisProduct: true, alternative1: false }] }
    const html = renderMarkdown(seededSectionMarkdown(review, 'comparison'))
    expect(html).toContain('<td>Sensors | count</td>')
    expect(html).toContain('<td>—</td>')
  })
})

describe('readingMinutes', () => {
  it('counts 200 words a minute, at least one', () => {
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(1_000)).toBe(5)
  })
})
