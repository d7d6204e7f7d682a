import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures.ts'
import { freshDataDir, startOwnServer } from './own-server.ts'

// The main public pages compared with screenshots kept in the repo
// (screenshots.spec.ts-snapshots/), at a phone's and a laptop's width: what a visitor sees on
// arriving (the first screen, not the whole page). A change in look fails here until the new
// screenshots are looked at and accepted: `npx react-router build && node scripts/e2e.mjs
// tests/e2e/screenshots.spec.ts --update-snapshots`.
// On a server of its own with a fresh database, so other journeys' businesses, reviews and prices
// never show. Pictures are hidden (city images are drawn in the background after start-up) and
// dates masked (the seed's audits are dated relative to today).
const port = Number(process.env.E2E_PORT ?? 3100) + 70
const PAGES = [
  ['home', '/'],
  ['cities', '/city'],
  ['city', '/city/birmingham'],
  ['business', '/city/birmingham/southside-pediatric-associates'],
  ['badges', '/badge'],
  ['products', '/products'],
  ['review', '/reviews/example'],
  ['quiz', '/quiz'],
] as const
const WIDTHS = [
  ['phone', { width: 375, height: 812 }],
  ['laptop', { width: 1280, height: 800 }],
] as const

let server: ReturnType<typeof startOwnServer>
let dataDir: string

test.beforeAll(async () => {
  test.setTimeout(240_000)
  dataDir = await freshDataDir('safest-screenshots-')
  server = startOwnServer(port, dataDir)
  await server.healthy()
})

test.afterAll(async () => {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

for (const [widthName, viewport] of WIDTHS) {
  test(`the main pages look as accepted at ${viewport.width} px`, async ({ page }) => {
    test.slow()
    await page.setViewportSize(viewport)
    for (const [name, path] of PAGES) {
      await page.goto(server.base + path)
      await page.evaluate(() => document.fonts.ready)
      await expect(page, `${path} at ${viewport.width} px`).toHaveScreenshot(`${name}-${widthName}.png`, {
        animations: 'disabled',
        caret: 'hide',
        // Pictures hidden (the page's layout stays), dates masked.
        stylePath: fileURLToPath(new URL('screenshots.css', import.meta.url)),
        mask: [page.getByText(/\b(audited|checked|expires|issued|updated)\b/i)],
        maxDiffPixelRatio: 0.01,
      })
    }
  })
}
