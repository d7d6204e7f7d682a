import { expect, test } from '@playwright/test'

// The home page. Its sections below the fold come with the server's HTML but load their code only
// as the visitor gets near them; a click made before a section has hydrated is not lost; a dialog
// whose code went missing with a new deploy still opens.

test('below-the-fold home sections load their code only when the visitor gets near them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await page.goto('/')
  // Readable at once: the server rendered them.
  await expect(page.getByRole('heading', { name: 'Safety alerts and deals in your inbox' })).toBeAttached()
  await expect(page.locator('#cities a[href^="/city/"]')).toHaveCount(12)
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((url) => /\/(newsletter|browse-by-state)-[\w-]+\.js$/.test(url))).toEqual([])

  await page.getByRole('heading', { name: 'Safety alerts and deals in your inbox' }).scrollIntoViewIfNeeded()
  await expect.poll(() => scripts.some((url) => /\/newsletter-[\w-]+\.js$/.test(url))).toBe(true)
})

test('a click on a section that has not hydrated yet is held and carried out once it has', async ({ page }) => {
  // The section's code arrives late, so the click surely lands on the server's HTML.
  await page.route(/\/assets\/browse-by-state-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200))
    await route.continue()
  })
  await page.goto('/')
  const group = page.getByRole('group', { name: 'Filter cities by state' })
  const california = group.getByRole('button', { name: 'CA', exact: true })
  await california.click()
  await expect(california).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('#cities a[href^="/city/"]')).toHaveCount(2)
  await expect(page.locator('#cities')).toContainText('Los Angeles')
})

test('sections left before they hydrated work when the visitor comes back', async ({ page }) => {
  // The section's code is slow, so the visitor leaves before it has hydrated.
  await page.route(/\/assets\/browse-by-state-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto('/')
  // The Add to Compare boxes are enabled once the page has hydrated: the next click is the router's.
  await expect(page.getByRole('checkbox', { name: 'Add to Compare' }).first()).toBeEnabled()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }).click()
  await expect(page).toHaveURL(/\/city$/)
  await page.goBack()
  const california = page.getByRole('group', { name: 'Filter cities by state' }).getByRole('button', { name: 'CA', exact: true })
  await california.click()
  await expect(california).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('#cities a[href^="/city/"]')).toHaveCount(2)
})

test('a dialog whose code is missing (a deploy replaced the build) reloads the page once, then opens', async ({ page }) => {
  let reloaded = false
  await page.route('**/assets/nominate-dialog-*.js', (route) => (reloaded ? route.continue() : route.abort()))
  await page.goto('/')
  // The Add to Compare boxes are enabled once the page has hydrated.
  const hydrated = () => expect(page.getByRole('checkbox', { name: 'Add to Compare' }).first()).toBeEnabled()
  await hydrated()
  const reload = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Nominate a Business' }).click()
  await reload
  reloaded = true
  await hydrated()
  await page.getByRole('button', { name: 'Nominate a Business' }).click()
  await expect(page.getByRole('dialog', { name: 'Nominate a Business' })).toBeVisible()
})
