import { expect, test } from './fixtures.ts'
import { PRODUCT_REVIEW_SECTIONS } from '../../app/components/product-review/sections.ts'
import { TITLE, VERDICT, openReview } from './review-helpers.ts'

// The example review page (spec §2 Example review page, §3 Review, §4 FAQ): title, summary card,
// Check Price links, the table of contents, the quick-navigation box and the FAQ; its ten
// sections are PRODUCT_REVIEW_SECTIONS, the spec's list.

test('title, meta description, hero and summary card', async ({ page }) => {
  await openReview(page)
  await expect(page).toHaveTitle(`${TITLE} | Safest`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', VERDICT)

  const hero = page.locator('article > header')
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  await expect(hero).toContainText('By Dana Whitfield')
  await expect(hero.locator('time')).toHaveText('March 3, 2025')
  await expect(hero.locator('time')).toHaveAttribute('datetime', '2025-03-03')
  await expect(hero).toContainText('8 min read')

  const summary = page.getByRole('region', { name: 'Review summary' })
  await expect(summary.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible()
  await expect(summary.locator('[data-star="full"]')).toHaveCount(4)
  await expect(summary.locator('[data-star="half"]')).toHaveCount(1)
  await expect(summary.locator('[data-star="empty"]')).toHaveCount(0)
  await expect(summary.getByTestId('rating-value')).toHaveText('4.5/5.0')
  await expect(summary.getByTestId('price')).toHaveText('$39.99')
  await expect(summary).toContainText(VERDICT)
})

test('every Check Price link opens the merchant in a new tab as a sponsored link', async ({ page }) => {
  await openReview(page)
  const merchants = page.getByRole('region', { name: 'Review summary' }).getByRole('link', { name: /^Check Price/ })
  await expect(merchants).toHaveCount(3)
  for (const name of ['Amazon', 'The Home Depot', 'Walmart']) {
    await expect(page.getByRole('link', { name: `Check Price at ${name} (opens in a new tab)` })).toBeVisible()
  }
  const all = page.locator('a', { hasText: 'Check Price' })
  await expect(all).toHaveCount(3 + 4) // 3 merchants + 4 related products
  for (const link of await all.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored')
    await expect(link).toHaveAttribute('href', /^https:\/\//)
  }
})

test('the table of contents links to the ten sections', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openReview(page)
  const toc = page.getByRole('navigation', { name: 'Table of Contents' })
  await expect(toc.getByRole('link')).toHaveCount(10)
  for (const { id, label } of PRODUCT_REVIEW_SECTIONS) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await toc.getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    const heading = page.getByRole('heading', { level: 2, name: label, exact: true })
    await expect(heading).toBeInViewport()
    // Not hidden under the fixed 64px header.
    await expect.poll(async () => (await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(64)
  }
})

test('on large screens a sticky 400px quick-navigation box jumps to the verdict', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openReview(page)
  const quick = page.getByRole('navigation', { name: 'Quick navigation' })
  await expect(quick).toBeVisible()
  expect((await quick.boundingBox())?.height).toBe(400)
  await expect(quick.getByRole('link')).toHaveCount(11) // ten sections + Jump to Verdict
  await quick.getByRole('link', { name: 'Jump to Verdict' }).click()
  await expect(page).toHaveURL(/#verdict$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Verdict', exact: true })).toBeInViewport()
  // It stays on screen while the reader scrolls, and marks the section being read.
  await expect(quick).toBeInViewport()
  await expect(quick.getByRole('link', { name: 'Verdict', exact: true })).toHaveAttribute('aria-current', 'location')

  await quick.getByRole('link', { name: 'Comparison to Alternatives' }).click()
  await expect(page).toHaveURL(/#comparison$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Comparison to Alternatives' })).toBeInViewport()
  await expect(quick).toBeInViewport()
})

test('on a phone the quick-navigation box is hidden and nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openReview(page)
  await expect(page.getByRole('navigation', { name: 'Table of Contents' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test('FAQ: five questions, at most one answer open, and the open one can be closed', async ({ page }) => {
  await openReview(page)
  const faq = page.locator('#faq')
  const triggers = faq.getByRole('button')
  await expect(triggers).toHaveCount(5)
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0)

  const first = triggers.nth(0)
  const second = triggers.nth(1)
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(faq.getByText('Put a smoke alarm inside every bedroom')).toBeVisible()

  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByText('Put a smoke alarm inside every bedroom')).toBeHidden()
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1)

  await second.click()
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0)

  // The open answer is a region named by its question; arrow keys, Home and End move between questions.
  await first.press('Enter')
  await expect(faq.getByRole('region', { name: (await first.textContent())!.trim() })).toContainText('Put a smoke alarm inside every bedroom')
  await first.press('ArrowDown')
  await expect(second).toBeFocused()
  await page.keyboard.press('End')
  await expect(triggers.nth(4)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(first).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(triggers.nth(4)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(first).toBeFocused()
})
