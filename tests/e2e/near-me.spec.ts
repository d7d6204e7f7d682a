import { expect, test } from './fixtures.ts'

// Near me: a search near a ZIP code, city or the browser's position, with distances, and
// the server-drawn maps (/city, a city page, a business page, /search) whose links work by keyboard.

/** "3.2 mi away" (or "here", 0) on each card, in the order shown. */
async function distances(page: import('@playwright/test').Page): Promise<number[]> {
  const texts = await page.getByRole('region', { name: /Businesses? within/ }).locator('article').getByText(/^(here|.* mi away)$/).allTextContents()
  return texts.map((t) => (t === 'here' ? 0 : Number.parseFloat(t)))
}

test('/search near 80202 lists Denver restaurants nearest first, with distances and numbered pins', async ({ page }) => {
  await page.goto('/search?near=80202&radius=10&category=restaurants&sort=distance')
  await expect(page.getByRole('heading', { level: 1, name: 'Safe businesses near 80202 (Denver, CO)' })).toBeVisible()
  const results = page.getByRole('region', { name: /Businesses? within 10 miles of 80202/ })
  const cards = results.locator('article')
  await expect(cards.first()).toBeVisible()
  await expect(cards.getByText(/, Denver, CO \d{5}$/)).toHaveCount(await cards.count())
  await expect(cards.getByText(/Restaurants$/)).toHaveCount(await cards.count())
  const miles = await distances(page)
  expect(miles.length).toBe(await cards.count())
  expect(miles).toEqual([...miles].sort((a, b) => a - b))
  expect(Math.max(...miles)).toBeLessThanOrEqual(10)
  // The map's pins carry the cards' numbers, and each is a link reached by Tab.
  const map = page.getByRole('group', { name: 'Map of the businesses near 80202 (Denver, CO), numbered as the results' })
  await expect(map).toBeVisible()
  const firstName = await cards.first().getByRole('heading').textContent()
  const pin = map.getByRole('link', { name: `1. ${firstName}` })
  await expect(pin).toHaveCount(1)
  await pin.focus()
  await expect(pin).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: firstName! })).toBeVisible()
})

test('"Use my location" with a granted position lists the businesses nearest to it; the URL keeps no position', async ({ browser }) => {
  const context = await browser.newContext({ geolocation: { latitude: 39.7491, longitude: -104.9946 }, permissions: ['geolocation'] })
  const page = await context.newPage()
  await page.goto('/search?radius=10&category=restaurants')
  await expect(page.getByRole('heading', { level: 1, name: 'Safe businesses in the U.S.' })).toBeVisible()
  await expect(page.getByText('No location chosen')).toBeVisible()
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Safe businesses near your location' })).toBeVisible()
  const miles = await distances(page)
  expect(miles.length).toBeGreaterThan(0)
  expect(miles).toEqual([...miles].sort((a, b) => a - b))
  expect(page.url()).not.toMatch(/39\.7|104\.9|latitude/)
  await context.close()
})

test('paging or re-sorting a search near "your location" keeps the position, which never enters a URL', async ({ browser }) => {
  const context = await browser.newContext({ geolocation: { latitude: 39.7491, longitude: -104.9946 }, permissions: ['geolocation'] })
  const page = await context.newPage()
  const requested: string[] = []
  page.on('request', (r) => requested.push(r.url()))
  await page.goto('/search?radius=100')
  await page.getByRole('button', { name: 'Use my location' }).click()
  const heading = page.getByRole('heading', { level: 1, name: 'Safe businesses near your location' })
  await expect(heading).toBeVisible()
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next page' }).click()
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect(heading).toBeVisible()
  await expect(page).toHaveURL(/\/search\?radius=100&page=2$/)
  const miles = await distances(page)
  expect(miles.length).toBeGreaterThan(0)
  expect(miles).toEqual([...miles].sort((a, b) => a - b))
  // A new order keeps the position too (a place typed in Near would search there instead).
  await page.getByLabel('Sort by').selectOption('Safety Score')
  await page.getByRole('search', { name: 'Business search' }).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?radius=100&sort=score$/)
  await expect(heading).toBeVisible()
  expect(requested.filter((u) => /39\.7|104\.9|latitude/.test(u))).toEqual([])
  await context.close()
})

test('an unknown place says so and suggests places; the header search finds businesses site-wide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/search?near=Atlantiss')
  await expect(page.getByRole('alert')).toContainText('We couldn’t find Atlantiss')
  await page.getByRole('alert').getByRole('link', { name: 'Atlanta, GA' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Safe businesses near Atlanta, GA' })).toBeVisible()

  await page.getByRole('search', { name: 'Find a business', exact: true }).getByRole('searchbox', { name: 'Find a business anywhere' }).fill('pizza')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=pizza$/)
  await expect(page.getByRole('heading', { level: 2, name: /Businesses? across the U\.S\./ })).toBeVisible()
})

test('/city shows every city as a dot that links to its page; the city and business pages show their maps', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/city')
    const map = page.getByRole('group', { name: /Map of the cities in the directory/ })
    await expect(map).toBeVisible()
    await expect(map.getByRole('link')).toHaveCount(52)
    expect((await map.boundingBox())!.width).toBeGreaterThan(Math.min(800, width - 80))
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  const denver = page.getByRole('group', { name: /Map of the cities/ }).getByRole('link', { name: /^Denver, CO: \d+ businesses$/ })
  await denver.focus()
  await expect(denver).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/city\/denver$/)
  const cityMap = page.getByRole('group', { name: 'Map of the businesses listed above, numbered as their cards' })
  await expect(cityMap).toBeVisible()
  const first = page.locator('main article').first()
  await expect(first.locator('[data-pin="1"]')).toBeVisible()
  const name = await first.getByRole('heading').textContent()
  await cityMap.getByRole('link', { name: `1. ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Location' })).toBeVisible()
  await expect(page.getByText(/( mi from the center of Denver|^At the center of Denver)$/)).toBeVisible()
  await expect(page.getByRole('group', { name: `Map of where ${name} is in Denver` })).toBeVisible()
})

test('the home Top 5 reads "in the U.S." until a place is chosen, then "near {place}"; the hero search goes to /search', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Top 5 Safest Restaurants in the U.S.' })).toBeVisible()
  await page.getByLabel('Near (ZIP code or city)').fill('80202')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByRole('heading', { name: 'Top 5 Safest Restaurants near 80202 (Denver, CO)' })).toBeVisible()
  await expect(page.locator('section:has(#top-heading) ol li').first()).toContainText('Denver')

  const search = page.getByRole('search', { name: 'Find safe businesses' })
  await search.getByLabel('Near').fill('Denver, CO')
  await search.getByLabel('Category').selectOption({ label: 'Healthcare' })
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?near=Denver%2C\+CO&category=healthcare$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Safe businesses near Denver, CO' })).toBeVisible()
})
