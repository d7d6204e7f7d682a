import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fillBusiness, importCsv, previewImport, unique } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

// The admin dashboard's businesses: add, edit and delete, dialogs by keyboard, the Jobs tab on a
// phone, CSV export and import, paging the imported ones, bulk delete. Tests start signed in
// (`adminPage`).

test.describe.configure({ mode: 'serial' })

test('the admin adds a listing, finds it on the city page, edits and deletes it', async ({ adminPage: page }) => {
  const name = `E2E Hardware ${unique()}`
  await page.getByRole('button', { name: 'Add New' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Business Listing' })
  await dialog.getByRole('button', { name: 'Add Listing' }).click()
  await expect(dialog.getByText('Name is required')).toBeVisible()
  await fillBusiness(dialog, name)
  await dialog.getByRole('button', { name: 'Add Listing' }).click()
  await expect(page.getByText('Business listing added')).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.goto(`/city/denver?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('heading', { name })).toBeVisible()

  await page.goto(`/admin?tab=listings&q=${encodeURIComponent(name)}`)
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Business Listing' })
  await expect(edit.getByLabel('Name')).toHaveValue(name)
  await edit.getByLabel('Name').fill(`${name} Renamed`)
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Business listing updated')).toBeVisible()
  await expect(page.getByRole('rowheader', { name: `${name} Renamed` })).toBeVisible()

  await page.getByRole('button', { name: `Delete ${name} Renamed` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('This cannot be undone.')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Business listing deleted')).toBeVisible()
  await expect(page.getByRole('rowheader', { name: `${name} Renamed` })).toBeHidden()

  await page.goto(`/city/denver?q=${encodeURIComponent(name)}`)
  await expect(page.getByText('No businesses found')).toBeVisible()
})

test('keyboard: dialogs open with Enter, close with Escape and give focus back to their button (375 px)', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const addNew = page.getByRole('button', { name: 'Add New' })
  await addNew.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Add Business Listing' })
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(addNew).toBeFocused()
  const remove = page.getByRole('button', { name: /^Delete (?!Selected)/ }).first()
  await remove.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(remove).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test('the Jobs tab shows every queue on a phone without a sideways scroll (375 px)', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/admin?tab=jobs')
  const queues = page.getByRole('list', { name: 'Jobs by queue' })
  await expect(queues.getByText('E-mail delivery')).toBeVisible()
  await expect(queues.getByText('Badge expiry (new UTC day)')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  // The wide table (which scrolls inside its box) is for wider screens only.
  await expect(page.getByRole('table', { name: 'Jobs by queue' })).toBeHidden()
})

test('the admin exports CSV, edits it, previews and imports it; a bad row imports nothing', async ({ adminPage: page }) => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
  expect(download.suggestedFilename()).toBe('business_listings.csv')
  const csv = readFileSync(await download.path(), 'utf8')
  expect(csv.startsWith('\uFEFF')).toBe(true) // a BOM, so spreadsheet programs read UTF-8
  const lines = csv.slice(1).split('\r\n').filter(Boolean)
  expect(lines[0]).toMatch(/^id,name,type,description,rating,address,phone,website,certifications,created_at,updated_at,city,state,safety_score,email,badges,status/)

  // One new row (no id) and one changed row; the rest are unchanged.
  const header = lines[0]!
  // A row in the file's own column order: the named cells filled, every other column empty.
  const row = (cells: Record<string, string>) => header.split(',').map((column) => cells[column] ?? '').join(',')
  const added = `E2E Imported ${unique()}`
  const newRow = row({ name: added, type: 'retail', description: 'Imported from a spreadsheet', rating: '4.1', address: '"5 Import Rd, Denver, CO 80202"', phone: '(303) 555-0177', certifications: 'First Aid|CPR', city: 'Denver', state: 'CO', safety_score: '88', badges: 'osha', status: 'published' })
  const firstRow = lines[1]!
  const changedRow = firstRow.replace(/,"?(published|hidden)"?(?=,|$)/, (_m, status) => (status === 'published' ? ',"hidden"' : ',"published"'))
  expect(changedRow).not.toBe(firstRow)
  const good = join(tmpdir(), `listings-${unique()}.csv`)
  writeFileSync(good, [header, changedRow, newRow].join('\r\n') + '\r\n')

  const { dialog, preview } = await previewImport(page, good)
  await expect(preview.getByText('To create').locator('..')).toContainText('1')
  await expect(preview.getByText('To update').locator('..')).toContainText('1')
  // The new row's score has no audit date: it imports, and the preview says no page shows it yet.
  await expect(preview).toContainText('Line 3: Column "safety_score": the score is kept but not shown until the business is audited (audited_on is empty)')
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByText('Data uploaded successfully')).toBeVisible()
  await page.goto(`/city/denver?q=${encodeURIComponent(added)}`)
  await expect(page.getByRole('heading', { name: added })).toBeVisible()

  const failed = `E2E Never ${unique()}`
  const bad = join(tmpdir(), `bad-${unique()}.csv`)
  const fine = row({ name: failed, type: 'retail', description: 'Fine row', rating: '4.0', address: '1 Fine St', phone: '(303) 555-0101', city: 'Denver', state: 'CO', safety_score: '80', status: 'published' })
  const wrong = row({ name: `${failed} Two`, type: 'retail', description: 'Bad rating', rating: '9.5', address: '2 Bad St', phone: '(303) 555-0102', city: 'Denver', state: 'CO', safety_score: '80', status: 'published' })
  writeFileSync(bad, `${header}\r\n${fine}\r\n${wrong}\r\n`)
  await page.goto('/admin')
  await previewImport(page, bad)
  await expect(dialog.getByText(/Line 3/)).toBeVisible()
  await expect(dialog.getByText(/Rating must be between 0 and 5/)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled()
  await page.goto(`/admin?tab=listings&q=${encodeURIComponent(failed)}`)
  await expect(page.getByText('No business listings found.')).toBeVisible()
})

test('fourteen listings imported by CSV fill two pages of their city, paged by keyboard and by click', async ({ adminPage: page }) => {
  const prefix = `E2E Pager ${unique()}`
  // Safety scores fall with the number, so the directory's default order (by score) is 01 … 14.
  const rows = Array.from({ length: 14 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0')
    return `${prefix} ${n},retail,Paged listing,4.2,"${i + 1} Pager St, Denver, CO 80202",(303) 555-0142,Denver,CO,${99 - i},published`
  })
  const file = join(tmpdir(), `pager-${unique()}.csv`)
  writeFileSync(file, ['name,type,description,rating,address,phone,city,state,safety_score,status', ...rows].join('\r\n') + '\r\n')
  await importCsv(page, file, '14')

  await page.goto(`/city/denver?q=${encodeURIComponent(prefix)}`)
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  const cards = page.getByRole('heading', { name: new RegExp(`^${prefix}`) })
  await expect(pager).toContainText('Page 1 of 2')
  await expect(cards).toHaveCount(12)
  await expect(cards.first()).toHaveText(`${prefix} 01`)
  await expect(pager.getByRole('link', { name: 'Previous page' })).toHaveCount(0)
  // By keyboard: focus the link, press Enter.
  await pager.getByRole('link', { name: 'Next page' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(pager).toContainText('Page 2 of 2')
  await expect(cards).toHaveText([`${prefix} 13`, `${prefix} 14`])
  await expect(pager.getByRole('link', { name: 'Next page' })).toHaveCount(0)
  // By click, back to the first page.
  await pager.getByRole('link', { name: 'Previous page' }).click()
  await expect(page).not.toHaveURL(/page=2/)
  await expect(pager).toContainText('Page 1 of 2')
  await expect(cards).toHaveCount(12)

  // Tidy up: the other specs count Denver's businesses.
  await page.goto(`/admin?tab=listings&q=${encodeURIComponent(prefix)}`)
  await page.getByLabel('Select all listings on this page').check()
  await page.getByRole('button', { name: 'Delete Selected (14)' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No business listings found.')).toBeVisible()
})

test('the admin bulk-deletes selected listings', async ({ adminPage: page }) => {
  await page.getByRole('button', { name: 'Delete Selected' }).click()
  await expect(page.getByText('No listings selected')).toBeVisible()
  const prefix = `E2E Bulk ${unique()}`
  for (const n of [1, 2]) {
    await page.getByRole('button', { name: 'Add New' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Business Listing' })
    await fillBusiness(dialog, `${prefix} ${n}`)
    await dialog.getByRole('button', { name: 'Add Listing' }).click()
    await expect(dialog).toBeHidden()
  }
  await page.goto(`/admin?tab=listings&q=${encodeURIComponent(prefix)}`)
  await page.getByLabel('Select all listings on this page').check()
  await page.getByRole('button', { name: 'Delete Selected (2)' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Business listing deleted')).toBeVisible()
  await expect(page.getByText('No business listings found.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete Selected', exact: true })).toBeVisible()
})
