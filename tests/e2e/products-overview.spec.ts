import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const count = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ Products?$/ })
const names = (page: Page) => page.locator('article[data-product-id] h3').allInnerTexts()
/** The Apply button is only there before hydration; once it is gone, filters apply live. */
const hydrated = (page: Page) => expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0)

// The products overview (/products): its filters and sorts in the URL, on the server and without
// JavaScript (category pages, cards and the compare tray: products-categories.spec.ts).

test.describe('products overview', () => {
  test('filters combine, apply live, live in the URL and survive a reload; Clear Filters resets', async ({ page }) => {
    await page.goto('/products')
    await expect(page.getByRole('heading', { level: 1, name: 'Safety Products' })).toBeVisible()
    await expect(count(page)).toHaveText('18 Products')
    await expect(page.locator('article[data-product-id]')).toHaveCount(18)
    // Popularity is the default order.
    expect((await names(page))[0]).toBe('Smart Video Doorbell Pro')
    await hydrated(page)

    await page.getByLabel('Category').selectOption({ label: 'Child Safety' })
    await expect(page).toHaveURL(/\/products\?category=child-safety$/)
    await expect(count(page)).toHaveText('3 Products')
    for (const text of await page.locator('article[data-product-id]').allInnerTexts()) expect(text).toMatch(/child safety/i)

    await page.getByLabel('Rating').selectOption({ label: 'At least 4.5' })
    await expect(page).toHaveURL(/category=child-safety&rating=4\.5$/)
    await expect(count(page)).toHaveText('2 Products')

    await page.getByLabel('Sort by').selectOption({ label: 'Price high to low' })
    await expect(page).toHaveURL(/sort=price-desc/)
    await expect.poll(() => names(page)).toEqual(['Convertible Car Seat', 'Video Baby Monitor'])
    await page.getByLabel('Sort by').selectOption({ label: 'Price low to high' })
    await expect(page).toHaveURL(/sort=price-asc/)
    await expect.poll(() => names(page)).toEqual(['Video Baby Monitor', 'Convertible Car Seat'])

    // Shareable: a reload (server render from the URL) shows the same thing.
    await page.reload()
    await expect(count(page)).toHaveText('2 Products')
    await expect(page.getByLabel('Category')).toHaveValue('child-safety')
    await expect(page.getByLabel('Rating')).toHaveValue('4.5')
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc')
    expect(await names(page)).toEqual(['Video Baby Monitor', 'Convertible Car Seat'])
    await hydrated(page)

    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(count(page)).toHaveText('18 Products')
    await expect(page.getByLabel('Category')).toHaveValue('')
    await expect(page.getByLabel('Rating')).toHaveValue('')
    await expect(page.getByLabel('Sort by')).toHaveValue('popularity')

    // Search: name or description, case-insensitive.
    await page.getByLabel('Search').fill('ALARM')
    await expect(count(page)).toHaveText('3 Products')
    await expect(page).toHaveURL(/\?q=ALARM$/)
    expect((await names(page)).sort()).toEqual(['Carbon Monoxide Detector', 'Personal Safety Alarm', 'Smart Smoke Alarm'])
    for (const text of await page.locator('article[data-product-id]').allInnerTexts()) expect(text.toLowerCase()).toContain('alarm')

    await page.getByLabel('Search').fill('zzzz-nothing')
    await expect(page.getByText('No products found')).toBeVisible()
    await expect(count(page)).toHaveText('0 Products')
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page.getByLabel('Search')).toHaveValue('')
    await expect(count(page)).toHaveText('18 Products')

    // Price uses the first number of the price range; it combines with rating.
    await page.getByLabel('Price').selectOption({ label: 'Over $200' })
    await expect(count(page)).toHaveText('2 Products')
    expect((await names(page)).sort()).toEqual(['Convertible Car Seat', 'Whole-House Water Filter'])
    await page.getByLabel('Rating').selectOption({ label: 'At least 4.5' })
    await expect(count(page)).toHaveText('1 Product')
    await expect(page).toHaveURL(/\?rating=4\.5&price=over-200$/)
  })

  test('every sort option works', async ({ page }) => {
    await page.goto('/products')
    await hydrated(page)
    const ratings = async () => (await page.getByTestId('product-rating').allInnerTexts()).map(Number)
    const prices = async () => (await page.getByTestId('product-price').allInnerTexts()).map((t) => Number(/\$(\d+)/.exec(t)?.[1]))
    const sortBy = page.getByLabel('Sort by')
    await expect(sortBy.locator('option')).toHaveText(['Popularity', 'Rating high to low', 'Rating low to high', 'Price high to low', 'Price low to high'])

    await sortBy.selectOption({ label: 'Rating high to low' })
    await expect(page).toHaveURL(/sort=rating-desc/)
    await expect.poll(async () => (await names(page)).slice(0, 3)).toEqual(['Smart Video Doorbell Pro', 'Complete First Aid Kit', 'Convertible Car Seat'])
    expect(await ratings()).toEqual([...(await ratings())].sort((a, b) => b - a))
    await sortBy.selectOption({ label: 'Rating low to high' })
    await expect.poll(async () => (await names(page))[0]).toBe('Automatic Pill Dispenser')
    expect(await ratings()).toEqual([...(await ratings())].sort((a, b) => a - b))
    await sortBy.selectOption({ label: 'Price high to low' })
    await expect.poll(async () => (await names(page))[0]).toBe('Whole-House Water Filter')
    expect(await prices()).toEqual([...(await prices())].sort((a, b) => b - a))
    await sortBy.selectOption({ label: 'Price low to high' })
    await expect.poll(async () => (await prices())[0]).toBe(3)
    expect(await prices()).toEqual([...(await prices())].sort((a, b) => a - b))
    await sortBy.selectOption({ label: 'Popularity' })
    await expect(page).toHaveURL(/\/products$/)
    await expect.poll(async () => (await names(page))[0]).toBe('Smart Video Doorbell Pro')
  })

  test('a shared URL renders on the server; junk values fall back to the defaults', async ({ page }) => {
    await page.goto('/products?category=cyber-safety&sort=rating-asc')
    expect(await names(page)).toEqual(['Identity Theft Protection', 'Privacy VPN', 'Family Password Manager'])
    await page.goto('/products?category=toys&rating=9&sort=newest')
    await expect(page).toHaveURL(/\/products$/)
    await expect(count(page)).toHaveText('18 Products')
  })
})

test.describe('products overview without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the GET form with Apply filters on the server', async ({ page }) => {
    await page.goto('/products')
    await page.getByLabel('Search').fill('lock')
    await page.getByLabel('Price').selectOption({ label: 'Over $100 up to $200' })
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await expect(page).toHaveURL(/\/products\?q=lock&price=100-200$/)
    expect(await names(page)).toEqual(['Keypad Smart Lock'])
    await expect(count(page)).toHaveText('1 Product')
  })
})
