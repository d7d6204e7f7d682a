import { axeViolations as violations, expect, signUpMember, test } from './fixtures.ts'
import { htmlCodeSnifferErrors } from './html-codesniffer.ts'

// Automated WCAG 2.1 A/AA checks (labels, roles, contrast, landmarks…) on every public page,
// at desktop and phone widths, including the main dialogs; and HTML_CodeSniffer's WCAG2AA errors
// (pa11y's runner: a form with no submit control, among others) on every public page.
const PAGES = ['/', '/city', '/city/denver', '/city/denver/larimer-street-kitchen', '/methodology', '/quiz', '/badge', '/products', '/products/home-safety', '/reviews/example',
  '/about', '/contact', '/privacy', '/refund-policy', '/thank-you', '/login', '/forgot-password', '/search?near=80202', '/blog', '/nope']

// One test a page (a slow page fails alone, with its name): checked at 1280 px, then resized to a
// 375 px phone and checked again (the server sends the same markup at every width; the layout,
// contrast over images and what is hidden change), saving a second load of the page.
for (const path of PAGES) {
  test(`${path} passes axe at 1280 and 375 px, and HTML_CodeSniffer`, async ({ page }) => {
    // Three scans of a large page (the city page: ~8 s alone, far more on a loaded machine).
    test.slow()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(path)
    expect(await violations(page), 'at 1280 px').toEqual([])
    expect(await htmlCodeSnifferErrors(page), 'HTML_CodeSniffer at 1280 px').toEqual([])
    await page.setViewportSize({ width: 375, height: 900 })
    // HTML_CodeSniffer reads the markup, the same at every width: once is enough.
    expect(await violations(page), 'at 375 px').toEqual([])
  })
}

test('dialogs pass axe', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Add Your Business' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Your Business' })).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await page.goto('/city/denver')
  await page.getByRole('button', { name: /View details for/ }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('keyboard at 375 px: the home and city dialogs load on demand, open with Enter, close with Escape and give focus back to their button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const reopen = async (button: import('@playwright/test').Locator, dialogName: string | RegExp) => {
    const dialog = page.getByRole('dialog', { name: dialogName })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  }
  const loadedScripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.endsWith('.js')))
  await page.goto('/')
  expect((await loadedScripts()).filter((n) => /\/(nominate-dialog|find-businesses-dialog|add-business-dialog|business-details-dialog|compare-tray)-/.test(n))).toEqual([])
  await reopen(page.getByRole('button', { name: 'Nominate a Business' }), 'Nominate a Business')
  expect((await loadedScripts()).some((n) => n.includes('/nominate-dialog-'))).toBe(true)
  await reopen(page.getByRole('button', { name: 'Find Safe Businesses' }), 'Find Safe Businesses')
  await reopen(page.getByRole('button', { name: 'Add Your Business' }), 'Add Your Business')
  await reopen(page.getByRole('button', { name: 'View Details Example' }), 'Harbor Light Family Clinic')
  await page.goto('/city/denver')
  const details = page.getByRole('button', { name: /View details for/ }).first()
  const name = (await details.getAttribute('aria-label'))!.replace('View details for ', '')
  await reopen(details, name)
  await reopen(page.getByRole('button', { name: 'Filters' }), 'Filters')
  await reopen(page.getByRole('button', { name: 'Add Your Business' }), 'Add Your Business')
})

test('a toast passes axe (its colored text keeps its contrast)', async ({ page }) => {
  await signUpMember(page)
  await page.goto('/dashboard')
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Logged out successfully')).toBeVisible()
  expect(await violations(page)).toEqual([])
})
