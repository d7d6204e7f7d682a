import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures.ts'
import { openAdminSection } from './admin-helpers.ts'

// The admin uploads CMS's nursing home files, then the next month's: the tab counts what the
// newer files added, changed, left unchanged and no longer hold; the clinic's page shows its CMS
// inspections, the deficiency that left CMS's three years still there, marked by its date.

const folder = (name: string) => fileURLToPath(new URL(`../fixtures/records/${name}/`, import.meta.url))
const filesOf = (name: string) => readdirSync(folder(name)).map((f) => `${folder(name)}${f}`)

test('an admin imports two months of CMS files; the tab counts the changes and the page keeps the older deficiency', async ({ browser, adminPage }) => {
  test.slow()
  await openAdminSection(adminPage, 'Directory', 'Public records')
  for (const [name, counts] of [['cms-nursing-homes', '352 added, 0 changed, 0 unchanged, 0 gone from the source'], ['cms-nursing-homes-newer', '1 added, 2 changed, 217 unchanged, 133 gone from the source']] as const) {
    await adminPage.getByLabel('Which records').selectOption('CMS nursing home inspections')
    await adminPage.getByLabel('Files', { exact: true }).setInputFiles(filesOf(name))
    await adminPage.getByRole('button', { name: 'Import records' }).click()
    await expect(adminPage.getByText('Import queued')).toBeVisible({ timeout: 30_000 })
    const run = adminPage.getByTestId('records-import').filter({ hasText: counts })
    await expect(run).toContainText('Done', { timeout: 90_000 })
    await expect(run).toContainText('CMS nursing home inspections of Centers for Medicare & Medicaid Services, Care Compare')
    await expect(run).toContainText('6 malformed rows')
  }

  const page = await browser.newPage()
  await page.goto('/city/albuquerque/albuquerque-walk-in-clinic')
  const cms = page.getByRole('region', { name: 'CMS inspections' })
  await expect(cms).toContainText('Overall:2 of 5 stars')
  await expect(cms).toContainText('February 20, 2026 · Health inspection · 1 deficiency, 1 with actual harm or worse')
  await expect(cms).toContainText('Scope and severity G: Actual harm, isolated (actual harm or worse)')
  await expect(cms).toContainText('Not in the files of Centers for Medicare & Medicaid Services, Care Compare since November 1, 2026; kept from earlier files.')
  await expect(cms).toContainText('June 30, 2025 · Fine of $12,350')
  await expect(cms).toContainText(/Source: Centers for Medicare & Medicaid Services, Care Compare( \(opens in a new tab\))?, data processed November 1, 2026\./)
})
