import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures.ts'
import { openAdminSection } from './admin-helpers.ts'

// The admin uploads a municipality's LIVES feed in the Public records tab with "Create businesses
// from records that match none" ticked; the seeded restaurant's page shows its health inspections
// with the feed's publisher and date, a restaurant the feed created says where it came from, and
// the city's cards show the latest inspection.

const FEED = fileURLToPath(new URL('../fixtures/records/lives-denver/', import.meta.url))
const feedFiles = () => readdirSync(FEED).map((f) => `${FEED}${f}`)

test('an admin imports a LIVES feed creating the unmatched restaurants; business pages show "Health inspections" and "From public records"', async ({ browser, adminPage }) => {
  test.slow()
  await openAdminSection(adminPage, 'Directory', 'Public records')
  await adminPage.getByLabel('Which records').selectOption('LIVES health inspections')
  await adminPage.getByLabel('Files', { exact: true }).setInputFiles(feedFiles())
  await adminPage.getByLabel('Create businesses from records that match none').check()
  await adminPage.getByRole('button', { name: 'Import records' }).click()
  await expect(adminPage.getByText('Import queued')).toBeVisible({ timeout: 30_000 })
  const run = adminPage.getByTestId('records-import').first()
  await expect(run).toContainText('Done', { timeout: 90_000 })
  await expect(run).toContainText('LIVES health inspections of City and County of Denver, Department of Public Health & Environment')
  await expect(run).toContainText('8 malformed rows')
  await expect(run).toContainText(/\d+ businesses created from the records/)
  await expect(adminPage.getByTestId('records-pending').filter({ hasText: 'Fairview Diner & Grill' })).toContainText('may be Fairview Diner')

  const page = await browser.newPage()
  await page.goto('/city/denver/larimer-street-kitchen')
  const health = page.getByRole('region', { name: 'Health inspections' })
  await expect(health).toContainText('Latest score 96 of 100 (Good), inspected September 14, 2026')
  await expect(health).toContainText(/Critical ·\s?103: Food not held at proper temperature/)
  await expect(health).toContainText('The scale of City and County of Denver, Department of Public Health & Environment: 90–100 Good; 86–89 Adequate; 71–85 Needs improvement; 0–70 Poor.')
  await expect(health).toContainText(/Source: City and County of Denver, Department of Public Health & Environment( \(opens in a new tab\))?, feed of October 1, 2026\./)
  await expect(page.getByRole('note').filter({ hasText: 'From public records' })).toHaveCount(0)

  await page.goto('/city/denver')
  await page.getByRole('searchbox').first().fill("Joe's Bar")
  await page.keyboard.press('Enter')
  const card = page.getByRole('article').filter({ hasText: "Joe's Bar, Grill & Taproom" })
  await expect(card).toContainText(/Health inspection \w+ \d+, \d{4}/)
  await card.getByRole('link', { name: "Joe's Bar, Grill & Taproom", exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Joe's Bar, Grill & Taproom")
  await expect(page.getByRole('note').filter({ hasText: 'From public records: City and County of Denver, Department of Public Health & Environment, October 1, 2026' })).toBeVisible()
  await expect(page.getByText('Sample listings for demonstration')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Health inspections' })).toContainText('As recorded: Joe\'s Bar, Grill & Taproom, 2100 Market St, Suite 4, Denver, CO 80205')
})
