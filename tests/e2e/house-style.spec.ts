import { expect, test } from './fixtures.ts'

// The house style on every public page (docs/design.md): one primary action color, and US English.

// Every filled button or button-like link is the primary blue, white (inverse) or destructive red;
// no green or second hue.
const COLOR_PAGES = ['/', '/city/denver', '/products', '/products/home-safety', '/reviews/example', '/quiz', '/badge', '/methodology']
const ALLOWED = new Set(['rgb(30, 64, 175)', 'rgb(255, 255, 255)', 'rgb(185, 28, 28)'])

for (const width of [1280, 375]) {
  test(`filled actions use the one primary color at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of COLOR_PAGES) {
      await page.goto(path)
      const offenders = await page.locator('button, a, [role="button"]').evaluateAll((els) =>
        els.flatMap((el) => {
          // Buttons, and links drawn as buttons (a centred label on one line, as the kit draws them);
          // image cards and chips are surfaces.
          const style = getComputedStyle(el)
          if (el.tagName !== 'BUTTON' && !(style.justifyContent === 'center' && style.whiteSpace === 'nowrap')) return []
          const box = el.getBoundingClientRect()
          if (box.width === 0 || box.height === 0) return []
          const bg = style.backgroundColor
          const m = bg.match(/rgba?\(([^)]+)\)/)
          if (!m) return []
          const [r, g, b, a = '1'] = m[1].split(',').map((x) => x.trim())
          // Transparent and faint tints (chips on dark bands, hover layers) are not fills.
          if (Number(a) < 0.5) return []
          const rgb = `rgb(${r}, ${g}, ${b})`
          // Near-white and light-gray surfaces (outline buttons, muted states) are not a hue.
          const [R, G, B] = [r, g, b].map(Number)
          if (Math.min(R, G, B) >= 226) return []
          return [{ rgb, text: (el.textContent ?? '').trim().slice(0, 40) }]
        }),
      )
      const wrong = offenders.filter((o) => !ALLOWED.has(o.rgb))
      expect(wrong, `${path} at ${width} px`).toEqual([])
    }
  })
}

// One voice: a US site's text has none of these British forms.
const BRITISH = /\b(licences?|defences?|programmes?|practis(e|ed|es|ing)|centres?|recognis(e|ed|es|ing)|colours?|organis(e|ed|es|er|ers|ing|ation)|analys(ing|ed)|behaviours?|favourites?|neighbour(hood)?s?|mould|plasters?|judgement|catalogue|honour|labour)\b/gi

const COPY_PAGES = ['/', '/city', '/city/denver', '/city/denver/larimer-street-kitchen', '/methodology', '/quiz', '/badge', '/products',
  '/products/child-safety', '/products/home-safety', '/products/cyber-safety', '/products/physical-safety', '/products/environmental-safety',
  '/products/elderly-safety', '/reviews/example', '/about', '/contact', '/careers', '/blog', '/privacy', '/terms', '/cookies',
  '/refund-policy', '/thank-you', '/login', '/forgot-password']

test('public pages use US English', async ({ page }) => {
  test.setTimeout(90_000)
  const found: string[] = []
  for (const path of COPY_PAGES) {
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
