import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** Opens a city page, waits until it has hydrated and marks the document, so that a full page
 *  load (which would lose the mark) can be told from navigation in the app. */
async function openHydratedCityPage(page: Page) {
  await page.goto('/city/denver')
  await page.getByRole('button', { name: /View details for/ }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
  return () => page.evaluate(() => (window as unknown as { marker?: string }).marker)
}

test('an unknown path renders the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404')).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the header turns white with a shadow after scrolling 50px', async ({ page }) => {
  await page.goto('/city/denver')
  const header = page.locator('header').first()
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none')
})

test('header links, with Start Quiz disabled on the quiz page', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const name of ['Directory', 'Get Badge', 'About', 'Contact', 'Careers', 'Blog', 'Admin Access']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Start Quiz' }).first()).toHaveAttribute('href', '/quiz')
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
  await page.goto('/quiz')
  await expect(page.locator('header [aria-disabled="true"]', { hasText: 'Start Quiz' })).toBeVisible()
})

test('the header marks the section one is in and navigates in the app', async ({ page }) => {
  const marker = await openHydratedCityPage(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  // Directory covers every city page; no other link is current.
  await expect(nav.getByRole('link', { name: 'Directory', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(nav.locator('[aria-current]')).toHaveCount(1)

  await nav.getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Directory', exact: true })).not.toHaveAttribute('aria-current')
  await page.getByRole('link', { name: 'Start Quiz' }).first().click()
  await expect(page).toHaveURL(/\/quiz$/)
  await expect(page.locator('header [aria-disabled="true"]', { hasText: 'Start Quiz' })).toBeVisible()
  expect(await marker()).toBe('same document')
})

for (const width of [768, 1024]) {
  test(`at ${width}px every header link fits without a menu button`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const name of ['Directory', 'Get Badge', 'About', 'Contact', 'Careers', 'Blog', 'Admin Access']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    const overflow = await page.locator('header').first().evaluate((el) => el.scrollWidth - el.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

test('documents attached and sent on a phone are sent, and the claim page fits the phone', async ({ memberPage: page, business }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(business.path)
  await page.getByRole('link', { name: 'Claim this business' }).click()
  const form = page.getByRole('form', { name: 'Documents for our team to review' })
  await form.getByLabel('Note').fill('I run the kitchen; the lease is attached.')
  await form.getByLabel(/^Documents/).setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
  await form.getByRole('button', { name: 'Send documents' }).click()
  await expect(page.getByText('Documents sent')).toBeVisible()
  // The documents field once pushed its forms 39 px past the edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test('a form sent on a page whose scripts never load is answered by the server on a page of its own', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/city/denver/larimer-street-kitchen', { waitUntil: 'domcontentloaded' })
  await page.getByRole('region', { name: 'Contact Business' }).getByRole('button', { name: 'Send message' }).click()
  // As for a visitor without JavaScript: the form on its own page, with the message.
  await expect(page).toHaveURL(/\/contact-business\//)
  await expect(page.getByText('Name is required')).toBeVisible()
})

test('on a 375px screen the header collapses to a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  const menu = page.getByRole('button', { name: 'Open menu' })
  await expect(menu).toBeVisible()
  const mobile = page.getByRole('navigation', { name: 'Mobile' })
  await menu.click()
  await expect(mobile.getByRole('link', { name: 'Directory' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await mobile.getByRole('link', { name: 'Directory' }).click()
  await expect(page).toHaveURL(/\/city$/)
  await expect(mobile).toBeHidden()
  await menu.click()
  await expect(mobile.getByRole('link', { name: 'Directory' })).toHaveAttribute('aria-current', 'page')
  await expect(mobile.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  await page.keyboard.press('Escape')
  // Nothing overflows sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
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

test('static pages show their last-updated date and support contact', async ({ page }) => {
  for (const path of ['/privacy', '/terms', '/cookies', '/refund-policy']) {
    await page.goto(path)
    await expect(page.getByText('Last updated May 14, 2025')).toBeVisible()
    await expect(page.locator('main a[href^="mailto:support@localhost"]').first()).toBeVisible()
  }
  await page.goto('/refund-policy')
  await expect(page.locator('main')).toContainText('14 days')
  await expect(page.locator('main')).toContainText('5-10 business days')
})

test('the footer has legal links, the current year and scroll to top', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  for (const name of ['Terms of Service', 'Privacy Policy', 'Cookies Policy', 'Refund Policy']) {
    await expect(footer.getByRole('link', { name })).toBeVisible()
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Safest`)
  await footer.getByRole('button', { name: 'Scroll to top' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('footer, logo, card and city links navigate in the app without reloading the page', async ({ page, context }) => {
  const marker = await openHydratedCityPage(page)

  // A plain click on a business's name opens its page in the app.
  const firstCard = page.locator('article').first()
  const name = (await firstCard.getByRole('heading', { level: 3 }).textContent())!.trim()
  await firstCard.getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/city\/denver\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  expect(await marker()).toBe('same document')

  // Footer links, with a Ctrl-click left to the browser (a new tab; this page stays).
  const [newTab] = await Promise.all([context.waitForEvent('page'), page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click({ modifiers: ['Control'] })])
  await newTab.close()
  await expect(page).toHaveURL(/\/city\/denver\/[a-z0-9-]+$/)
  await page.locator('footer').getByRole('link', { name: 'Directory' }).click()
  await expect(page).toHaveURL(/\/city$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Directory of Cities' })).toBeVisible()
  expect(await marker()).toBe('same document')

  // A city of the directory, then the logo back home.
  await page.getByRole('link', { name: /^Denver Colorado/ }).click()
  await expect(page).toHaveURL(/\/city\/denver$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Denver')
  await page.getByRole('link', { name: 'Safest home' }).first().click()
  await expect(page).toHaveURL(/\/$/)
  expect(await marker()).toBe('same document')
  // Back returns through the history the links made.
  await page.goBack()
  await expect(page).toHaveURL(/\/city\/denver$/)
  expect(await marker()).toBe('same document')
})

test('no public page scrolls sideways on a 375px phone', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 800 })
  const paths = ['/', '/city', '/city/denver', '/quiz', '/badge', '/products', '/products/home-safety', '/reviews/example',
    '/about', '/contact', '/careers', '/blog', '/privacy', '/terms', '/cookies', '/refund-policy', '/thank-you', '/login',
    '/forgot-password', '/nope']
  const wide: string[] = []
  for (const path of paths) {
    await page.goto(path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    if (width > 375) wide.push(`${path} (${width}px)`)
  }
  expect(wide).toEqual([])
})
