import { adminLogin, fillBusiness, unique } from './admin-helpers.ts'
import { axeViolations as axe, expect, signUpMember, test } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'

// Compare and keep: a member compares businesses side by side, saves one, finds it
// under Saved businesses and asks for its change e-mails; the admin changes its score; the e-mail
// arrives. The business is the journey's own (added by the admin), so no other journey sees it change.

test('compare two businesses, save one, see it on the dashboard, get an e-mail when the admin changes its score', async ({ browser, page, business }) => {
  test.setTimeout(90_000)
  const name = `Keep Hardware ${unique()}`
  // The admin adds an audited business near 80202.
  const admin = await browser.newContext()
  const adminPage = await admin.newPage()
  await adminLogin(adminPage)
  await adminPage.goto('/business-form')
  await fillBusiness(adminPage.locator('main'), name)
  await adminPage.getByLabel('Audit date').fill('2026-10-01')
  for (const [label, weight] of [['Inspection record', 30], ['Certifications', 20], ['Incident history', 20], ['Staff training', 15], ['Years without violations', 15]]) {
    await adminPage.getByLabel(`${label} (${weight}%)`, { exact: true }).fill('80')
    await adminPage.getByLabel(`${label} evidence`, { exact: true }).fill('Checked on site')
  }
  await adminPage.getByRole('button', { name: 'Add Listing' }).click()
  await expect(adminPage).toHaveURL(/\/admin$/)

  // A visitor's Save asks them to sign in and brings them back.
  await page.goto(`/search?q=${encodeURIComponent(name)}&near=80202`)
  const card = page.locator('article', { has: page.getByRole('heading', { name }) })
  // Its address is the ZIP code's own point, so the card says "here" rather than a distance.
  await expect(card.getByText(/^(here|\d+(\.\d)? mi away)$/)).toBeVisible()
  await card.getByRole('button', { name: `Save ${name}` }).click()
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  const member = await signUpMember(page)
  await page.goto(`/search?q=${encodeURIComponent(name)}&near=80202`)

  // Compare: this business from the search, the seed's from its page; Compare opens /compare with distances.
  await card.getByRole('checkbox', { name: 'Add to Compare' }).check()
  const tray = page.getByRole('region', { name: 'Comparison tray' })
  await expect(tray).toContainText('Compare (1 of 3)')
  await page.goto(business.path)
  await page.getByRole('checkbox', { name: 'Add to Compare' }).first().check()
  await expect(tray).toContainText('Compare (2 of 3)')
  await tray.getByRole('link', { name: 'Compare' }).click()
  await expect(page).toHaveURL(/\/compare\?ids=[0-9a-f-]{36},[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Compare businesses' })).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: new RegExp(business.name) })).toBeVisible()
  for (const row of ['Safety score', 'Staff training (15%)', 'Awards', 'Customer rating']) await expect(table.getByRole('rowheader', { name: row })).toBeVisible()
  const id = new URL(page.url()).searchParams.get('ids')!.split(',')[0]!
  await page.getByLabel('Distance from').fill('80202')
  await page.getByRole('button', { name: 'Show distances' }).click()
  await expect(table.getByRole('rowheader', { name: 'Distance from 80202 (Denver, CO)' })).toBeVisible()
  await expect(table.getByRole('row', { name: /Distance from/ }).getByRole('cell').first()).toHaveText(/^(here|\d+(\.\d)? mi)$/)
  expect(await axe(page)).toEqual([])

  // Save it from its page: the toggle is pressed, and stays so after a reload.
  await table.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const save = page.getByRole('button', { name: `Save ${name}`, exact: true })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  // The press shows at once; the reload waits for the server's answer (a reload would cancel it).
  const stored = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/favorite'))
  await save.click()
  // Pressed, it reads "Saved".
  const saved = page.getByRole('button', { name: `Saved ${name}`, exact: true })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  expect((await stored).ok()).toBe(true)
  await page.reload()
  await expect(saved).toHaveAttribute('aria-pressed', 'true')

  // Saved businesses on the dashboard; ask for its change e-mails.
  await page.goto('/dashboard/saved')
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Saved businesses' })).toHaveAttribute('aria-current', 'page')
  const item = page.getByTestId('saved-business').filter({ hasText: name })
  await expect(item).toHaveCount(1)
  expect(await axe(page)).toEqual([])
  const notify = item.getByRole('button', { name: `E-mail me changes of ${name}` })
  await expect(notify).toHaveAttribute('aria-pressed', 'false')
  // As with Save: the press shows at once, and the reload waits for the server's answer.
  const asked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/favorite'))
  await notify.click()
  await expect(notify).toHaveAttribute('aria-pressed', 'true')
  expect((await asked).ok()).toBe(true)
  await page.reload()
  await expect(notify).toHaveAttribute('aria-pressed', 'true')

  // The admin changes its score; the member gets the e-mail.
  await adminPage.goto(`/business-form/${id}`)
  await adminPage.getByLabel('Staff training (15%)', { exact: true }).fill('20')
  await adminPage.getByRole('button', { name: 'Save Changes' }).click()
  await expect(adminPage).toHaveURL(/\/admin$/)
  const mail = await waitForMail(member.email, `${name}: safety score changed`)
  expect(mail.body).toContain('Its safety score went from 80 to 71.')
  expect(mail.body).toMatch(/\/city\/denver\/keep-hardware-/)
  await admin.close()
})
