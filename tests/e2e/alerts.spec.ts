import { createHmac } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { ADMIN_EMAIL, unique } from './admin-helpers.ts'
import { expect, signUpMember, test } from './fixtures.ts'
import { mailTo, waitForLink, waitForMail } from './mailbox.ts'
import { E2E_EMAIL_WEBHOOK_SECRET } from './secrets.ts'

// City safety alerts from the admin's Newsletter tab to the subscribers of a city, the
// one-click unsubscribe header, the bounce webhook, and what Premium members see.

/** Subscribes on the home page's block for one city's alerts and confirms from the e-mail. */
async function subscribe(browser: Browser, email: string, city: string) {
  const page = await browser.newPage()
  await page.goto('/')
  const block = page.locator('#newsletter')
  await block.getByLabel('Email address').fill(email)
  await block.getByLabel('Alerts for').selectOption(city)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
  await page.goto(await waitForLink(email, '/newsletter/confirm'))
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible()
  await page.close()
}

async function grantPremium(page: Page, email: string) {
  await page.goto('/admin?tab=members')
  await page.getByLabel('Search members').fill(email)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  const row = page.getByRole('row').filter({ hasText: email })
  await row.getByRole('button', { name: 'Grant Premium' }).click()
  await expect(page.getByText('Premium granted')).toBeVisible()
  await expect(row.getByRole('button', { name: 'Revoke Premium' })).toBeVisible()
}

/** The campaign editor, filled for a Denver alert. */
async function composeDenverAlert(page: Page, subject: string, body: string) {
  await page.goto('/admin?tab=newsletter')
  await page.getByRole('link', { name: 'New campaign' }).click()
  await expect(page.getByRole('heading', { name: 'New campaign' })).toBeVisible()
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Topic').selectOption('City safety alerts')
  await page.getByLabel('Cities (for a city alert)').selectOption('Denver, CO')
  await page.getByLabel('Message (Markdown)').fill(body)
}

const DIGEST = 'Your weekly Safest safety alerts'

test('a Denver alert reaches Denver subscribers only; one-click unsubscribe and a bounce stop later mail', async ({ adminPage: admin, browser }) => {
  test.setTimeout(180_000)
  const id = unique()
  const premium = `alert-premium-${id}@example.com`
  const free = `alert-free-${id}@example.com`
  const bouncing = `alert-bounce-${id}@example.com`
  const elsewhere = `alert-austin-${id}@example.com`
  for (const email of [premium, free, bouncing]) await subscribe(browser, email, 'Denver, CO')
  await subscribe(browser, elsewhere, 'Austin, TX')
  // The premium subscriber is also a member the admin made Premium.
  const visitor = await browser.newPage()
  await visitor.request.post('/login', { form: { intent: 'signup', name: 'Pat Premium', email: premium, password: 'lantern-river-8' }, maxRedirects: 0 })
  await visitor.close()
  await grantPremium(admin, premium)

  // Compose, preview at both widths, send a test to the admin, then schedule a few seconds ahead.
  const subject = `Denver boil-water notice ${id}`
  await composeDenverAlert(admin, subject, 'Denver Water asks residents of **Capitol Hill** to boil tap water for one minute before drinking.')
  await admin.getByRole('button', { name: 'Preview' }).click()
  const preview = admin.frameLocator('iframe[title="E-mail preview, desktop width"]')
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible()
  await admin.getByRole('tab', { name: 'Phone' }).click()
  await expect(admin.frameLocator('iframe[title="E-mail preview, phone width"]').getByText('boil tap water')).toBeVisible()
  await admin.getByRole('button', { name: 'Send a test to me' }).click()
  await expect(admin.getByText(`Test sent to ${ADMIN_EMAIL}`)).toBeVisible()
  expect((await waitForMail(ADMIN_EMAIL, `[Test] ${subject}`)).body).toContain('boil tap water')
  const at = new Date(Date.now() + 5_000).toISOString().slice(0, 19)
  await admin.getByLabel('Send at (UTC)').fill(at)
  await admin.getByRole('button', { name: 'Schedule' }).click()
  await expect(admin.getByText(/Scheduled for/)).toBeVisible()
  await expect(admin.getByRole('row').filter({ hasText: subject })).toContainText(/Scheduled|Sending|Sent/)

  // Premium members get the alert as it goes out; free Denver subscribers in the digest.
  const alert = await waitForMail(premium, subject, 90_000)
  expect(alert.body).toContain('boil tap water')
  expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  await admin.goto('/admin?tab=newsletter')
  await admin.getByRole('button', { name: 'Send the weekly digest now' }).click()
  for (const email of [free, bouncing]) expect((await waitForMail(email, DIGEST)).body).toContain('boil tap water')
  expect(mailTo(elsewhere).filter((m) => m.subject !== 'Confirm your Safest newsletter subscription')).toEqual([])

  // One-click unsubscribe (RFC 8058): a POST to the List-Unsubscribe URL, as a mail client sends it.
  const unsubscribeUrl = alert.headers['list-unsubscribe']!.replace(/^<|>$/g, '')
  const oneClick = await admin.request.post(unsubscribeUrl, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' })
  expect(oneClick.status()).toBe(200)

  // A permanent bounce for another subscriber, through the signed webhook.
  const events = JSON.stringify({ events: [{ type: 'bounce', bounceType: 'permanent', email: bouncing }] })
  const t = Math.floor(Date.now() / 1000)
  const signature = `t=${t},v1=${createHmac('sha256', E2E_EMAIL_WEBHOOK_SECRET).update(`${t}.${events}`).digest('hex')}`
  const forged = await admin.request.post('/api/email-events', { headers: { 'Content-Type': 'application/json', 'Safest-Signature': `t=${t},v1=${'0'.repeat(64)}` }, data: events })
  expect(forged.status()).toBe(401)
  const bounce = await admin.request.post('/api/email-events', { headers: { 'Content-Type': 'application/json', 'Safest-Signature': signature }, data: events })
  expect(await bounce.json()).toEqual({ received: 1, suppressed: 1 })

  await admin.goto('/admin?tab=newsletter')
  const row = admin.getByRole('row').filter({ hasText: subject })
  await expect(row.locator('[data-count="unsubscribed"]')).toHaveText('1')
  await expect(row.locator('[data-count="bounced"]')).toHaveText('1')

  // The next alert: the free subscriber's digest brings it; the unsubscribed and bounced addresses get nothing more.
  const second = `Denver road closure ${id}`
  await composeDenverAlert(admin, second, 'Colfax Avenue is closed between Broadway and Grant Street tonight.')
  await admin.getByRole('button', { name: 'Send now' }).click()
  // Send now asks first, with the count of whom it goes to.
  await admin.getByRole('alertdialog', { name: /^Send to \d+ subscribers?\?$/ }).getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click()
  await expect(admin.getByText(/^Sending to \d+ subscribers?$/)).toBeVisible()
  // Once it has started, the free subscriber's copy waits for the digest (queued 1).
  await expect
    .poll(async () => {
      await admin.goto('/admin?tab=newsletter')
      return admin.getByRole('row').filter({ hasText: second }).locator('[data-count="queued"]').textContent()
    }, { timeout: 30_000 })
    .toBe('1')
  await admin.getByRole('button', { name: 'Send the weekly digest now' }).click()
  await expect.poll(() => mailTo(free).filter((m) => m.subject === DIGEST).length, { timeout: 20_000 }).toBe(2)
  expect(mailTo(free).filter((m) => m.subject === DIGEST).at(-1)!.body).toContain('Colfax Avenue')
  expect(mailTo(premium).filter((m) => m.subject.includes(second))).toEqual([])
  expect(mailTo(bouncing).filter((m) => m.subject === DIGEST)).toHaveLength(1)
})

test('a Premium member sees the member-only deals and a full guide; a free member sees the preview and the offer', async ({ adminPage: admin, browser }) => {
  const freePage = await browser.newPage()
  await signUpMember(freePage, 'Frank Free')
  await freePage.goto('/guides/home-safety-buyers-guide')
  await expect(freePage.getByRole('heading', { name: 'Home safety: the complete buyer’s guide' })).toBeVisible()
  await expect(freePage.getByRole('heading', { name: 'Full buyer’s guides are for Premium members' })).toBeVisible()
  await expect(freePage.getByRole('heading', { name: 'Checklist' })).toHaveCount(0)
  await freePage.goto('/deals')
  await expect(freePage.getByRole('heading', { name: 'Member-only deals are for Premium members' })).toBeVisible()
  await expect(freePage.getByRole('link', { name: 'Go Premium' })).toBeVisible()
  await freePage.close()

  const premiumPage = await browser.newPage()
  const member = await signUpMember(premiumPage, 'Pia Premium')
  await grantPremium(admin, member.email)
  await premiumPage.goto('/deals')
  await expect(premiumPage.getByRole('list', { name: 'Deals' }).getByRole('listitem').first()).toBeVisible()
  await expect(premiumPage.getByText('are for Premium members')).toHaveCount(0)
  await premiumPage.goto('/guides/home-safety-buyers-guide')
  await expect(premiumPage.getByRole('heading', { name: 'Smoke alarms: interconnected, on every level' })).toBeVisible()
  await expect(premiumPage.getByRole('heading', { name: 'Checklist' })).toBeVisible()
  await premiumPage.goto('/dashboard/billing')
  await expect(premiumPage.getByRole('list', { name: 'What Premium includes' })).toContainText('Member-only deals')
  await premiumPage.close()
})
