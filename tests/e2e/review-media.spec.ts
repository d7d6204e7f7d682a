import { expect, test } from './fixtures.ts'
import { openReview, handsOn, related } from './review-helpers.ts'

// The example review page's carousels (spec §4), related picks, comparison table, images, JSON-LD
// (§9) and the links that lead to it.

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
