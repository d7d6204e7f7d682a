import { fillBusiness } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

// Search engines (titles, descriptions, robots.txt, the sitemap) and caching: shared pages, and
// compressed, immutable assets. A city page's own canonical URL and data: city-page.spec.ts.

test('every public page has its own title and description', async ({ page }) => {
  const seen = new Map<string, string>()
  for (const path of ['/', '/city', '/city/denver', '/products', '/products/home-safety', '/reviews/example', '/quiz', '/badge', '/about', '/privacy']) {
    await page.goto(path)
    const title = await page.title()
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description, path).toBeTruthy()
    expect(seen.has(title), `${path} repeats the title of ${seen.get(title)}`).toBe(false)
    seen.set(title, path)
  }
})

test('robots.txt and sitemap.xml', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/city/denver</loc>`)
})

// Boise, so the business it adds does not change the Denver pages other journeys read.
test('an anonymous visitor gets a cached page that still works, and sees an admin change at once', async ({ browser, adminPage: admin }) => {
  const visitor = await browser.newPage()
  const errors: string[] = []
  visitor.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  // Each worker of a cluster keeps its own cache (and a running image job bumps the content
  // version as it draws cities): within a few visits a cached copy answers.
  let second = await visitor.goto('/city/boise')
  for (let visit = 0; visit < 12 && second?.headers()['x-cache'] !== 'HIT'; visit++) second = await visitor.goto('/city/boise')
  expect(second?.headers()['x-cache']).toBe('HIT')
  expect(second?.headers()['content-security-policy']).not.toContain('nonce')
  // Hydrated despite the shared page: the details dialog opens (scripts allowed by their hashes).
  await visitor.getByRole('button', { name: /View Details/i }).first().click()
  await expect(visitor.getByRole('dialog')).toBeVisible()
  expect(errors.filter((e) => /Content Security Policy|Refused to execute/i.test(e))).toEqual([])

  const name = `E2E Cache Fresh ${Date.now()}`
  await admin.getByRole('button', { name: 'Add New' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Add Business Listing' })
  await fillBusiness(dialog, name, { city: 'Boise, ID', address: '1 Fresh St, Boise, ID 83702' })
  await dialog.getByRole('button', { name: 'Add Listing' }).click()
  await expect(admin.getByText('Business listing added')).toBeVisible()

  const after = await visitor.goto('/city/boise')
  expect(after?.headers()['x-cache']).toBe('MISS')
  await expect(visitor.getByRole('heading', { name })).toBeVisible()
})

test("a page's scripts and stylesheet come compressed, cached for good, without the page's own policies", async ({ request }) => {
  const html = await (await request.get('/')).text()
  // The stylesheet's link, and the scripts the page preloads and imports.
  const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"#]+\.(?:js|css))/g)].map((m) => m[1]!))]
  expect(assets.some((a) => a.endsWith('.css'))).toBe(true)
  expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThan(0)
  for (const asset of assets) {
    const response = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(response.status(), asset).toBe(200)
    const headers = response.headers()
    expect(headers['content-encoding'], asset).toBe('br')
    expect(headers['cache-control'], asset).toContain('immutable')
    expect(headers['x-content-type-options'], asset).toBe('nosniff')
    // A document's policies (CSP, framing, referrer) mean nothing on a script; they only cost bytes.
    expect(headers['content-security-policy'], asset).toBeUndefined()
    expect(headers['x-frame-options'], asset).toBeUndefined()
  }
  // The page itself keeps them.
  const page = await request.get('/about')
  expect(page.headers()['content-security-policy']).toContain("script-src 'self'")
  expect(page.headers()['x-frame-options']).toBe('DENY')
})

test('a page rendered for one visitor (never cached) comes compressed as the browser asks', async ({ request }) => {
  // The toast cookie makes the page the visitor's own: rendered for them, not taken from the cache.
  const personal = { cookie: 'safest_toast=none' }
  for (const encoding of ['br', 'gzip'] as const) {
    const response = await request.get('/city/denver', { headers: { ...personal, 'accept-encoding': encoding } })
    expect(response.status()).toBe(200)
    expect(response.headers()['x-cache']).toBeUndefined()
    expect(response.headers()['content-encoding']).toBe(encoding)
    expect(response.headers()['vary']).toContain('Accept-Encoding')
    expect(await response.text()).toContain('<h1')
  }
  const plain = await request.get('/city/denver', { headers: { ...personal, 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(await plain.text()).toContain('<h1')
})
