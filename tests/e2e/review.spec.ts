import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { PRODUCT_REVIEW_SECTIONS } from '../../app/components/product-review/sections.ts'

// The example review page (spec §2 Example review page, §3 Review, §4 FAQ and carousel, §9); its ten
// sections are REVIEW_SECTIONS, the spec's list.

const TITLE = 'Hearthwise Duo Review: The 10-Year Smoke and CO Alarm Most Homes Should Buy'
const VERDICT =
  'Fast smoke detection, a CO display with peak memory and a sealed 10-year battery make the Hearthwise Duo the best-value combination alarm I’ve tested.'

/** Opens the review once its carousels are ready (they mark themselves so). */
async function openReview(page: Page) {
  await page.goto('/reviews/example')
  await expect(page.locator('[aria-roledescription="carousel"][data-ready="true"]')).toHaveCount(2)
}

const handsOn = (page: Page) => page.getByRole('region', { name: 'Hands-on photos' })
const related = (page: Page) => page.getByRole('region', { name: 'Related product picks' })

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

test('hands-on carousel: buttons disabled at the ends, arrow keys move the slide', async ({ page }) => {
  await openReview(page)
  const carousel = handsOn(page)
  const prev = carousel.getByRole('button', { name: 'Previous photo' })
  const next = carousel.getByRole('button', { name: 'Next photo' })
  // Slides out of view are aria-hidden (and inert), so find them by their attributes.
  const slide = (n: number) => carousel.locator(`[aria-roledescription="slide"][aria-label="${n} of 4"]`)

  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4)
  await expect(prev).toBeDisabled()
  await expect(next).toBeEnabled()
  await expect(slide(1)).toHaveAttribute('aria-hidden', 'false')

  for (const n of [2, 3, 4]) {
    await next.click()
    await expect(slide(n)).toHaveAttribute('aria-hidden', 'false')
    await expect(slide(n - 1)).toHaveAttribute('aria-hidden', 'true')
  }
  await expect(next).toBeDisabled()
  await expect(prev).toBeEnabled()
  // The focus stays inside the carousel, so the arrow keys keep working.
  await page.keyboard.press('ArrowLeft')
  await expect(slide(3)).toHaveAttribute('aria-hidden', 'false')

  await carousel.focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(slide(1)).toHaveAttribute('aria-hidden', 'false')
  await expect(prev).toBeDisabled()
  await page.keyboard.press('ArrowLeft') // already at the start: stays
  await expect(slide(1)).toHaveAttribute('aria-hidden', 'false')
  await page.keyboard.press('ArrowRight')
  await expect(slide(2)).toHaveAttribute('aria-hidden', 'false')
  await expect(carousel.getByRole('img', { name: /mounted on a hallway ceiling/ })).toBeVisible()
})

for (const { width, perView } of [
  { width: 375, perView: 1 },
  { width: 800, perView: 2 },
  { width: 1280, perView: 3 },
]) {
  test(`related products show ${perView} per view at ${width}px; prev/next disabled at the ends`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await openReview(page)
    const carousel = related(page)
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('data-per-view', String(perView))
    const visible = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]')
    await expect(visible).toHaveCount(perView)
    const prev = carousel.getByRole('button', { name: 'Previous products' })
    const next = carousel.getByRole('button', { name: 'Next products' })
    await expect(prev).toBeDisabled()
    for (let i = 0; i < 4 - perView; i++) await next.click()
    await expect(next).toBeDisabled()
    await expect(carousel.getByRole('group', { name: '4 of 4' })).toBeVisible()
    await expect(carousel.getByRole('group', { name: '4 of 4' })).toBeInViewport()
    await expect(prev).toBeEnabled()
    await page.keyboard.press('ArrowLeft')
    await expect(next).toBeEnabled()
  })
}

test('related product cards have an image, name, rating, price and Check Price link', async ({ page }) => {
  await openReview(page)
  const cards = related(page).locator('article')
  await expect(cards).toHaveCount(4)
  const first = cards.first()
  await expect(first.getByRole('heading', { name: 'Aura Connect Wi-Fi Smoke & CO Alarm' })).toBeVisible()
  await expect(first.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeVisible()
  await expect(first).toContainText('$119.00')
  await expect(first.getByRole('link', { name: /^Check Price/ })).toBeVisible()
})

test('the comparison table shows ✓/✗ with words for screen readers and a dash for a missing value', async ({ page }) => {
  await openReview(page)
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Hearthwise Duo', 'BrightWatch Basic', 'Aura Connect'])
  const co = table.getByRole('row', { name: /Carbon monoxide detection/ })
  await expect(co.getByRole('cell')).toHaveText(['✓Yes', '✗No', '✓Yes'])
  const warranty = table.getByRole('row', { name: /Warranty/ })
  await expect(warranty.getByRole('cell').nth(2)).toContainText('—')
  await expect(warranty.getByRole('cell').nth(2)).toContainText('Not available')
})

test('the images are real files served by the site', async ({ page, request }) => {
  await openReview(page)
  const srcs = await page.locator('main img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''))
  const local = srcs.filter((s) => s.startsWith('/reviews/'))
  expect(local.length).toBe(8) // 4 hands-on + 4 related
  for (const src of local) {
    const response = await request.get(src)
    expect(response.status(), src).toBe(200)
    expect(response.headers()['content-type'], src).toMatch(/^image\//)
  }
  expect(srcs.every((s) => s.startsWith('/'))).toBe(true) // no hot-linking
})

test('JSON-LD for the product review and the FAQ is in the server-rendered HTML', async ({ request }) => {
  const response = await request.get('/reviews/example')
  expect(response.status()).toBe(200)
  const html = await response.text()
  const csp = response.headers()['content-security-policy'] ?? ''
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)]
  expect(blocks).toHaveLength(2)
  if (nonce) for (const b of blocks) expect(b[1]).toContain(`nonce="${nonce}"`)
  const data = blocks.map((b) => JSON.parse(b[2]))

  const product = data.find((d) => d['@type'] === 'Product')
  expect(product['@context']).toBe('https://schema.org')
  expect(product.name).toContain('Hearthwise Duo')
  expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' })
  expect(Number(product.offers.price)).toBe(39.99)
  expect(product.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    ratingValue: 4.5,
    bestRating: 5,
    worstRating: 1,
    reviewCount: 1,
  })
  expect(product.review).toMatchObject({
    '@type': 'Review',
    author: { '@type': 'Person', name: 'Dana Whitfield' },
    datePublished: '2025-03-03',
    reviewRating: { '@type': 'Rating', ratingValue: 4.5, bestRating: 5, worstRating: 1 },
  })

  const faq = data.find((d) => d['@type'] === 'FAQPage')
  expect(faq.mainEntity).toHaveLength(5)
  for (const q of faq.mainEntity) {
    expect(q['@type']).toBe('Question')
    expect(q.name).toBeTruthy()
    expect(q.acceptedAnswer['@type']).toBe('Answer')
    expect(q.acceptedAnswer.text).toBeTruthy()
  }
})

test('the example review is linked from /products, its category page and the home page', async ({ page }) => {
  for (const path of ['/products', '/products/home-safety', '/']) {
    await page.goto(path)
    const callout = page.getByTestId('product-review-callout')
    await expect(callout, path).toHaveCount(1)
    await expect(callout.getByRole('link', { name: /Hearthwise Duo Review/ })).toHaveAttribute('href', '/reviews/example')
  }
  // Only on the review's own category page.
  await page.goto('/products/cyber-safety')
  await expect(page.getByTestId('product-review-callout')).toHaveCount(0)
  // The whole card is the link.
  await page.goto('/products')
  await page.getByTestId('product-review-callout').getByRole('link').click()
  await expect(page).toHaveURL(/\/reviews\/example$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hearthwise Duo')
})
