import { expect, test } from './fixtures.ts'

// City images: the admin's City Image Manager, live updates on open city pages, the
// generation endpoint's guard, and responsive, versioned delivery.
const ENDPOINT = '/api/generate-runware-image'

test.describe.configure({ mode: 'serial' })

test('anonymous and member requests to the generation endpoint are refused', async ({ memberPage: page, request, playwright, baseURL }) => {
  // `request` has no session; `page` is signed in as the member.
  const anonymous = await request.post(ENDPOINT, { data: { cityName: 'Denver', type: 'city' } })
  expect(anonymous.status()).toBe(401)
  expect(await anonymous.json()).toEqual({ ok: false, code: 'unauthorized', message: 'Authentication required. Please sign in to generate images.' })

  expect((await page.request.post(ENDPOINT, { data: { cityName: 'Denver', type: 'city' } })).status()).toBe(403)
  // The same member's session token as a Bearer header: still refused.
  const token = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'))!.value
  const bare = await playwright.request.newContext({ baseURL })
  expect((await bare.post(ENDPOINT, { data: { cityName: 'Denver', type: 'city' }, headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } })).status()).toBe(403)
  await bare.dispose()
})

test('Generate All in Specific Cities reaches 100 % and every one of the six has its image', async ({ adminPage: page }) => {
  test.setTimeout(120_000)
  await page.goto('/admin?tab=specific-cities')
  const list = page.getByRole('region', { name: 'Specific Cities' })
  for (const city of ['Birmingham', 'Anchorage', 'Little Rock', 'Denver', 'Hartford', 'Wilmington']) await expect(list.getByText(new RegExp(`^${city}, `))).toBeVisible()
  const bar = page.getByRole('progressbar', { name: 'Image generation progress' })
  await page.getByRole('button', { name: 'Generate All', exact: true }).click()
  await expect(page.locator('[aria-live="polite"]').getByText('Specific cities', { exact: true })).toBeVisible()
  await expect(page.getByText(/Current city: /)).toBeVisible({ timeout: 60_000 })
  // A reload reads the running job back from the server.
  await page.reload()
  await expect(page.getByText('Specific cities', { exact: true })).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 })
  await expect(page.getByText('Image Generated', { exact: true })).toBeVisible()
  await expect(list.getByText('Using placeholder image')).toHaveCount(0)
})

test('the admin regenerates a city and its open page shows the new image without a reload', async ({ adminPage: page, browser }) => {
  test.setTimeout(90_000)
  const visitor = await browser.newPage()
  await visitor.goto('/city/denver')
  const hero = visitor.locator('section img[data-city-image]').first()
  const before = await hero.getAttribute('data-city-image')
  expect(before).toMatch(/^v\d+$/)
  await expect(hero).toHaveAttribute('fetchpriority', 'high')

  await page.goto('/admin?tab=city-images')
  await page.getByRole('button', { name: 'Regenerate for Denver' }).click()
  await expect(page.locator('[aria-live="polite"]').getByText('Denver', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Successfully generated image for Denver')).toBeVisible({ timeout: 60_000 })
  // A newer version than before.
  const version = async () => Number((await hero.getAttribute('data-city-image'))?.slice(1))
  await expect.poll(version, { timeout: 20_000 }).toBeGreaterThan(Number(before!.slice(1)))
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await visitor.close()
})

test('city images are versioned, cached for good, WebP and JPEG at 400/800/1600, and small on a home card', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  // Run alone, this waits for the start-up fill to reach Denver.
  const denverVersion = async () => ((await (await request.get('/api/city-images')).json()) as { versions: Record<string, { version: number }> }).versions.denver!.version
  await expect.poll(denverVersion, { timeout: 100_000 }).toBeGreaterThan(0)
  const version = String(await denverVersion())
  for (const width of [400, 800, 1600]) {
    for (const format of ['webp', 'jpg']) {
      const answer = await request.get(`/city-images/denver.v${version}-${width}.${format}`)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers()['content-type']).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg')
    }
  }
  expect((await request.get(`/city-images/denver.v${Number(version) + 5}-800.webp`)).status()).toBe(404)
  const original = await request.get('/city-images/denver.jpg')
  expect(original.headers()['cache-control']).toBe('public, max-age=300')
  expect((await request.get('/city-images/atlantis.jpg')).status()).toBe(404)
  expect((await request.get('/city-images/..%2F..%2Fetc%2Fpasswd')).status()).toBe(404)

  // A city card (the same component on the home page and the directory) downloads at most 40 KB,
  // lazily, with no layout shift (width/height set).
  const sizes: number[] = []
  page.on('response', async (r) => {
    if (/\/city-images\/denver\.v\d+-\d+\.(webp|jpg)$/.test(r.url())) sizes.push((await r.body()).length)
  })
  await page.goto('/city')
  const card = page.locator('a[href="/city/denver"] img').first()
  await expect(card).toHaveAttribute('loading', 'lazy')
  await expect(card).toHaveAttribute('width', /\d+/)
  await card.scrollIntoViewIfNeeded()
  await expect.poll(() => sizes.length).toBeGreaterThan(0)
  expect(Math.max(...sizes)).toBeLessThanOrEqual(40 * 1024)

  // An image that fails to load falls back to the placeholder.
  await page.route(/\/city-images\/denver\.v\d+-\d+\.(webp|jpg)$/, (route) => route.fulfill({ status: 500, body: 'broken' }))
  await page.goto('/city/denver')
  await expect(page.locator('section img[data-city-image]').first()).toHaveAttribute('src', '/city-night.jpg')
})
