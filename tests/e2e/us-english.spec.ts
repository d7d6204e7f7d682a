import { expect, test } from '@playwright/test'

// Issue 11 item 7: one voice. A US site: the public pages' text has none of these British forms.
const BRITISH = /\b(licences?|defences?|programmes?|practis(e|ed|es|ing)|centres?|recognis(e|ed|es|ing)|colours?|organis(e|ed|es|er|ers|ing|ation)|analys(ing|ed)|behaviours?|favourites?|neighbour(hood)?s?|mould|plasters?|judgement|catalogue|honour|labour)\b/gi

const PAGES = ['/', '/city', '/city/denver', '/city/denver/larimer-street-kitchen', '/methodology', '/quiz', '/badge', '/products',
  '/products/child-safety', '/products/home-safety', '/products/cyber-safety', '/products/physical-safety', '/products/environmental-safety',
  '/products/elderly-safety', '/reviews/example', '/about', '/contact', '/careers', '/blog', '/privacy', '/terms', '/cookies',
  '/refund-policy', '/thank-you', '/login', '/forgot-password']

test('public pages use US English', async ({ page }) => {
  test.setTimeout(90_000)
  const found: string[] = []
  for (const path of PAGES) {
    await page.goto(path)
    // Every text node, hidden ones too (closed FAQ answers), each apart from the next: textContent
    // runs a heading into the paragraph after it ("LawsLicences"), where no word boundary is found.
    const text = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const parts: string[] = []
      while (walker.nextNode()) if (!walker.currentNode.parentElement?.closest('script, style')) parts.push(walker.currentNode.nodeValue ?? '')
      return parts.join(' ')
    })
    const title = await page.title()
    for (const match of `${title}\n${text}`.matchAll(BRITISH)) found.push(`${path}: ${match[0]}`)
  }
  expect(found).toEqual([])
})
