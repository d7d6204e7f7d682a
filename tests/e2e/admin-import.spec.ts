import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import iconv from 'iconv-lite'
import { fillBusiness, importCsv, previewImport, unique } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

// A forgiving CSV import. A Windows-1252 file (Excel's plain "CSV") of 2,000 good rows
// and one bad one: the preview names the bad row's column and allowed values, "Import valid rows"
// imports the 2,000 with their accents, the bad row downloads with its reason; the same file again
// is flagged as duplicates; the import is undone from the Activity tab.

test('the admin imports the valid rows of a Windows-1252 file, sees duplicates on a second try, and undoes the import', async ({ adminPage: page }) => {
  test.setTimeout(180_000)
  const prefix = `E2E Crème ${unique()}`
  const rows = Array.from({ length: 2000 }, (_, i) => {
    const n = String(i + 1).padStart(4, '0')
    return `${prefix} Café ${n},retail,Pâtisserie et crème brûlée,4.2,"${i + 1} Rue Noël, Denver, CO 80202",(303) 555-${n},Denver,CO,80,published`
  })
  const bad = `${prefix} Boulangerie,Bakery,Bread,4.0,1 Bad St,(303) 555-0999,Denver,CO,80,published`
  const text = ['name,type,description,rating,address,phone,city,state,safety_score,status', ...rows.slice(0, 1000), bad, ...rows.slice(1000)].join('\r\n') + '\r\n'
  const file = join(tmpdir(), `cp1252-${unique()}.csv`)
  writeFileSync(file, iconv.encode(text, 'windows-1252'))

  const { dialog, preview } = await previewImport(page, file)
  await expect(preview.getByText('Read as Windows-1252.')).toBeVisible()
  await expect(preview.getByText('To create').locator('..')).toContainText('2,000')
  await expect(preview.getByText('Rejected', { exact: true }).locator('..')).toContainText('1')
  await expect(preview.getByText(/Line 1002: Column "type": "Bakery" is not allowed\. Allowed values: restaurants, construction/)).toBeVisible()
  // All or nothing stays the default: Import is disabled while a row is rejected.
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled()

  await dialog.getByRole('button', { name: 'Import valid rows' }).click()
  await expect(page.getByText('Data uploaded successfully')).toBeVisible({ timeout: 60_000 })
  const result = dialog.getByRole('region', { name: 'Import result' })
  await expect(result.getByText('Created', { exact: true }).locator('..')).toContainText('2,000')
  await expect(result.getByText('Not imported', { exact: true }).locator('..')).toContainText('1')
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download rejected rows' }).click()])
  expect(download.suggestedFilename()).toBe('rejected_rows.csv')
  const rejected = readFileSync(await download.path(), 'utf8')
  expect(rejected).toContain('"reason","name","type"')
  expect(rejected).toContain(`"${prefix} Boulangerie","Bakery"`)
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()

  // The accents came through.
  await page.goto(`/admin?tab=listings&q=${encodeURIComponent(`${prefix} Café 0001`)}`)
  await expect(page.getByRole('rowheader', { name: `${prefix} Café 0001` })).toBeVisible()

  // The same file again: every row is a possible duplicate; merging changes nothing.
  await previewImport(page, file)
  await expect(preview.getByText('2,000 rows look like a listing you already have:')).toBeVisible()
  await expect(preview.getByRole('link', { name: `${prefix} Café 0001` }).first()).toHaveAttribute('href', /^\/business-form\//)
  await expect(preview.getByRole('radio', { name: 'Merge: update the existing listing' })).toBeChecked()
  await expect(preview.getByText('To create').locator('..')).toContainText('0')
  await expect(preview.getByText('Unchanged').locator('..')).toContainText('2,000')
  await preview.getByRole('radio', { name: 'Keep: add them as new listings' }).check()
  await expect(preview.getByText('To create').locator('..')).toContainText('2,000')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Undo from the Activity tab: the 2,000 listings are gone.
  await page.goto('/admin?tab=activity')
  const row = page.getByRole('listitem').filter({ hasText: '2000 created, 0 updated, 1 rejected' }).first()
  await row.getByRole('button', { name: /Undo import/ }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Undo this import?' })
  await confirm.getByRole('button', { name: 'Undo import' }).click()
  await expect(page.getByText('Import undone')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('listitem').filter({ hasText: '2000 removed, 0 restored' }).first()).toBeVisible()
  await expect(row.getByText('Undone')).toBeVisible()
  await page.goto(`/admin?tab=listings&q=${encodeURIComponent(prefix)}`)
  await expect(page.getByText('No business listings found.')).toBeVisible()
})

test('the admin selects every listing matching a search, past the first page, and deletes them all', async ({ adminPage: page }) => {
  const prefix = `E2E Sweep ${unique()}`
  const rows = Array.from({ length: 30 }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')},retail,Swept,4,"${i + 1} Sweep St, Denver, CO",(303) 555-01${String(i).padStart(2, '0')}`)
  const file = join(tmpdir(), `sweep-${unique()}.csv`)
  writeFileSync(file, ['name,type,description,rating,address,phone', ...rows].join('\n') + '\n')
  await importCsv(page, file, '30')

  await page.goto(`/admin?tab=listings&q=${encodeURIComponent(prefix)}`)
  await page.getByLabel('Select all listings on this page').check()
  await expect(page.getByText('The 25 listings on this page are selected.')).toBeVisible()
  await page.getByRole('button', { name: `Select all 30 listings matching “${prefix}”` }).click()
  await page.getByRole('button', { name: 'Delete Selected (all matching)' }).click()
  const confirm = page.getByRole('alertdialog', { name: `Delete all 30 listings matching “${prefix}”?` })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('30 listings deleted')).toBeVisible()
  await expect(page.getByText('No business listings found.')).toBeVisible()
})

test('a submission that duplicates a listing is flagged in the Submissions queue and merged into it', async ({ adminPage: page }) => {
  const name = `E2E Twin Clinic ${unique()}`
  await page.getByRole('button', { name: 'Add New' }).click()
  const add = page.getByRole('dialog', { name: 'Add Business Listing' })
  await fillBusiness(add, name)
  await add.getByRole('button', { name: 'Add Listing' }).click()
  await expect(page.getByText('Business listing added')).toBeVisible()

  await page.goto('/city/denver')
  await page.getByRole('button', { name: 'Add Your Business' }).first().click()
  const sheet = page.getByRole('dialog')
  await sheet.getByLabel('Business Name').fill(name.toUpperCase())
  await sheet.getByLabel('Category').selectOption('Retail')
  await sheet.getByLabel('Description').fill('The same store, sent again by a visitor.')
  await sheet.getByLabel('Phone').fill('303.555.0123')
  await sheet.getByRole('button', { name: /Submit/ }).click()
  await expect(page.getByText('Business submitted successfully')).toBeVisible()

  await page.goto('/admin?tab=submissions')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: name.toUpperCase() }) })
  await expect(card.getByText('Possible duplicate of')).toBeVisible()
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', /^\/business-form\//)
  await card.getByRole('button', { name: `Merge ${name.toUpperCase()} into ${name}` }).click()
  await expect(page.getByText('Submission merged')).toBeVisible()
  await expect(page.getByRole('heading', { name: name.toUpperCase() })).toBeHidden()
  await page.goto(`/admin?tab=listings&q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('rowheader', { name })).toHaveCount(1)
})
