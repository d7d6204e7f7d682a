import { expect, test } from './fixtures.ts'

// A city's page (/city/{name}): its filters, search and sort in the URL, without JavaScript too, and
// its phone layout (cards, dialog, canonical URL and structured data: city-page-cards.spec.ts).

test('search, category, certification and sort on a city page live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/city/denver')
  const count = page.getByRole('heading', { level: 2, name: /Businesses$/ })
  await expect(count).toHaveText(/^\d+ Businesses$/)
  const total = Number((await count.textContent())!.split(' ')[0])
  expect(total).toBeGreaterThanOrEqual(8)

  await page.getByRole('radio', { name: 'Restaurants' }).check()
  await expect(page).toHaveURL(/category=restaurants/)
  await page.getByRole('checkbox', { name: 'OSHA Compliant' }).check()
  await expect(page).toHaveURL(/badge=osha-compliant/)
  // The URL can change a moment before the new results replace the loading state.
  await expect(page.locator('article').first()).toBeVisible()
  const filtered = await page.locator('article').allInnerTexts()
  expect(filtered.length).toBeGreaterThan(0)
  for (const text of filtered) {
    expect(text).toMatch(/restaurants/i)
    expect(text).toContain('OSHA Compliant')
  }

  await page.getByRole('radio', { name: 'All Categories' }).check()
  await page.getByRole('checkbox', { name: 'OSHA Compliant' }).uncheck()
  await page.getByPlaceholder('Search businesses...').fill('kitchen')
  await expect(page).toHaveURL(/q=kitchen/)
  await expect(page.getByRole('heading', { level: 2, name: '1 Business' })).toBeVisible()
  await expect(page.locator('article')).toContainText(['Larimer Street Kitchen'])

  await page.getByPlaceholder('Search businesses...').fill('zzzz-no-such-business')
  await expect(page.getByText('No businesses found')).toBeVisible()
  await expect(page.getByText('Try adjusting your filters or search query')).toBeVisible()
  await page.getByRole('button', { name: 'Reset Filters' }).click()
  await expect(page).toHaveURL(/\/city\/denver$/)
  await expect(count).toHaveText(`${total} Businesses`)

  // Sort: a new key starts descending; clicking it again flips to ascending.
  const results = page.locator('section[aria-labelledby="results-heading"]')
  // The rating is visitors' (approved reviews) and no seeded business has one yet, so
  // the rating order falls back on the safety score, which the cards show.
  const ratings = async () => {
    await expect(results).toHaveAttribute('aria-busy', 'false')
    // (Other journeys add unaudited shops, which show no score, and review one: those are left out.)
    const texts = (await page.locator('article').allInnerTexts()).filter((t) => !/customer review|Not yet audited|No score yet/.test(t))
    const values = texts.map((t) => Number(/(\d+)\n?\/100/.exec(t)?.[1]))
    expect(values.length).toBeGreaterThan(1)
    for (const v of values) expect(Number.isFinite(v)).toBe(true)
    return values
  }
  await page.getByRole('button', { name: /^Sort by Rating/ }).click()
  await expect(page).toHaveURL(/sort=rating/)
  await expect(page.getByRole('button', { name: 'Sort by Rating, descending' })).toBeVisible()
  let r = await ratings()
  expect(r).toEqual([...r].sort((a, b) => b - a))
  await page.getByRole('button', { name: /^Sort by Rating/ }).click()
  await expect(page).toHaveURL(/sort=rating&dir=asc/)
  await expect(page.getByRole('button', { name: 'Sort by Rating, ascending' })).toBeVisible()
  r = await ratings()
  expect(r).toEqual([...r].sort((a, b) => a - b))

  await page.getByRole('checkbox', { name: 'State Certified' }).check()
  await expect(page).toHaveURL(/badge=state-certified/)
  const url = page.url()
  await page.reload()
  await expect(page).toHaveURL(url)
  await expect(page.getByRole('checkbox', { name: 'State Certified' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Sort by Rating, ascending' })).toBeVisible()
})

test('Enter in the city search box searches and keeps the ticked filters', async ({ page }) => {
  await page.goto('/city/denver')
  await page.getByRole('radio', { name: 'Restaurants' }).check()
  await expect(page).toHaveURL(/category=restaurants/)
  await page.getByRole('checkbox', { name: 'OSHA Compliant' }).check()
  await expect(page).toHaveURL(/badge=osha-compliant/)
  const search = page.getByRole('searchbox', { name: 'Search businesses' })
  await search.fill('a')
  await search.press('Enter')
  await expect(page).toHaveURL(/q=a/)
  await expect(page).toHaveURL(/category=restaurants/)
  await expect(page).toHaveURL(/badge=osha-compliant/)
  await expect(page.getByRole('radio', { name: 'Restaurants' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'OSHA Compliant' })).toBeChecked()
  await expect(search).toHaveValue('a')
})

test('one result reads "1 Business"', async ({ page }) => {
  await page.goto('/city/denver')
  const first = (await page.locator('article h3').first().textContent())!.trim()
  await page.goto(`/city/denver?q=${encodeURIComponent(first)}`)
  await expect(page.getByRole('heading', { level: 2, name: /^1 Business$/ })).toBeVisible()
})

test('filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/city/denver')
  await page.getByRole('radio', { name: 'Healthcare' }).check()
  await page.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page).toHaveURL(/category=healthcare/)
  const healthcare = await page.locator('article').allInnerTexts()
  expect(healthcare.length).toBeGreaterThan(0)
  for (const text of healthcare) expect(text).toMatch(/healthcare/i)
  await page.getByRole('button', { name: /^Sort by Rating/ }).click()
  await expect(page).toHaveURL(/category=healthcare&sort=rating$/)
  await page.getByRole('button', { name: 'Reset Filters' }).click()
  await expect(page).toHaveURL(/\/city\/denver$/)
  await context.close()
})

// On a phone the filters open as a bottom sheet with the active-filter count on its button and
// "Show {n} results"; the results stay in view after a change.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('filters open as a bottom sheet, apply at once and close on the results', async ({ page }) => {
    await page.goto('/city/denver')
    // Once the page is interactive the phone's filter panel leaves the page for the sheet.
    await expect(page.locator('#filter-panel')).toHaveCount(0)
    const total = Number((await page.locator('#results-heading').innerText()).match(/\d+/)![0])
    // The sidebar's filters are not on the phone page; the button opens them.
    await expect(page.getByRole('radio', { name: 'Healthcare' })).toBeHidden()
    const open = page.getByRole('button', { name: /^Filters/ })
    await expect(open).toBeVisible()
    await expect(page.getByTestId('active-filter-count')).toHaveCount(0)
    await open.click()

    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    // A bottom sheet: pinned to the bottom edge, the full width of the phone.
    const box = (await sheet.boundingBox())!
    expect(Math.round(box.y + box.height)).toBe(740)
    expect(Math.round(box.width)).toBe(375)
    await expect(sheet.getByTestId('show-results')).toHaveText(`Show ${total} results`)

    await sheet.getByRole('radio', { name: 'Healthcare' }).check()
    await expect(page).toHaveURL(/category=healthcare/)
    await expect(sheet.getByRole('radio', { name: 'Healthcare' })).toBeChecked()
    await sheet.getByRole('checkbox', { name: 'OSHA Compliant' }).check()
    await expect(page).toHaveURL(/category=healthcare.*badge=osha-compliant|badge=osha-compliant.*category=healthcare/)
    // The address changes a moment before the page shows the new results: wait until every card
    // shown carries the ticked badge.
    await expect(async () => {
      for (const text of await page.locator('article').allInnerTexts()) expect(text).toContain('OSHA Compliant')
    }).toPass()
    const filtered = Number((await page.locator('#results-heading').innerText()).match(/\d+/)![0])
    expect(filtered).toBeLessThan(total)
    await expect(sheet.getByTestId('show-results')).toHaveText(filtered === 1 ? 'Show 1 result' : `Show ${filtered} results`)
    // Focus stays on the filter just changed.
    await expect(sheet.getByRole('checkbox', { name: 'OSHA Compliant' })).toBeFocused()

    await sheet.getByTestId('show-results').click()
    await expect(sheet).toBeHidden()
    await expect(page.locator('#results-heading')).toBeInViewport()
    await expect(page.locator('#results-heading')).toBeFocused()
    await expect(page.getByRole('button', { name: 'Filters 2 active' })).toBeVisible()
    await expect(page.getByTestId('active-filter-count')).toHaveText('2 active')
    for (const text of await page.locator('article').allInnerTexts()) expect(text).toMatch(/healthcare/i)

    // Reset Filters in the sheet clears the count; Escape closes and focus returns to the button.
    await page.getByRole('button', { name: /^Filters/ }).click()
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Reset Filters' }).click()
    await expect(page).toHaveURL(/\/city\/denver$/)
    await expect(page.getByRole('dialog', { name: 'Filters' }).getByTestId('show-results')).toHaveText(`Show ${total} results`)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused()
    await expect(page.getByTestId('active-filter-count')).toHaveCount(0)
  })

  test('a filtered link opens with its count on the button, and the sidebar returns at 768 px', async ({ page }) => {
    await page.goto('/city/denver?category=restaurants')
    await expect(page.getByRole('button', { name: 'Filters 1 active' })).toBeVisible()
    await page.setViewportSize({ width: 1024, height: 800 })
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
    await expect(page.getByRole('radio', { name: 'Restaurants' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Restaurants' })).toBeVisible()
  })

  test('without JavaScript the phone shows the filters in place and they still apply', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })
    const page = await context.newPage()
    await page.goto('/city/denver')
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
    await page.getByRole('radio', { name: 'Healthcare' }).check()
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await expect(page).toHaveURL(/category=healthcare/)
    await context.close()
  })
})
