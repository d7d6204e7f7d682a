import { expect, test } from './fixtures.ts'

// A city's page (/city/{name}): its cards and details dialog, its canonical URL and structured data,
// and an unknown city (filters and the phone layout: city-page-filters.spec.ts).

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

test('details dialog shows the business and closes', async ({ page, business }) => {
  await page.goto(`${business.cityPath}?q=${encodeURIComponent(business.name)}`)
  await page.getByRole('button', { name: `View details for ${business.name}` }).click()
  const dialog = page.getByRole('dialog', { name: business.name })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Restaurants')
  await expect(dialog).toContainText('Certifications')
  await expect(dialog).toContainText('Contact information')
  // The rating is visitors' (approved reviews): a seeded business has none yet.
  await expect(dialog.getByText('No reviews yet')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Contact Business' })).toBeEnabled()
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden()
})

test("a city page carries only what its cards show; a dialog's details come from /api/businesses/{id}", async ({ page, request, business }) => {
  const html = await (await request.get(business.cityPath)).text()
  expect(html).toContain(business.name)
  // Cards carry their safety record's summary only: no components, evidence or audits.
  expect(html).not.toContain('scoredOn')
  expect(html).not.toContain('badgeAudits')
  const asked = page.waitForRequest((r) => /\/api\/businesses\/[0-9a-f-]{36}$/.test(r.url()))
  await page.goto(`${business.cityPath}?q=${encodeURIComponent(business.name)}`)
  await page.getByRole('button', { name: `View details for ${business.name}` }).click()
  const details = await (await (await asked).response())!.json()
  expect(details).toMatchObject({ ok: true, business: { name: business.name, safety: { components: expect.any(Array) } } })
  await expect(page.getByRole('dialog').getByRole('heading', { name: /How the score of \d+ is made/ })).toBeVisible()
  await page.keyboard.press('Escape')

  // When the details cannot be fetched, the dialog says so and can try again.
  await page.route('**/api/businesses/**', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }))
  await page.getByRole('button', { name: `View details for ${business.name}` }).click()
  const dialog = page.getByRole('dialog', { name: business.name })
  await expect(dialog.getByRole('alert')).toContainText('We couldn’t load this business’s score breakdown and contact details.')
  await expect(dialog.getByRole('button', { name: 'Contact Business' })).toBeDisabled()
  await page.unroute('**/api/businesses/**')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('heading', { name: /How the score of \d+ is made/ })).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)

  for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
    const missing = await request.get(`/api/businesses/${id}`)
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({ ok: false, code: 'not-found', message: 'Business not found' })
  }
  const posted = await request.post(`/api/businesses/${details.business.id}`, { headers: { Origin: new URL(page.url()).origin } })
  expect(posted.status()).toBe(405)
  expect(posted.headers()['allow']).toBe('GET')
  expect(await posted.json()).toEqual({ ok: false, code: 'method-not-allowed', message: 'Use GET to read a business' })
})

test('filtered and paged city URLs name the clean city page as canonical, with Open Graph and Twitter tags', async ({ page, baseURL }) => {
  // An older link (?type=) is answered with today's parameter names.
  await page.goto('/city/denver?type=restaurants&sort=rating&page=1')
  await expect(page).toHaveURL(/\/city\/denver\?category=restaurants&sort=rating$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/city/denver`)
  const title = await page.title()
  expect(title).toContain('Denver')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/city/denver`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\.(jpg|png|webp)/)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!)
})

test('a city page describes its shown businesses as a schema.org ItemList of LocalBusiness', async ({ page, baseURL }) => {
  await page.goto('/city/denver')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const list = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'ItemList')
  expect(list).toBeTruthy()
  const cards = await page.getByRole('button', { name: /View details for/ }).count()
  expect(list.itemListElement).toHaveLength(cards)
  expect(list.itemListElement[0]).toMatchObject({ '@type': 'ListItem', position: 1, item: { '@type': 'LocalBusiness' } })
  expect(list.itemListElement[0].url).toMatch(new RegExp(`^${baseURL}/city/denver/[a-z0-9-]+$`))
})

test('an unknown city is a 404 page', async ({ page }) => {
  const response = await page.goto('/city/atlantis')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible()
})
