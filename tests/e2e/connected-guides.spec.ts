import { expect, test } from '@playwright/test'

// Issue 11 item 5: product cards, the example review and the quiz results lead somewhere.

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

test('the example review is linked from /products, its category page and the home page', async ({ page }) => {
  for (const path of ['/products', '/products/home-safety', '/']) {
    await page.goto(path)
    const callout = page.getByTestId('review-callout')
    await expect(callout, path).toHaveCount(1)
    await expect(callout.getByRole('link', { name: /Hearthwise Duo Review/ })).toHaveAttribute('href', '/reviews/example')
  }
  // Only on the review's own category page.
  await page.goto('/products/cyber-safety')
  await expect(page.getByTestId('review-callout')).toHaveCount(0)
  // The whole card is the link.
  await page.goto('/products')
  await page.getByTestId('review-callout').getByRole('link').click()
  await expect(page).toHaveURL(/\/reviews\/example$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hearthwise Duo')
})

test('home top picks lead to their product on the category page', async ({ page }) => {
  await page.goto('/')
  const pick = page.getByRole('list', { name: 'Top picks' }).getByRole('link', { name: 'HEPA Air Purifier' })
  await expect(pick).toHaveAttribute('href', '/products/environmental-safety#product-air-purifier')
  await pick.click()
  await expect(page).toHaveURL(/\/products\/environmental-safety#product-air-purifier$/)
  await expect(page.locator('#product-air-purifier')).toBeInViewport()
})
