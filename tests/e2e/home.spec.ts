import { expect, hydrated, test } from './fixtures.ts'

// The home page: its sections below the fold work like the rest of it; a dialog whose code went
// missing with a new deploy still opens.

test('a state picked in Browse by State shows its cities, and again after the visitor comes back', async ({ page }) => {
  await page.goto('/')
  const california = page.getByRole('group', { name: 'Filter cities by state' }).getByRole('button', { name: 'CA', exact: true })
  await california.click()
  await expect(california).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('#cities a[href^="/city/"]')).toHaveCount(2)
  await expect(page.locator('#cities')).toContainText('Los Angeles')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }).click()
  await expect(page).toHaveURL(/\/city$/)
  await page.goBack()
  await expect(page.locator('#cities a[href^="/city/"]')).toHaveCount(12)
  await california.click()
  await expect(page.locator('#cities a[href^="/city/"]')).toHaveCount(2)
})

test('a dialog whose code is missing (a deploy replaced the build) reloads the page once, then opens', async ({ page }) => {
  let reloaded = false
  await page.route('**/assets/nominate-dialog-*.js', (route) => (reloaded ? route.continue() : route.abort()))
  await page.goto('/')
  const reload = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Nominate a Business' }).click()
  await reload
  reloaded = true
  await hydrated(page)
  await page.getByRole('button', { name: 'Nominate a Business' }).click()
  await expect(page.getByRole('dialog', { name: 'Nominate a Business' })).toBeVisible()
})
