import type { Page } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, unique } from './admin-helpers.ts'
import { axeViolations, expect, signUpMember, test } from './fixtures.ts'
import { mailTo, waitForLink } from './mailbox.ts'

// What a new member and an owner meet after they send something: sign-up says the e-mail needs
// confirming and sends it again on request (the admin reads it in the Outbox); a claim by documents
// and a badge application show on the dashboard with their date, what was sent and what happens
// next; the claim page offers no more forms once the claim waits; an application's page is its
// member's (and the admin's) only.

const LONG_DATE = /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/
const PDF = { name: 'deed.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') }

async function signUpThroughForm(page: Page, name: string, email: string) {
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Create Account' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Create Account' })
  await panel.getByLabel('Name').fill(name)
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password').fill('lantern-river-8')
  await expect(panel).toContainText('We e-mail you a link to confirm your address: you need it to write reviews.')
  await panel.getByRole('button', { name: 'Create Account' }).click()
}

test('sign-up says an e-mail confirmation is needed, resends it, and the admin reads it in the Outbox', async ({ page, browser }) => {
  test.setTimeout(60_000)
  const email = `confirm${unique()}@example.com`
  await signUpThroughForm(page, 'Cora Confirm', email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText(`Confirm your e-mail address: we sent a link to ${email}. You need it to write reviews.`)).toBeVisible()
  await expect(page.getByText('Your account is ready')).toHaveCount(0)

  // Every dashboard page says so until the link is opened, and sends it again.
  const notice = page.getByRole('region', { name: 'Confirm your e-mail address' })
  await expect(notice).toContainText(`We sent a confirmation link to ${email}.`)
  await waitForLink(email, '/account/confirm-email?token=')
  await page.goto('/dashboard/saved')
  await notice.getByRole('button', { name: 'Resend confirmation e-mail' }).click()
  await expect(page.getByText(`We sent a new confirmation link to ${email}.`)).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/saved$/)
  await expect.poll(() => mailTo(email).length).toBe(2)

  // Without SMTP this is where it is read: the admin's Outbox lists both, with their status.
  const admin = await browser.newPage()
  expect((await admin.request.post('/admin-login', { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, maxRedirects: 0 })).status()).toBe(302)
  await admin.goto(`/admin?tab=outbox&q=${encodeURIComponent(email)}`)
  const messages = admin.getByRole('list', { name: /^E-mail \(\d+\)$/ }).getByRole('listitem')
  await expect(messages).toHaveCount(2)
  await expect(messages.first()).toContainText('Confirm your Safest e-mail address')
  await expect(messages.first()).toContainText(/Status\s*(Sent|Waiting to be sent)/)
  await admin.close()

  await page.goto(await waitForLink(email, '/account/confirm-email?token='))
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Welcome, Cora' })).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test('after sending claim documents the claim page says what happens next, and the dashboard shows the pending claim', async ({ page, business }) => {
  await signUpMember(page, 'Dana Documents')
  await page.goto(business.path)
  await page.getByRole('link', { name: 'Claim this business' }).click()
  const documents = page.getByRole('form', { name: 'Documents for our team to review' })
  await documents.getByLabel('Note').fill('I am the owner; the deed names me.')
  await documents.getByLabel('Documents').setInputFiles(PDF)
  await documents.getByRole('button', { name: 'Send documents' }).click()
  await expect(page.getByText('Documents sent')).toBeVisible()

  // Only what can still be done: no form to send a code or documents again.
  const waiting = page.getByRole('status').filter({ hasText: 'Your claim is waiting for review' })
  await expect(waiting).toContainText(new RegExp(`Sent ${LONG_DATE.source}: 1 document \\(deed\\.pdf\\) and a note\\.`))
  await expect(waiting).toContainText('What happens next:')
  await expect(page.getByRole('button', { name: /^Send (code|documents)/ })).toHaveCount(0)
  await expect(page.getByLabel('Documents')).toHaveCount(0)
  await waiting.getByRole('link', { name: 'Back to your dashboard' }).click()

  const pending = page.getByRole('region', { name: 'Pending claims and applications' })
  const claim = pending.getByRole('listitem').filter({ hasText: `Claim of ${business.name}` })
  await expect(claim).toContainText('Waiting for review')
  await expect(claim).toContainText(new RegExp(`Sent ${LONG_DATE.source}`))
  await expect(claim).toContainText('What was sent: 1 document (deed.pdf) and a note')
  await expect(claim).toContainText('What happens next:')
  // On a phone it fits and reads: the pending claim and the confirmation notice above it.
  await page.setViewportSize({ width: 375, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto('/dashboard/listings')
  await expect(page.getByRole('region', { name: 'Pending claims and applications' }).getByRole('listitem').filter({ hasText: `Claim of ${business.name}` })).toBeVisible()
  await expect(page.getByText('You do not manage a business yet')).toHaveCount(0)
})

test('a badge application shows on the dashboard; its page shows what was sent and what happens next to its member only', async ({ page, browser }) => {
  test.setTimeout(60_000)
  const member = await signUpMember(page, 'Abe Applicant')
  const businessName = `Applied Bakery ${unique()}`
  await page.goto('/badge/osha-compliant/apply')
  await page.getByLabel('Business', { exact: true }).selectOption({ label: 'A new business (describe it below)' })
  await page.getByLabel('Business name').fill(businessName)
  await page.getByLabel('Category').selectOption('Retail')
  await page.getByLabel('Address').fill('1550 Larimer St')
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Denver, CO' })
  await page.getByLabel('Phone').fill('(303) 555-0188')
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Description').fill('A neighborhood bakery with a trained safety lead.')
  for (const group of await page.getByRole('group').all()) {
    const yes = group.getByRole('radio', { name: 'Yes' })
    if (await yes.count()) await yes.check()
  }
  for (const text of await page.locator('textarea').all()) if (!(await text.inputValue())) await text.fill('Monthly drills, logged.')
  for (const file of await page.locator('input[type="file"]').all()) await file.setInputFiles(PDF)
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}/)
  const path = new URL(page.url()).pathname

  await expect(page.getByTestId('application-status')).toHaveText('New')
  await expect(page.locator('main')).toContainText(new RegExp(`Sent ${LONG_DATE.source}`))
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('Our team schedules your audit and e-mails you its date.')
  const details = page.getByRole('region', { name: 'Your business’s details' })
  await expect(details).toContainText('1550 Larimer St')
  await expect(details).toContainText('A neighborhood bakery with a trained safety lead.')

  await page.goto('/dashboard')
  const item = page.getByRole('region', { name: 'Pending claims and applications' }).getByRole('listitem').filter({ hasText: businessName })
  await expect(item).toContainText('OSHA Compliant application')
  await expect(item).toContainText(new RegExp(`New · Sent ${LONG_DATE.source}`))
  await expect(item).toContainText(/What was sent: Your business’s details/)
  await expect(item).toContainText('What happens next: Our team schedules your audit and e-mails you its date.')
  // My Badges says the same next step beside the application.
  await page.goto('/dashboard/badges')
  const listed = page.getByRole('region', { name: 'Applications' }).getByRole('listitem').filter({ hasText: businessName })
  await expect(listed).toContainText('What happens next: Our team schedules your audit and e-mails you its date.')
  await page.goto('/dashboard')
  await item.getByRole('link', { name: /^View application/ }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))

  // Another member cannot even learn it exists.
  const other = await browser.newPage()
  await signUpMember(other, 'Otto Other')
  const answer = await other.goto(path)
  expect(answer?.status()).toBe(404)
  await expect(other.getByText(businessName)).toHaveCount(0)
  await other.close()

  // The admin reads it too, without the member's own buttons.
  const admin = await browser.newPage()
  expect((await admin.request.post('/admin-login', { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, maxRedirects: 0 })).status()).toBe(302)
  await admin.goto(path)
  await expect(admin.getByRole('region', { name: 'Your business’s details' })).toContainText('1550 Larimer St')
  await expect(admin.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0)
  await admin.close()
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toBeVisible()
})
