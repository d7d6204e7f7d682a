import { expect, test } from '@playwright/test'

// Issue 11 items 1 and 2: explainable scores and a page per business.

test('cards show "audited {month year}"; the details dialog explains the score and links to the business page', async ({ page }) => {
  await page.goto('/city/denver')
  const card = page.locator('article').first()
  await expect(card).toContainText(/audited (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/)
  await card.getByRole('button', { name: /View details for/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: /How the score of \d+ is made/ })).toBeVisible()
  for (const label of ['Inspection record', 'Certifications', 'Incident history', 'Staff training', 'Years without violations']) {
    await expect(dialog.getByText(new RegExp(`^${label}`)).first()).toBeVisible()
  }
  await expect(dialog.getByText('weight 30%')).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Badges and their evidence' })).toBeVisible()
  await dialog.getByRole('link', { name: 'View full profile' }).click()
  await expect(page).toHaveURL(/\/city\/denver\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a business page: profile, score breakdown, badge evidence, contact, map link, nearby, JSON-LD, meta', async ({ page }) => {
  const response = await page.goto('/city/denver/larimer-street-kitchen')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Larimer Street Kitchen' })).toBeVisible()
  await expect(page).toHaveTitle(/Larimer Street Kitchen, Denver, CO: safety score \d+ \| Safest/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /safety score of \d+\/100/)
  await expect(page.getByRole('heading', { name: /How the score of \d+ is made/ })).toBeVisible()
  await expect(page.getByText(/\+\d+\.\d pts/).first()).toBeVisible()
  const badges = page.getByRole('region', { name: 'Badges and their evidence' })
  await expect(badges.getByText('Issuer').first()).toBeVisible()
  await expect(badges.getByText('Checked').first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/)
  await expect(page.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', /google\.com\/maps\/search\/\?api=1&query=1520%20Larimer/)
  await expect(page.getByRole('heading', { name: 'Other restaurants in Denver' })).toBeVisible()
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(ld).toMatchObject({ '@type': 'LocalBusiness', name: 'Larimer Street Kitchen', address: { addressLocality: 'Denver', addressRegion: 'CO' } })
  expect(ld.url).toMatch(/\/city\/denver\/larimer-street-kitchen$/)

  await page.getByRole('link', { name: 'Our methodology' }).click()
  await expect(page).toHaveURL(/\/methodology$/)
  await expect(page.getByRole('heading', { level: 1, name: 'How we score safety' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Inspection record' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Color bands' })).toBeVisible()

  expect((await page.goto('/city/denver/no-such-business'))?.status()).toBe(404)
  expect((await page.goto('/city/boston/larimer-street-kitchen'))?.status()).toBe(404)
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

test('/city is compact: all 52 cities A–Z with thumbnails and counts, a state filter and search', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/city')
  const links = page.locator('main a[href^="/city/"]')
  await expect(links).toHaveCount(52)
  await expect(links.first()).toContainText(/\d+ business(es)?/)
  await expect(links.first().locator('img')).toHaveCount(1)
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6000)
  await page.getByLabel('Filter by state').selectOption({ label: 'California' })
  await expect(links).toHaveCount(2)
  await page.getByLabel('Filter by state').selectOption({ label: 'All states' })
  await page.getByRole('searchbox', { name: 'Search cities or states' }).fill('denv')
  await expect(links).toHaveCount(1)
  await expect(links.first()).toContainText('Denver')
})

test('home leads with a city and category search that opens the city page with the category ticked', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('search', { name: 'Find safe businesses' })
  await search.getByLabel('City').selectOption({ label: 'Denver, CO' })
  await search.getByLabel('Category').selectOption({ label: 'Healthcare' })
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/city\/denver\?type=healthcare$/)
  await expect(page.getByRole('radio', { name: 'Healthcare' })).toBeChecked()
})
