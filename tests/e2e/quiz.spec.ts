import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const startQuiz = async (page: Page) => {
  await page.goto('/quiz')
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Safety Assessment' })).toBeVisible()
  await page.getByRole('button', { name: 'Start Assessment' }).click()
}

/** Answers the current step by option position and presses Next; checks "Step X of N" first. */
async function answerStep(page: Page, step: number, total: number, option: number) {
  await expect(page.getByText(`Step ${step} of ${total}`, { exact: true })).toBeVisible()
  const next = page.getByRole('button', { name: 'Next' })
  const group = page.getByRole('group')
  await expect(group.getByRole('heading', { level: 2 })).toBeFocused()
  if ((await group.getByRole('radio', { checked: true }).count()) === 0) await expect(next).toBeDisabled()
  await group.getByRole('radio').nth(option).check()
  await expect(page.getByText(`Step ${step} of ${total}`, { exact: true })).toBeVisible()
  await next.click()
}

async function expectResults(page: Page) {
  await expect(page.getByRole('status')).toContainText('Analyzing your answers…')
  await expect(page.getByRole('heading', { name: 'Your Safety Recommendations' })).toBeVisible({ timeout: 5000 })
  await expect(page.getByRole('heading', { name: 'Your Safety Recommendations' })).toBeFocused()
  await expect(page.getByTestId('recommendation')).toHaveCount(4)
  await expect(page).toHaveURL(/\/quiz\?a=1[0-9-]{12}$/)
}

const cardTexts = (page: Page) => page.getByTestId('recommendation').allInnerTexts()

test('answering No to question 1: 10 steps, 4 recommendations without Child or Elderly, then Retake Quiz', async ({ page }) => {
  await startQuiz(page)
  await expect(page.getByText('Step 1 of 10', { exact: true })).toBeVisible()
  await expect(page.getByText('10% complete')).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10')
  await answerStep(page, 1, 10, 1) // No
  // Riskiest answers everywhere else.
  for (let step = 2; step <= 10; step++) await answerStep(page, step, 10, 2)
  await expectResults(page)

  const cards = page.getByTestId('recommendation')
  for (const text of await cardTexts(page)) {
    expect(text).toMatch(/(High|Medium|Low) priority/)
    // The figure is a match for the visitor's needs: a high-priority area never reads as the safest.
    expect(text).toMatch(/\d{2}%\s*match for your needs/)
    expect(text).not.toMatch(/safety score/i)
    expect(text).not.toMatch(/child safety|elderly safety/i)
  }
  await expect(cards.first()).toContainText('99%')
  await expect(cards.getByRole('link', { name: /See .* products/ })).toHaveCount(4)
  await expect(cards.getByRole('link', { name: 'See Home Safety products' })).toHaveAttribute('href', /^\/products\/home-safety#product-[a-z-]+$/)
  await expect(page.getByText('Not included: No young children at home')).toBeVisible()

  // Each recommendation leads to its product's card in the guide.
  const productLinks = cards.getByTestId('recommendation-product')
  await expect(productLinks).toHaveCount(4)
  for (const href of await productLinks.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
    expect(href).toMatch(/^\/products\/[a-z]+-safety#product-[a-z-]+$/)
  }
  const firstHref = (await productLinks.first().getAttribute('href'))!
  await productLinks.first().click()
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === firstHref)
  await expect(page.locator(`#${firstHref.split('#')[1]}`)).toBeInViewport()
  await page.goBack()
  await expect(page.getByTestId('recommendation')).toHaveCount(4)

  await page.getByRole('button', { name: 'Retake Quiz' }).click()
  await expect(page).toHaveURL(/\/quiz$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Safety Assessment' })).toBeFocused()
  await page.getByRole('button', { name: 'Start Assessment' }).click()
  await expect(page.getByText('Step 1 of 10', { exact: true })).toBeVisible()
  // Retake cleared the answers.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
})

test('answering Yes to question 1: 12 steps, child and elderly questions included', async ({ page }) => {
  await startQuiz(page)
  await expect(page.getByText('Step 1 of 10', { exact: true })).toBeVisible()
  await page.getByRole('radio', { name: 'Yes' }).check()
  await expect(page.getByText('Step 1 of 12', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'How childproofed is your home?' })).toBeFocused()
  // Key risky answers for children and older relatives, safe answers elsewhere.
  const options = [2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0]
  for (const [i, option] of options.entries()) await answerStep(page, i + 2, 12, option)
  await expectResults(page)
  const texts = (await cardTexts(page)).join('\n')
  expect(texts).toMatch(/child safety/i)
  expect(texts).toMatch(/elderly safety/i)
  await expect(page.getByTestId('recommendation').first()).toContainText('High priority')
})

test('Back returns to the previous step with its answer kept', async ({ page }) => {
  await startQuiz(page)
  await answerStep(page, 1, 10, 1)
  await answerStep(page, 2, 10, 0)
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByText('Step 2 of 10', { exact: true })).toBeVisible()
  await expect(page.getByRole('radio').first()).toBeChecked()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('button', { name: 'Start Assessment' })).toBeVisible()
})

test('the shared results URL reproduces the same results, even without JavaScript', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await startQuiz(page)
  const options = [1, 2, 1, 0, 2, 1, 0, 2, 1, 0]
  for (const [i, option] of options.entries()) await answerStep(page, i + 1, 10, option)
  await expectResults(page)
  const url = page.url()
  const expected = await cardTexts(page)

  await page.getByRole('button', { name: 'Share your results' }).click()
  await expect(page.getByText('Results link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)

  const other = await context.newPage()
  await other.goto(url)
  await expect(other.getByTestId('recommendation')).toHaveCount(4)
  expect(await cardTexts(other)).toEqual(expected)
  // The results' code arrives after the page's own and takes over the server-rendered results.
  await expect(async () => {
    await other.getByRole('button', { name: 'Retake Quiz' }).click()
    await expect(other.getByRole('button', { name: 'Start Assessment' })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })

  // Server-rendered: the results are in the HTML.
  const noJs = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noJs.newPage()
  await plain.goto(url)
  expect(await cardTexts(plain)).toEqual(expected)
  await expect(plain).toHaveTitle('Personal Safety Assessment | Safest')
  await noJs.close()
})

test('a broken results link shows the intro instead of failing', async ({ page }) => {
  for (const a of ['nonsense', '1999999999999', '%E0%A4%A']) {
    const response = await page.goto(`/quiz?a=${a}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('button', { name: 'Start Assessment' })).toBeVisible()
  }
})

test('keyboard only: start, answer a question with the arrow keys and move on', async ({ page }) => {
  await page.goto('/quiz')
  await page.getByRole('button', { name: 'Start Assessment' }).focus()
  await page.keyboard.press('Enter')
  const heading = page.getByRole('heading', { name: 'Do you have children or elderly family members living with you?' })
  await expect(heading).toBeFocused()
  await expect(page.getByRole('group', { name: /Do you have children or elderly family members/ })).toBeVisible()

  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'No' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Back' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page.getByText('Step 2 of 10', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: /smoke and carbon monoxide alarms/ })).toBeFocused()
  // Enter on a chosen option submits the step too.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Step 3 of 10', { exact: true })).toBeVisible()
})

test('works on a 375px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await startQuiz(page)
  await answerStep(page, 1, 10, 1)
  await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.goto('/quiz?a=11-2102010-12')
  await expect(page.getByTestId('recommendation')).toHaveCount(4)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
