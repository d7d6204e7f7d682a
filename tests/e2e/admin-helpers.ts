import { expect, type Page } from '@playwright/test'

// The admin account is created on start from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts).
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@safest.test'
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-2026'

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

export async function adminLogin(page: Page) {
  await page.goto('/admin-login')
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
  await page.getByLabel('Email').fill(ADMIN_EMAIL)
  await page.getByLabel('Password').fill(ADMIN_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
}

/** Opens Import CSV on the admin's Business Listings with `file` and shows its preview. */
export async function previewImport(page: Page, file: string) {
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import business listings' })
  await dialog.getByLabel('CSV file').setInputFiles(file)
  await dialog.getByRole('button', { name: 'Preview' }).click()
  return { dialog, preview: dialog.getByRole('region', { name: 'Preview' }) }
}

/** Imports `file` whole, its preview showing `toCreate` new businesses. */
export async function importCsv(page: Page, file: string, toCreate: string) {
  const { dialog, preview } = await previewImport(page, file)
  await expect(preview.getByText('To create').locator('..')).toContainText(toCreate)
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByText('Data uploaded successfully')).toBeVisible()
}

/** Fills the business form (the Add or Edit dialog) with a retail business called `name`, in Denver unless told. */
export async function fillBusiness(scope: ReturnType<Page['getByRole']>, name: string, where = { city: 'Denver, CO', address: '200 Test Ave, Denver, CO 80202' }) {
  await scope.getByLabel('Name').fill(name)
  await scope.getByLabel('Category').selectOption('Retail')
  await scope.getByLabel('City').selectOption(where.city)
  await scope.getByLabel('Rating (0–5)').fill('4.4')
  await scope.getByLabel('Safety Score (0–100)').fill('93')
  // A typed score is the audit's overall score: it comes with the audit's date.
  await scope.locator('input[name="audited_on"]').fill('2026-11-02')
  await scope.getByLabel('Address').fill(where.address)
  await scope.getByLabel('Phone').fill('(303) 555-0123')
  await scope.getByLabel('Description').fill('Hardware store with daily safety walk-throughs.')
  // The audit fieldset also has a 'Certifications …' field. (Awards are added on the full form.)
  await scope.locator('input[name="certifications"]').fill('OSHA 10-Hour, First Aid')
}

/** Opens a section of the admin area through its navigation: the group, then the section. */
export async function openAdminSection(page: Page, group: string, section: string) {
  const nav = page.getByRole('navigation', { name: 'Admin sections' })
  await nav.getByRole('list', { name: 'Groups' }).getByRole('link', { name: group, exact: true }).click()
  const link = nav.getByRole('list', { name: `${group} sections` }).getByRole('link', { name: section, exact: true })
  await link.click()
  await expect(link).toHaveAttribute('aria-current', 'page')
}
