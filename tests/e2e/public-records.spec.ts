import { fileURLToPath } from 'node:url'
import { expect, test } from './fixtures.ts'
import { openAdminSection } from './admin-helpers.ts'

// The admin uploads the DOL's OSHA files in the Public records tab, follows the import to
// its end and confirms an uncertain match; the business pages show the records and the score they make.

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url))

test('the admin imports OSHA records and confirms a match; business pages show the records and the recomputed score', async ({ browser, adminPage }) => {
  // An import job and two business pages: more steps than most journeys.
  test.slow()
  const page = await browser.newPage()
  await page.goto('/city/milwaukee/menomonee-valley-metalworks')
  const scoreBefore = await page.getByRole('heading', { name: /^How the score of \d+ is made$/ }).textContent()
  await expect(page.getByRole('region', { name: 'Public records' })).toHaveCount(0)

  await openAdminSection(adminPage, 'Directory', 'Public records')
  await expect(adminPage.getByRole('heading', { name: 'Public records', level: 2 })).toBeVisible()
  await adminPage.getByLabel('Files').setInputFiles([fixture('osha-inspections.csv'), fixture('osha-violations.csv')])
  await adminPage.getByRole('button', { name: 'Import records' }).click()
  await expect(adminPage.getByText('Import queued')).toBeVisible()
  const run = adminPage.getByTestId('records-import').first()
  await expect(run).toContainText('Done', { timeout: 60_000 })
  await expect(run).toContainText('10 malformed rows')
  await run.getByText('Malformed rows', { exact: true }).click()
  await expect(run).toContainText('inspections line 288: activity_nr "ABC123" is not a number')

  const pending = adminPage.getByTestId('records-pending').filter({ hasText: 'ARKANSAS RIVER FREIGHT LINES' })
  await expect(pending).toContainText('Arkansas River Freight')
  await pending.getByRole('button', { name: 'Confirm: ARKANSAS RIVER FREIGHT LINES is Arkansas River Freight' }).click()
  await expect(adminPage.getByText('Match confirmed')).toBeVisible()
  await expect(adminPage.getByTestId('records-pending').filter({ hasText: 'ARKANSAS RIVER FREIGHT LINES' })).toHaveCount(0)

  await page.goto('/city/milwaukee/menomonee-valley-metalworks')
  const records = page.getByRole('region', { name: 'Public records' })
  await expect(records).toContainText('2 OSHA inspections since 2021; 1 serious violation; 1 other violation; $5,000 in penalties')
  await expect(records).toContainText('Serious violation · standard 19100212 A01 · penalty $5,000 (reduced to $3,500 on contest)')
  await expect(records).toContainText('data published October 1, 2026')
  const breakdown = page.getByRole('region', { name: /^How the score of \d+ is made$/ })
  await expect(breakdown).toContainText('2 OSHA inspections since 2021')
  expect(await page.getByRole('heading', { name: /^How the score of \d+ is made$/ }).textContent()).not.toBe(scoreBefore)

  await page.goto('/city/little-rock/arkansas-river-freight')
  await expect(page.getByRole('region', { name: 'Public records' })).toContainText('1 OSHA inspection since 2025; 1 willful violation')
  await expect(page.getByRole('region', { name: /^How the score of \d+ is made$/ })).toContainText('1 willful violation')
})

// An owner can dispute a match through Report a problem (decision 040): runs after the
// import above. The owner disputes the records; the admin detaches one of them in the Reports tab,
// then reopens it in the Public records tab (a rejected match goes back among the matches to check).
test('an owner disputes the public records; the admin detaches one, the business page shows the score without it, and the admin reopens it', async ({ browser, adminPage }) => {
  const page = await browser.newPage()
  await page.goto('/city/denver/larimer-street-kitchen')
  await page.getByText('Report a problem', { exact: true }).click()
  await expect(page.getByLabel('What is wrong?').getByRole('option', { name: 'These public records are not this business' })).toHaveCount(0)

  await page.goto('/city/milwaukee/menomonee-valley-metalworks')
  const records = page.getByRole('region', { name: 'Public records' })
  await expect(records).toContainText('Not this business? Tell us through "Report a problem" below.')
  const scoreBefore = await page.getByRole('heading', { name: /^How the score of \d+ is made$/ }).textContent()
  await page.getByText('Report a problem', { exact: true }).click()
  await page.getByLabel('What is wrong?').selectOption('These public records are not this business')
  await page.getByLabel('Details (optional)').fill('The 2021 inspection was of the company on this site before us.')
  await page.getByRole('button', { name: 'Send report' }).last().click()
  await expect(page.getByText('Thank you: we will look into it.')).toBeVisible()

  await adminPage.goto('/admin?tab=reports')
  const card = adminPage.getByRole('listitem', { name: 'Report on Menomonee Valley Metalworks' })
  await expect(card).toContainText('These public records are not this business')
  await expect(card).toContainText('The 2021 inspection was of the company on this site before us.')
  const kept = card.getByRole('checkbox', { name: /inspection 1500002/ })
  await expect(kept).toBeChecked()
  await kept.uncheck()
  await card.getByRole('button', { name: 'Detach the ticked records' }).click()
  await expect(adminPage.getByText('Records detached and the score recomputed')).toBeVisible()
  await expect(card).toHaveCount(0)

  await page.goto('/city/milwaukee/menomonee-valley-metalworks')
  await expect(records).toContainText('1 OSHA inspection since 2024; 1 violation')
  await expect(records).not.toContainText('Serious violation')
  await expect(page.getByRole('region', { name: /^How the score of \d+ is made$/ })).toContainText('1 OSHA inspection since 2024')
  expect(await page.getByRole('heading', { name: /^How the score of \d+ is made$/ }).textContent()).not.toBe(scoreBefore)

  // The detached record is a rejected match: the admin can reopen it for a second look.
  await adminPage.goto('/admin?tab=records')
  const rejected = adminPage.getByTestId('records-rejected').filter({ hasText: '1500001' })
  await expect(rejected).toContainText('is not Menomonee Valley Metalworks')
  await rejected.getByRole('button', { name: 'Reopen: MENOMONEE VALLEY METALWORKS, INC. may be Menomonee Valley Metalworks' }).click()
  await expect(adminPage.getByText('Match reopened')).toBeVisible()
  await expect(adminPage.getByTestId('records-rejected').filter({ hasText: '1500001' })).toHaveCount(0)
  await expect(adminPage.getByTestId('records-pending').filter({ hasText: '1500001' })).toContainText('may be Menomonee Valley Metalworks')
})
