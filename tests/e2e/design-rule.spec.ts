import { expect, test } from '@playwright/test'

// Issue 11 item 7 (docs/design.md): one primary action color. Every filled button or button-like
// link is the primary blue, white (inverse) or destructive red; no green or second hue.

const PAGES = ['/', '/city/denver', '/products', '/products/home-safety', '/reviews/example', '/quiz', '/badge', '/methodology']
const ALLOWED = new Set(['rgb(30, 64, 175)', 'rgb(255, 255, 255)', 'rgb(185, 28, 28)'])

for (const width of [1280, 375]) {
  test(`filled actions use the one primary color at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of PAGES) {
      await page.goto(path)
      const offenders = await page.locator('button, a, [role="button"]').evaluateAll((els) =>
        els.flatMap((el) => {
          // Buttons, and links drawn as buttons (the kit's classes); image cards and chips are surfaces.
          if (el.tagName !== 'BUTTON' && !(el.classList.contains('justify-center') && el.classList.contains('whitespace-nowrap'))) return []
          const box = el.getBoundingClientRect()
          if (box.width === 0 || box.height === 0) return []
          const bg = getComputedStyle(el).backgroundColor
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
