import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { rmSync } from 'node:fs'
import sharp from 'sharp'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { freshDataDir, startOwnServer } from './own-server.ts'

// Maps a visitor can read: on /search and a city page no pin covers another or the place's label,
// every label is at least 12 px at a phone's width and a laptop's, distances read "here" or "0.1 mi
// away" (never "0.0 mi"); and with a tile source configured (MAP_TILES_URL) a street map, whose code
// only a page with a map fetches, the server-drawn map staying when tiles fail or without JavaScript.

const PAGES = ['/search?near=80202', '/city/denver']
const WIDTHS = [375, 1280]

type Rect = { x: number; y: number; width: number; height: number }
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The visible pins and labels of a map: none overlaps another, all inside the map, all text 12 px or more. */
async function expectReadable(map: Locator, what: string) {
  await expect(map).toBeVisible()
  const box = (await map.boundingBox())!
  const rects = async (selector: string) => map.locator(`${selector}:visible`).evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect()
    return { x: r.x, y: r.y, width: r.width, height: r.height, text: e.textContent ?? '', fontSize: Number.parseFloat(getComputedStyle(e).fontSize) }
  }))
  const pins = await rects('[data-map-pin]')
  const labels = await rects('[data-map-label]')
  expect(pins.length, `${what}: pins`).toBeGreaterThan(1)
  expect(labels.length, `${what}: the place's label`).toBeGreaterThan(0)
  for (const [i, a] of pins.entries()) {
    for (const b of pins.slice(i + 1)) expect(overlap(a, b), `${what}: pins ${a.text} and ${b.text} overlap`).toBe(false)
    for (const l of labels) expect(overlap(a, l), `${what}: pin ${a.text} covers "${l.text}"`).toBe(false)
    expect(a.x >= box.x - 1 && a.y >= box.y - 1 && a.x + a.width <= box.x + box.width + 1 && a.y + a.height <= box.y + box.height + 1, `${what}: pin ${a.text} inside the map`).toBe(true)
  }
  for (const t of [...pins, ...labels]) expect(t.fontSize, `${what}: "${t.text}" is ${t.fontSize} px`).toBeGreaterThanOrEqual(12)
}

/** The distances the cards show, in order. */
const distances = (page: Page) => page.locator('main article').getByText(/^(here|.* mi away)$/).allTextContents()

test('the /search and city maps: no pin covers another or the label, text of 12 px and more, at 375 and 1280 px; distances never "0.0 mi"', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (r) => fetched.push(r.url()))
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of PAGES) {
      await page.goto(path)
      const map = page.locator('[data-map]')
      await map.scrollIntoViewIfNeeded()
      await expectReadable(map, `${path} at ${width} px`)
      // The pins are links reached by Tab: every card's number is on the map.
      const cards = await page.locator('main article [data-pin]').count()
      await expect(map.locator('a[data-map-pin]:visible')).toHaveCount(cards)
    }
  }
  // Without tiles configured no page fetches the street map's code.
  expect(fetched.filter((u) => /street-map|leaflet/i.test(u))).toEqual([])

  await page.goto('/search?near=80202&radius=10&sort=distance')
  const words = await distances(page)
  expect(words.length).toBeGreaterThan(0)
  for (const w of words) expect(w).toMatch(/^(here|(0\.[1-9]|[1-9]\d*(\.\d)?) mi away)$/)
  // 80202's own point: the businesses placed by that ZIP code are "here".
  expect(words[0]).toBe('here')
})

test.describe('with a tile source configured (MAP_TILES_URL)', () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 80
  let server: ReturnType<typeof startOwnServer>
  let dataDir: string
  let tiles: Server
  let tileRequests = 0
  let failing = false

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    // The tile stand-in: one 256 px PNG of two streets for every tile, or 500 while `failing`.
    const png = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef2e6"/><path d="M0 64H256M96 0V256" stroke="#fff" stroke-width="10"/></svg>')).png().toBuffer()
    tiles = createServer((req, res) => {
      tileRequests++
      if (failing || !/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return res.writeHead(500).end()
      res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(png)
    })
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve))
    const tilesUrl = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/tiles/{z}/{x}/{y}.png`
    dataDir = await freshDataDir('safest-maps-')
    server = startOwnServer(port, dataDir, { MAP_TILES_URL: tilesUrl, MAP_TILES_ATTRIBUTION: '© Stand-in Tiles' })
    await server.healthy()
  })

  test.afterAll(async () => {
    await server?.stop()
    // The browser keeps its tile connections alive: closed with them, not after them.
    tiles?.closeAllConnections()
    await new Promise((resolve) => tiles?.close(resolve))
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test.beforeEach(() => {
    failing = false
  })

  test('/search and the city page show the street map with the numbered pins, apart, and its credit; a pin is a link', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of PAGES) {
        await page.goto(server.base + path)
        const street = page.locator('[data-street-map="shown"]')
        await street.scrollIntoViewIfNeeded()
        await expect(street.locator('img.leaflet-tile-loaded').first()).toBeVisible()
        await expect(street.getByText('© Stand-in Tiles')).toBeVisible()
        // The drawn map is hidden under it (kept for its box), so its links are not reached twice.
        await expect(page.locator('[data-map]')).toBeHidden()
        await expectReadable(street, `street map of ${path} at ${width} px`)
      }
    }
    expect(tileRequests).toBeGreaterThan(0)
    await page.goto(`${server.base}/search?near=80202`)
    const map = page.getByRole('group', { name: 'Street map of the businesses near 80202 (Denver, CO), numbered as the results' })
    const first = await page.locator('main article').first().getByRole('heading').textContent()
    const pin = map.getByRole('link', { name: `1. ${first}` })
    await pin.focus()
    await expect(pin).toBeFocused()
    // Tab goes on past the pins and the map's buttons: the map holds no one.
    let left = false
    for (let i = 0; i < 40 && !left; i++) {
      await page.keyboard.press('Tab')
      left = await page.evaluate(() => !document.activeElement?.closest('[data-street-map]'))
    }
    expect(left).toBe(true)
    await pin.click()
    await expect(page.getByRole('heading', { level: 1, name: first! })).toBeVisible()
  })

  test('tiles that fail leave the server-drawn map; a page without a map never fetches the street map', async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (r) => fetched.push(r.url()))
    await page.goto(`${server.base}/`)
    await page.goto(`${server.base}/products`)
    expect(fetched.filter((u) => /street-map/.test(u))).toEqual([])

    failing = true
    await page.goto(`${server.base}/city/denver`)
    const street = page.locator('[data-street-map]')
    await expect(street).toHaveAttribute('data-street-map', 'failed')
    await expect(street).toBeHidden()
    await expectReadable(page.locator('[data-map]'), 'the drawn map when the tiles fail')
  })

  test('without JavaScript the server-drawn map shows, with its links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    const before = tileRequests
    await page.goto(`${server.base}/search?near=80202`)
    const map = page.getByRole('group', { name: 'Map of the businesses near 80202 (Denver, CO), numbered as the results' })
    await expectReadable(map, 'the drawn map without JavaScript')
    await expect(map.getByRole('link', { name: /^1\. / })).toBeVisible()
    expect(tileRequests).toBe(before)
    await context.close()
  })
})
