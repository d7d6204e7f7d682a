import { adminLogin, openAdminSection, unique } from './admin-helpers.ts'
import { expect, fillFields, signUpMember, test } from './fixtures.ts'

// The admin dashboard: who may enter, submissions, badges and members' Premium. Tests start signed
// in (`adminPage`) except the one that signs in at /admin-login.

test.describe.configure({ mode: 'serial' })

test('a member sees Access Denied at /admin and is refused at /admin-login', async ({ page, member }) => {
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/business-form')
  await expect(page).toHaveURL(/\/admin-login$/)
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Only administrators can log in here.' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin-login$/)
})

test('signed out, /admin shows Access Denied and the editors go to /admin-login', async ({ page }) => {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await page.goto('/badge-form/new')
  await expect(page).toHaveURL(/\/admin-login$/)
})

test('the admin signs in, approves a submission and finds the business on its city page', async ({ page }) => {
  const name = `E2E Submitted ${unique()}`
  await page.goto('/city/denver')
  await page.getByRole('button', { name: 'Add Your Business' }).first().click()
  const sheet = page.getByRole('dialog')
  await sheet.getByLabel('Business Name').fill(name)
  await sheet.getByLabel('Category').selectOption('Healthcare')
  await sheet.getByLabel('Description').fill('Walk-in clinic with strict infection control.')
  await sheet.getByRole('button', { name: /Submit/ }).click()
  await expect(page.getByText('Business submitted successfully')).toBeVisible()

  await adminLogin(page)
  await openAdminSection(page, 'Directory', 'Submissions')
  await page.getByRole('button', { name: `Approve ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Approve ${name}` })
  await expect(dialog.getByLabel('Name')).toHaveValue(name)
  await expect(dialog.getByLabel('City')).toHaveValue(/\d+/)
  await fillFields(dialog, { 'Rating (0–5)': '4.7', 'Safety Score (0–100)': '91', Address: '300 Clinic Way, Denver, CO 80203', Phone: '(303) 555-0155' })
  // The score typed at approval is the audit's: with its date it is kept and shown (without one the form asks for it).
  await dialog.getByRole('button', { name: 'Approve and Publish' }).click()
  await expect(dialog.getByText('Audit date is required with a safety score: a business shows its score only once audited')).toBeVisible()
  await dialog.locator('input[name="audited_on"]').fill('2026-11-02')
  await dialog.getByRole('button', { name: 'Approve and Publish' }).click()
  await expect(page.getByText('Submission approved')).toBeVisible()
  await expect(page.getByRole('button', { name: `Approve ${name}` })).toBeHidden()

  await page.goto(`/city/denver?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  // Published with the score the admin typed, and the month of its audit.
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })).toContainText(/91\s*\/100[\s\S]*audited November 2026/)
  await page.goto('/admin?tab=activity')
  await expect(page.getByRole('list', { name: 'Admin activity' }).getByRole('listitem').filter({ hasText: 'approved the submission of' }).filter({ has: page.getByRole('link', { name }) }).first()).toBeVisible()
})

test('the admin creates a badge, sees it on /badge, deletes it; sign-out returns to /admin-login', async ({ adminPage: page }) => {
  const badge = `E2E Badge ${unique()}`
  await openAdminSection(page, 'Audits & badges', 'Badges')
  await page.getByRole('link', { name: 'Add Badge' }).click()
  await expect(page).toHaveURL(/\/badge-form\/new$/)
  await page.getByLabel('ID', { exact: true }).fill(`e2e-${unique()}`)
  await page.getByLabel('Name').fill(badge)
  await page.getByLabel('Price').fill('0')
  await page.getByLabel('Description').fill('Awarded in an end-to-end test.')
  await page.getByRole('button', { name: 'Save Badge' }).click()
  await expect(page).toHaveURL(/\/admin\?tab=badges$/)
  await expect(page.getByRole('heading', { name: badge })).toBeVisible()
  await page.goto('/badge')
  await expect(page.getByRole('heading', { name: badge })).toBeVisible()

  // Deleting it leaves the catalog as it was (the nine badges other journeys count).
  await page.goto('/admin?tab=badges')
  await page.getByRole('button', { name: `Delete ${badge}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Badge deleted')).toBeVisible()
  await page.goto('/badge')
  await expect(page.getByRole('heading', { name: badge })).toBeHidden()

  await page.goto('/admin')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/admin-login$/)
  await expect(page.getByText('Logged out successfully')).toBeVisible()
})

test('the admin grants and revokes Premium on the Members tab; both are in the activity log', async ({ adminPage: page, browser }) => {
  const visitor = await browser.newPage()
  const { email } = await signUpMember(visitor, 'Pat Premium')
  await visitor.close()

  await openAdminSection(page, 'Members & reviews', 'Members')
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible()
  await page.getByLabel('Search members').fill(email)
  await page.getByRole('button', { name: 'Search' }).click()
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Free')
  await row.getByRole('button', { name: 'Grant Premium' }).click()
  await expect(page.getByText('Premium granted')).toBeVisible()
  await expect(row).toContainText('Premium')
  await row.getByRole('button', { name: 'Revoke Premium' }).click()
  await expect(page.getByText('Premium revoked')).toBeVisible()
  await expect(row).toContainText('Free')

  await openAdminSection(page, 'Site', 'Activity')
  const log = page.getByRole('list', { name: 'Admin activity' })
  await expect(log.getByRole('listitem').filter({ hasText: `gave Premium to ${email}` })).toBeVisible()
  await expect(log.getByRole('listitem').filter({ hasText: `took Premium from ${email}` })).toBeVisible()
})
