// Decision 039: what the review editor shows for the seeded example's untouched sections, and how it
// renders once the owner changes it.
import { describe, expect, it } from 'vitest'
import { REVIEW } from '~/content/review.ts'
import { renderMarkdown } from '~/lib/markdown.ts'
import { readingMinutes, seededSectionMarkdown, WRITTEN_SECTIONS } from './review-sections.ts'

const count = (html: string, needle: string) => html.split(needle).length - 1

describe('seededSectionMarkdown', () => {
  it('writes every section of the example but the hands-on one, which is already Markdown', () => {
    expect(WRITTEN_SECTIONS.map((s) => s.id)).not.toContain('hands-on')
    for (const { id } of WRITTEN_SECTIONS) expect(seededSectionMarkdown(REVIEW, id).trim().length, id).toBeGreaterThan(20)
  })

  it('keeps the content: a table row per compared feature, a heading per question, an item per pro and con', () => {
    const table = renderMarkdown(seededSectionMarkdown(REVIEW, 'comparison'))
    expect(count(table, '<tr>')).toBe(REVIEW.comparisons.length + 1)
    expect(table).toContain(`<th>${REVIEW.alternatives[0].name}</th>`)
    const faq = renderMarkdown(seededSectionMarkdown(REVIEW, 'faq'))
    expect(count(faq, '<h3>')).toBe(REVIEW.faqs.length)
    const prosCons = renderMarkdown(seededSectionMarkdown(REVIEW, 'pros-and-cons'))
    expect(count(prosCons, '<li>')).toBe(REVIEW.pros.length + REVIEW.cons.length)
    expect(count(renderMarkdown(seededSectionMarkdown(REVIEW, 'user-benefits')), '<li>')).toBe(REVIEW.benefits.length)
  })

  it('escapes a table cell that holds a pipe', () => {
    const review = { ...REVIEW, comparisons: [{ feature: 'Sensors | count', thisProduct: true, alternative1: false }] }
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
