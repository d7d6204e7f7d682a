import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// The admin area a busy admin can find their way in: its sections in groups that fit a phone and a
// laptop, reached by keyboard too, and an Activity log that reads as sentences with links.

const GROUPS: Record<string, string[]> = {
  Directory: ['Business Listings', 'Submissions', 'Claims', 'Reports', 'Public records'],
  'Audits & badges': ['Audits', 'Badges'],
  'Members & reviews': ['Members', 'Reviews'],
  'Content & images': ['Content', 'City Images', 'Specific Cities'],
  Campaigns: ['Newsletter'],
  Site: ['Activity', 'Outbox', 'Jobs', 'Settings'],
}

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

for (const width of [1280, 375]) {
  test(`the admin area's groups and every section fit at ${width} px`, async ({ adminPage: page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const nav = page.getByRole('navigation', { name: 'Admin sections' })
    const groups = nav.getByRole('list', { name: 'Groups' })
    await expect(groups.getByRole('link')).toHaveText(Object.keys(GROUPS))
    for (const [group, sections] of Object.entries(GROUPS)) {
      await groups.getByRole('link', { name: group, exact: true }).click()
      await expect(groups.getByRole('link', { name: group, exact: true })).toHaveAttribute('aria-current', 'true')
      const list = nav.getByRole('list', { name: `${group} sections` })
      await expect(list.getByRole('link')).toHaveText(sections)
      for (const section of sections) {
        await list.getByRole('link', { name: section, exact: true }).click()
        await expect(list.getByRole('link', { name: section, exact: true })).toHaveAttribute('aria-current', 'page')
        // Every link of the navigation is inside the window: none hidden past its edge ("Acti…").
        for (const link of await nav.getByRole('link').all()) {
          const box = (await link.boundingBox())!
          expect(box.x + box.width, `${section}: ${await link.textContent()}`).toBeLessThanOrEqual(width)
        }
        expect.soft(await overflow(page), `${section} at ${width} px`).toBeLessThanOrEqual(0)
      }
    }
  })
}

test('the admin area is used by keyboard: a group and a section open with Enter', async ({ adminPage: page }) => {
  const nav = page.getByRole('navigation', { name: 'Admin sections' })
  await nav.getByRole('link', { name: 'Site', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?tab=activity$/)
  const jobs = nav.getByRole('list', { name: 'Site sections' }).getByRole('link', { name: 'Jobs', exact: true })
  await jobs.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?tab=jobs$/)
  await expect(jobs).toHaveAttribute('aria-current', 'page')
  await expect(jobs).toBeFocused()
})

test('Activity entries read as sentences with links: "Administrator generated an image for Denver"', async ({ adminPage: page }) => {
  test.setTimeout(60_000)
  const generated = await page.request.post('/api/generate-runware-image', { data: { cityName: 'Denver', type: 'city' }, timeout: 50_000 })
  expect(generated.status(), await generated.text()).toBe(200)

  await page.goto('/admin?tab=activity')
  const log = page.getByRole('list', { name: 'Admin activity' })
  const entry = log.getByRole('listitem').filter({ hasText: 'Administrator generated an image for Denver' }).first()
  await expect(entry).toBeVisible()
  await expect(entry.getByRole('link', { name: 'Denver' })).toHaveAttribute('href', '/city/denver')
  await expect(entry.locator('time')).toHaveText(/\w{3} \d{1,2}, \d{4}/)
  // No entry reads as a code and a number ("city-image.generate 9").
  await expect(log).not.toContainText('city-image.generate')
})
