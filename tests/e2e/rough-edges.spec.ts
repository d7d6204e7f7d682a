import { expect, test } from '@playwright/test'

// Issue 11 item 6: the rough edges a new visitor met, each pinned by a test that failed before the fix.

test('Enter in the city search box searches and keeps the ticked filters', async ({ page }) => {
  await page.goto('/city/denver')
  await page.getByRole('radio', { name: 'Restaurants' }).check()
  await expect(page).toHaveURL(/type=restaurants/)
  await page.getByRole('checkbox', { name: 'OSHA Compliant' }).check()
  await expect(page).toHaveURL(/cert=osha/)
  const search = page.getByRole('searchbox', { name: 'Search businesses' })
  await search.fill('a')
  await search.press('Enter')
  await expect(page).toHaveURL(/q=a/)
  await expect(page).toHaveURL(/type=restaurants/)
  await expect(page).toHaveURL(/cert=osha/)
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

test('Escape closes the phone menu and returns focus to its button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const mobile = page.getByRole('navigation', { name: 'Mobile' })
  await expect(mobile).toBeVisible()
  await mobile.getByRole('link', { name: 'Directory' }).focus()
  await page.keyboard.press('Escape')
  await expect(mobile).toBeHidden()
  const button = page.getByRole('button', { name: 'Open menu' })
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('a duplicate sign-up keeps the typed e-mail on the Login tab; the dashboard tabs fit a 375px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const email = `dup${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`
  const signUp = async (name: string) => {
    await page.goto('/thank-you')
    await page.getByRole('tab', { name: 'Create Account' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Create Account' })
    await panel.getByLabel('Name').fill(name)
    await panel.getByLabel('Email').fill(email)
    await panel.getByLabel('Password').fill('amber-lighthouse-7')
    await panel.getByRole('button', { name: 'Create Account' }).click()
  }
  await signUp('First Person')
  await expect(page).toHaveURL(/\/dashboard$/)

  // Every dashboard tab is fully on screen (they wrap instead of running off the edge).
  const nav = page.getByRole('navigation', { name: 'Dashboard' })
  const links = nav.getByRole('link')
  await expect(links).toHaveCount(5)
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  }

  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Logged out successfully')).toBeVisible()
  await signUp('Second Person')
  await expect(page.getByText('Email is already registered. Please try logging in instead.')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Login' }).getByLabel('Email')).toHaveValue(email)
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
