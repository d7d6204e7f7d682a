import { expect, test } from '@playwright/test'

// Issue 11 item 4: on a phone the city page's filters open as a bottom sheet with the active-filter
// count on its button and "Show {n} results"; the results stay in view after a change.

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
  await expect(page).toHaveURL(/type=healthcare/)
  await expect(sheet.getByRole('radio', { name: 'Healthcare' })).toBeChecked()
  await sheet.getByRole('checkbox', { name: 'OSHA Compliant' }).check()
  await expect(page).toHaveURL(/type=healthcare.*cert=osha|cert=osha.*type=healthcare/)
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
  await page.goto('/city/denver?type=restaurants')
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
  await expect(page).toHaveURL(/type=healthcare/)
  await context.close()
})
