import { rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, unique } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'
import { mailTo } from './mailbox.ts'
import { freshDataDir, startOwnServer } from './own-server.ts'

// A badge from application to award in a real browser, on a server of its own with Stripe configured (pointed at
// the local stand-in, whose Checkout page pays and sends the signed webhook as Stripe would):
// a member applies for a paid badge for a new business, pays, the admin approves the business,
// schedules and passes the audit; the member is e-mailed at each step; the business shows the award,
// /verify/{code} says Current and the seal shows it; the admin revokes it and both say Revoked.
const port = Number(process.env.E2E_PORT ?? 3100) + 60
const WEBHOOK_SECRET = 'whsec_e2e_badge_journey'

let stripe: StripeStandIn
let server: ReturnType<typeof startOwnServer>
let dataDir: string

test.beforeAll(async () => {
  test.setTimeout(240_000)
  dataDir = await freshDataDir('safest-badge-journey-')
  stripe = await startStripeStandIn({ webhook: { url: `http://127.0.0.1:${port}/api/stripe/webhook`, secret: WEBHOOK_SECRET } })
  server = startOwnServer(port, dataDir, {
    SITE_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL, ADMIN_PASSWORD,
    RATE_LIMIT_AUTH: '1000', RATE_LIMIT_SUBMISSIONS: '1000',
    STRIPE_SECRET_KEY: 'sk_test_badge_journey', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url,
    ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
  })
  await server.healthy()
})

test.afterAll(async () => {
  await server?.stop()
  await stripe?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** Waits for a message to `to` whose subject contains `subject`; its body. */
async function mailBody(to: string, subject: string): Promise<string> {
  let body = ''
  await expect(async () => {
    body = mailTo(to).find((m) => m.subject.includes(subject))?.body ?? ''
    expect(body, `an e-mail "${subject}" to ${to}`).not.toBe('')
  }).toPass({ timeout: 20_000 })
  return body
}

async function signInAdmin(page: Page) {
  const res = await page.request.post(`${server.base}/admin-login`, { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, maxRedirects: 0 })
  expect(res.status(), 'admin sign-in').toBe(302)
}

test('a member applies for a paid badge, pays, is audited and awarded; the admin revokes the award', async ({ browser }) => {
  test.setTimeout(240_000)
  const base = server.base
  const businessName = `Journey Fire Supply ${unique()}`
  const member = { name: 'Jo Applicant', email: `applicant${unique()}@example.com`, password: 'lantern-river-8' }
  const admin = await (await browser.newContext()).newPage()
  const applicant = await (await browser.newContext()).newPage()

  // The admin prices the Fire Safety badge at $149.
  await signInAdmin(admin)
  await admin.goto(`${base}/badge-form/fire-safety`)
  await admin.getByLabel('Price').fill('149')
  await admin.getByRole('button', { name: 'Save Badge' }).click()
  await expect(admin.getByText('Badge saved').first()).toBeVisible()

  // A signed-out visitor who presses "Apply for this badge" signs up and comes back to the form.
  await applicant.goto(`${base}/badge`)
  await applicant.getByRole('link', { name: 'Apply for this badge: Fire Safety' }).click()
  const signUp = applicant.getByRole('tabpanel', { name: 'Create Account' })
  await applicant.getByRole('tab', { name: 'Create Account' }).click()
  await signUp.getByLabel('Name').fill(member.name)
  await signUp.getByLabel('Email').fill(member.email)
  await signUp.getByLabel('Password').fill(member.password)
  await signUp.getByRole('button', { name: 'Create Account' }).click()
  // The password's hash takes its time on a busy machine ("Creating account..." meanwhile).
  await expect(applicant).toHaveURL(/\/badge\/fire-safety\/apply/, { timeout: 30_000 })

  // The application: a new business, the badge's questions, then payment.
  await applicant.getByLabel('Business', { exact: true }).selectOption({ label: 'A new business (describe it below)' })
  await applicant.getByLabel('Business name').fill(businessName)
  await applicant.getByLabel('Category').selectOption('Retail')
  await expect(applicant.getByLabel('Address')).toHaveAttribute('autocomplete', 'address-line1')
  await applicant.getByLabel('Address').fill('1550 Larimer St, Denver, CO 80202')
  await applicant.getByLabel('City', { exact: true }).selectOption({ label: 'Denver, CO' })
  await applicant.getByLabel('Phone').fill('(303) 555-0188')
  await applicant.getByLabel('Email').fill(member.email)
  for (const group of await applicant.getByRole('group').all()) {
    const yes = group.getByRole('radio', { name: 'Yes' })
    if (await yes.count()) await yes.check()
  }
  for (const text of await applicant.locator('textarea').all()) if (!(await text.inputValue())) await text.fill('Extinguishers serviced every March; monthly checks logged.')
  await applicant.getByRole('button', { name: 'Continue to payment ($149.00)' }).click()

  // Stripe's hosted page (the stand-in's): pay; the webhook submits the application.
  await expect(applicant.getByRole('heading', { name: 'Pay $149.00' })).toBeVisible()
  await applicant.getByRole('button', { name: 'Pay' }).click()
  await expect(applicant).toHaveURL(/\/applications\/[^/?]+\?checkout=success/)
  await expect(applicant.getByText('Payment: $149.00 (paid)')).toBeVisible()
  await mailBody(member.email, 'Application received: Fire Safety')

  // The admin approves the new business, then schedules, starts and passes the audit.
  await admin.goto(`${base}/admin?tab=submissions`)
  await admin.getByRole('button', { name: `Approve ${businessName}` }).click()
  const approve = admin.getByRole('dialog', { name: `Approve ${businessName}` })
  await approve.getByLabel('City').selectOption('Denver, CO')
  await approve.getByLabel('Rating (0–5)').fill('4.6')
  await approve.getByLabel('Safety Score (0–100)').fill('91')
  // A score comes with its audit's date (without one the form says so, and the business would show none).
  await approve.locator('input[name="audited_on"]').fill('2026-11-02')
  const description = approve.getByLabel('Description')
  if (!(await description.inputValue())) await description.fill('Fire extinguishers, alarms and training for Denver businesses.')
  await approve.getByRole('button', { name: /save|approve/i }).last().click()
  await expect(approve).toBeHidden()

  await admin.goto(`${base}/admin?tab=audits`)
  const audit = admin.getByTestId('audit-application').filter({ hasText: businessName })
  /** Opens the application's card (a <details>; it stays open across the tab's reloads). */
  const openCard = async () => {
    if ((await audit.getAttribute('open')) === null) await audit.locator('summary').click()
  }
  await openCard()
  await expect(audit).toContainText('paid')
  await audit.getByLabel('Audit date').fill(new Date().toISOString().slice(0, 10))
  await audit.getByRole('button', { name: 'Schedule audit' }).click()
  await mailBody(member.email, 'scheduled')
  await openCard()
  await audit.getByRole('button', { name: 'Start audit' }).click()
  await openCard()
  await expect(audit.getByRole('button', { name: 'Record outcome' })).toBeVisible()
  for (const group of await audit.getByRole('group').all()) {
    const pass = group.getByRole('radio', { name: 'Pass', exact: true })
    if (await pass.count()) await pass.check()
  }
  await audit.getByRole('radio', { name: 'Passed' }).check()
  await audit.getByRole('button', { name: 'Record outcome' }).click()

  // The member is told, with the certificate code; the award is shown and verifiable.
  const passed = await mailBody(member.email, 'Audit passed')
  const code = /SAF-[0-9A-Z]{10}/.exec(passed)![0]
  await applicant.goto(`${base}/verify/${code}`)
  await expect(applicant.getByRole('status')).toHaveText('Status: Current')
  await expect(applicant.getByRole('heading', { name: 'Fire Safety', level: 1 })).toBeVisible()
  const seal = await (await applicant.request.get(`${base}/seal/${code}.svg`)).text()
  expect(seal).toContain(businessName)
  expect(seal).toMatch(/Current|Verified/)
  await applicant.getByRole('link', { name: `See ${businessName} in the directory` }).click()
  await expect(applicant.getByRole('heading', { name: businessName, level: 1 })).toBeVisible()
  await expect(applicant.getByRole('link', { name: new RegExp(code) }).first()).toBeVisible()

  // The admin revokes it: the verification page and the seal say Revoked.
  const businessPath = new URL(applicant.url()).pathname
  await admin.goto(`${base}/admin?tab=businesses&q=${encodeURIComponent(businessName)}`)
  await admin.getByRole('button', { name: `Edit ${businessName}` }).click()
  await admin.getByRole('link', { name: 'Manage awards' }).click()
  await admin.getByLabel(`Reason for revoking ${code}`).fill('Extinguisher records found falsified')
  await admin.getByRole('button', { name: 'Revoke' }).click()
  await expect(admin.getByText(/revoked/i).first()).toBeVisible()
  await expect(async () => {
    await applicant.goto(`${base}/verify/${code}`)
    await expect(applicant.getByRole('status')).toHaveText('Status: Revoked', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  expect(await (await applicant.request.get(`${base}/seal/${code}.svg`)).text()).toContain('Revoked')
  await applicant.goto(`${base}${businessPath}`)
  await expect(applicant.getByRole('heading', { name: businessName, level: 1 })).toBeVisible()
})
