import { expect, test } from './fixtures.ts'

// A business's own page (/city/{city}/{business}): its profile, explained score and evidence, and
// the links that lead to it.

test('a business page: profile, score breakdown, badge evidence, contact, map link, nearby, JSON-LD, meta', async ({ page, business }) => {
  const response = await page.goto(business.path)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${business.name}, ${business.city}, ${business.state}: safety score \\d+ \\| Safest`))
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /safety score of \d+\/100/)
  await expect(page.getByRole('heading', { name: /How the score of \d+ is made/ })).toBeVisible()
  await expect(page.getByText(/\+\d+\.\d pts/).first()).toBeVisible()
  const badges = page.getByRole('region', { name: 'Badges and their evidence' })
  await expect(badges.getByText('Issuer').first()).toBeVisible()
  await expect(badges.getByText('Issued').first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/)
  await expect(page.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', new RegExp(`google\\.com/maps/search/\\?api=1&query=${encodeURIComponent(business.street)}`))
  await expect(page.getByRole('heading', { name: `Other restaurants in ${business.city}` })).toBeVisible()
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(ld).toMatchObject({ '@type': 'LocalBusiness', name: business.name, address: { addressLocality: business.city, addressRegion: business.state } })
  expect(ld.url).toMatch(new RegExp(`${business.path}$`))

  await page.getByRole('link', { name: 'Our methodology' }).click()
  await expect(page).toHaveURL(/\/methodology$/)
  await expect(page.getByRole('heading', { level: 1, name: 'How we score safety' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Inspection record' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Color bands' })).toBeVisible()

  expect((await page.goto(`${business.cityPath}/no-such-business`))?.status()).toBe(404)
  expect((await page.goto(business.path.replace(business.cityPath, '/city/boston')))?.status()).toBe(404)
})

test('home Top 5 "View" and card titles go to the business page', async ({ page }) => {
  await page.goto('/')
  const view = page.getByRole('link', { name: /^View .+ in / }).first()
  const href = await view.getAttribute('href')
  expect(href).toMatch(/^\/city\/[a-z0-9-]+\/[a-z0-9-]+$/)
  await view.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { name: /How the score of \d+ is made/ })).toBeVisible()

  await page.goto('/city/denver')
  const title = page.locator('article h3 a').first()
  const name = (await title.textContent())!.trim()
  await title.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})

test('a page whose loader refuses shows its own error page, inside the site: 404 says what was not found, 403 is Access Denied', async ({ memberPage: page, business }) => {
  // The business route's error boundary (RouteErrorBoundary), under the site's header and footer.
  const missing = await page.goto(`${business.cityPath}/no-such-business`)
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('Business not found', { exact: true })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)

  // A business the member does not own: the owner's page answers 404 inside the dashboard, its menu still there.
  const notMine = await page.goto('/dashboard/listings/00000000-0000-4000-8000-000000000000')
  expect(notMine?.status()).toBe(404)
  await expect(page.getByText('Business not found', { exact: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible()

  // The admin dashboard refuses a member: Access Denied with the reason.
  const denied = await page.goto('/admin')
  expect(denied?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText("You don't have permission to access this area.")).toBeVisible()
})
