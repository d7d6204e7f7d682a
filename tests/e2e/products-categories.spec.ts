import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const count = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ Products?$/ })

// The products' category pages, where cards and the home top picks lead, and the home compare tray
// (the overview's filters: products-overview.spec.ts).

test("a category page: hero, tips, Most Popular, top three, links, Buyer's Guide and printable checklist", async ({ page }) => {
  await page.goto('/products/child-safety')
  await expect(page).toHaveTitle('Child Safety Products | Safest')
  await expect(page.getByRole('heading', { level: 1, name: 'Child Safety Products' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('heading', { name: 'Child Safety Tips' })).toBeVisible()
  await expect(page.locator('section[aria-labelledby="tips-heading"] li')).toHaveCount(4)

  const products = page.locator('article[data-product-id]')
  await expect(products).toHaveCount(3)
  const featured = products.first()
  await expect(featured).toContainText('Most Popular')
  await expect(featured).toContainText('Video Baby Monitor')
  await expect(page.getByText('Most Popular', { exact: true })).toHaveCount(1)
  for (const text of await products.allInnerTexts()) expect(text).toMatch(/child safety/i)

  await expect(page.getByRole('link', { name: 'Take Safety Assessment' })).toHaveAttribute('href', '/quiz')
  await expect(page.getByRole('link', { name: 'See All Products' })).toHaveAttribute('href', '/products')

  await page.getByRole('button', { name: "Read the Buyer's Guide" }).click()
  const guide = page.getByRole('dialog', { name: "Child Safety Buyer's Guide" })
  await expect(guide).toBeVisible()
  await expect(guide.getByRole('heading', { level: 3 }).first()).toBeVisible()
  expect(await guide.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(3)
  await expect(guide).toContainText('Federal Motor Vehicle Safety Standard 213')
  await guide.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(guide).toBeHidden()

  await page.getByRole('button', { name: 'Open the Checklist' }).click()
  const checklist = page.getByRole('dialog', { name: 'Child Safety Checklist' })
  await expect(checklist).toBeVisible()
  const items = checklist.getByRole('checkbox')
  expect(await items.count()).toBeGreaterThanOrEqual(10)
  await items.first().check()
  await expect(checklist.getByText(/^1 of \d+ done$/)).toBeVisible()

  // Print: window.print is called, and the print layout shows only the checklist.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number }
    w.printed = 0
    window.print = () => void w.printed++
  })
  await checklist.getByRole('button', { name: 'Print' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  await expect(checklist).toBeVisible()
  await expect(page.locator('main')).toBeHidden()
  await expect(page.locator('header[data-scrolled]')).toBeHidden()
  await expect(checklist.getByRole('button', { name: 'Print' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  await page.keyboard.press('Escape')
  await expect(checklist).toBeHidden()
  await page.getByRole('link', { name: 'See All Products' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(count(page)).toHaveText('18 Products')
})

test('every category page renders its three products', async ({ page }) => {
  for (const slug of ['child-safety', 'home-safety', 'cyber-safety', 'physical-safety', 'environmental-safety', 'elderly-safety']) {
    const response = await page.goto(`/products/${slug}`)
    expect(response?.status(), slug).toBe(200)
    await expect(page.locator('article[data-product-id]')).toHaveCount(3)
    await expect(page.getByText('Most Popular', { exact: true })).toBeVisible()
  }
})

test('an unknown category is a 404', async ({ page }) => {
  const response = await page.goto('/products/toy-safety')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible()
})

test('product cards lead to the review where one exists, otherwise to their category’s buyer’s guide', async ({ page }) => {
  await page.goto('/products')
  const cards = page.locator('article[data-product-id]')
  await expect(cards).toHaveCount(18)
  await expect(cards.getByTestId('product-link')).toHaveCount(18)
  await expect(page.locator('article[data-product-id="smoke-alarm"]').getByTestId('product-link')).toHaveAttribute('href', '/reviews/example')
  const lock = page.locator('article[data-product-id="smart-lock"]').getByRole('link', { name: /buyer’s guide for the Keypad Smart Lock/ })
  await expect(lock).toHaveAttribute('href', '/products/home-safety#buyers-guide')
  await lock.click()
  await expect(page).toHaveURL(/\/products\/home-safety#buyers-guide$/)
  await expect(page.locator('#buyers-guide')).toBeInViewport()
  await expect(page.locator('#buyers-guide').getByRole('button', { name: /Read the Buyer's Guide/ })).toBeVisible()
})

test('home top picks lead to their product on the category page', async ({ page }) => {
  await page.goto('/')
  const pick = page.getByRole('list', { name: 'Top picks' }).getByRole('link', { name: 'HEPA Air Purifier' })
  await expect(pick).toHaveAttribute('href', '/products/environmental-safety#product-air-purifier')
  await pick.click()
  await expect(page).toHaveURL(/\/products\/environmental-safety#product-air-purifier$/)
  await expect(page.locator('#product-air-purifier')).toBeInViewport()
})

test('home compare tray: add two, compare, survives navigation and reload, a fourth is refused', async ({ page }) => {
  await page.goto('/')
  const pick = (name: string) => page.locator('li[data-pick-id]', { hasText: name }).getByRole('checkbox', { name: 'Add to Compare' })
  const tray = page.getByRole('region', { name: 'Comparison tray' })
  await expect(page.getByRole('checkbox', { name: 'Add to Compare' })).toHaveCount(5)
  await expect(tray).toBeHidden()

  await pick('Video Baby Monitor').check()
  await pick('Family Password Manager').check()
  await expect(tray).toBeVisible()
  await expect(tray).toContainText('Compare (2 of 3)')
  await expect(tray).toContainText('Video Baby Monitor')
  await expect(tray).toContainText('Family Password Manager')

  await tray.getByRole('button', { name: 'Compare', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Compare Top Picks' })
  await expect(dialog).toBeVisible()
  const table = dialog.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveCount(3)
  await expect(table).toContainText('Child Safety')
  await expect(table).toContainText('Cyber Safety')
  await expect(table).toContainText('4.7')
  await expect(table).toContainText('$60-$120')
  await expect(table).toContainText('$3-$5/month')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Kept while navigating away and back, and across a reload.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }).click()
  await expect(page).toHaveURL(/\/city$/)
  await expect(tray).toBeHidden()
  await page.goBack()
  await expect(tray).toContainText('Compare (2 of 3)')
  await expect(pick('Video Baby Monitor')).toBeChecked()
  await page.reload()
  await expect(tray).toContainText('Compare (2 of 3)')
  await expect(pick('Family Password Manager')).toBeChecked()

  await pick('HEPA Air Purifier').check()
  await expect(tray).toContainText('Compare (3 of 3)')
  await pick('Smart Video Doorbell Pro').click()
  await expect(page.getByText('You can compare at most 3 products')).toBeVisible()
  await expect(pick('Smart Video Doorbell Pro')).not.toBeChecked()
  await expect(tray).toContainText('Compare (3 of 3)')
  await expect(tray).not.toContainText('Smart Video Doorbell Pro')

  await tray.getByRole('button', { name: 'Remove Video Baby Monitor from comparison' }).click()
  await expect(tray).toContainText('Compare (2 of 3)')
  await expect(pick('Video Baby Monitor')).not.toBeChecked()
  await tray.getByRole('button', { name: 'Clear', exact: true }).click()
  await expect(tray).toBeHidden()
  await expect(page.getByRole('checkbox', { name: 'Add to Compare', checked: true })).toHaveCount(0)
})
