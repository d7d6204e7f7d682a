import type { Page } from '@playwright/test'
import { fillBusiness, unique } from './admin-helpers.ts'
import { expect, signUpMember, test, type Member } from './fixtures.ts'
import { mailTo, waitForLink } from './mailbox.ts'

// Visitor reviews with moderation, owner replies, reports of reviews and of listings,
// and honest unaudited listings. One business, added by the admin without an audit, goes through
// every step in order.

test.describe.configure({ mode: 'serial' })

const name = `Honest Hardware ${unique()}`
const businessEmail = `owner-${unique()}@honesthardware.example`
let path = ''
let reviewer: Member
const REVIEW = 'Helpful staff who walked us through the ladder safety rules before we bought anything at all.'

async function jsonLd(page: Page) {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<string, unknown>
}

/** A signed-in member whose e-mail is confirmed through the link the site sends. */
async function confirmedMember(page: Page, who: string): Promise<Member> {
  const member = await signUpMember(page, who)
  await page.goto(path)
  await expect(page.getByText('Please confirm your e-mail address to write a review.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible()
  // Sign-up sent the link already (where-you-stand.spec.ts asks for it again).
  await page.goto(await waitForLink(member.email, '/account/confirm-email?token='))
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible()
  return member
}

test('an unaudited business shows no score and sorts last by score', async ({ adminPage: page }) => {
  await page.getByRole('button', { name: 'Add New' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Business Listing' })
  await fillBusiness(dialog, name)
  // Not audited: no score and no audit date.
  await dialog.getByLabel('Safety Score (0–100)').fill('')
  await dialog.locator('input[name="audited_on"]').fill('')
  await dialog.getByLabel('Email').fill(businessEmail)
  await dialog.getByRole('button', { name: 'Add Listing' }).click()
  await expect(page.getByText('Business listing added')).toBeVisible()

  for (const dir of ['desc', 'asc']) {
    // The last page of Denver's retail businesses by score, either way round: the unaudited one comes last.
    await page.goto(`/city/denver?category=retail&q=Hardware&sort=score&dir=${dir}&page=999`)
    // Hardware stores only: other journeys leave unaudited Denver shops of their own; ours comes after every audited one.
    const cards = page.getByRole('article')
    const ours = cards.filter({ has: page.getByRole('heading', { name }) })
    await expect(ours.getByText('Not yet audited')).toBeVisible()
    await expect(ours.getByText('/100')).toHaveCount(0)
    const audited = await cards.evaluateAll((all) => all.map((a) => !/Not yet audited|No score yet/.test(a.textContent!)))
    expect(audited.indexOf(false)).toBeGreaterThanOrEqual(0)
    expect(audited.slice(audited.indexOf(false)).every((a) => !a), 'no audited business after an unaudited one').toBe(true)
  }
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  path = new URL(page.url()).pathname
  await expect(page.locator('header').filter({ hasText: name }).getByText('Not yet audited')).toBeVisible()
  await expect(page.getByText('Not yet audited: Safest has not checked this business, so it has no safety score.')).toBeVisible()
  await expect(page.getByText('No reviews yet').first()).toBeVisible()
})

test('a member reviews: held as a new account until the admin approves; the average and JSON-LD follow', async ({ page, browser }) => {
  reviewer = await confirmedMember(page, 'Rosa Reviewer')
  await page.goto(path)
  await page.getByText('Write a review', { exact: true }).click()
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByText('Choose a rating from 1 to 5 stars')).toBeVisible()
  await page.getByLabel('4 stars').check()
  await page.getByLabel('Your review').fill('Too short')
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByText('Review must be at least 50 characters')).toBeVisible()
  await page.getByLabel('Your review').fill(REVIEW)
  await page.getByRole('button', { name: 'Post review' }).click()
  await expect(page.getByText('Your review is waiting for moderation (New account). Only you can see it until then.')).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'Review by Rosa R.' }).getByText(REVIEW)).toBeVisible()

  // A visitor sees neither the held review nor a rating.
  const visitor = await browser.newPage()
  await visitor.goto(path)
  await expect(visitor.getByText(REVIEW)).toHaveCount(0)
  expect(await jsonLd(visitor)).not.toHaveProperty('aggregateRating')

  const admin = await browser.newPage()
  const res = await admin.request.post('/admin-login', { form: { email: process.env.E2E_ADMIN_EMAIL ?? 'admin@safest.test', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-2026' }, maxRedirects: 0 })
  expect(res.status()).toBe(302)
  await admin.goto('/admin?tab=reviews')
  const card = admin.getByRole('listitem', { name: `Review of ${name} by Rosa Reviewer` })
  await expect(card.getByText('Held: New account')).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(admin.getByText('Review approved')).toBeVisible()

  await visitor.reload()
  await expect(visitor.getByText(REVIEW)).toBeVisible()
  await expect(visitor.getByText('4.0 · 1 customer review').first()).toBeVisible()
  expect((await jsonLd(visitor)).aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 })
  await visitor.close()
  await admin.close()
})

test('the owner cannot review their own business, and replies once to a review', async ({ page }) => {
  await signUpMember(page, 'Omar Owner')
  // Omar proves the business is his by the code sent to its listed address.
  await page.goto(path)
  await page.getByRole('link', { name: 'Claim this business' }).click()
  await page.getByRole('button', { name: 'Send code', exact: true }).click()
  await expect.poll(() => mailTo(businessEmail).length, { message: 'the code reaches the listed address' }).toBeGreaterThan(0)
  await page.getByLabel('Code', { exact: true }).fill(/(\d{6})/.exec(mailTo(businessEmail).at(-1)!.subject)![1]!)
  await page.getByRole('button', { name: 'Confirm code' }).click()
  await expect(page.getByRole('heading', { name: 'My businesses' })).toBeVisible()
  await page.goto(path)
  await expect(page.getByText('You own this business, so you cannot review it. You can reply to its reviews.')).toBeVisible()
  await expect(page.getByText('Write a review', { exact: true })).toHaveCount(0)
  const review = page.getByRole('listitem', { name: 'Review by Rosa R.' })
  await review.getByText('Reply as the owner').click()
  await review.getByLabel('Your reply').fill('Thank you, Rosa: we check every ladder each morning.')
  await review.getByRole('button', { name: 'Post reply' }).click()
  await expect(page.getByText('Your reply is published.')).toBeVisible()
  await expect(review.getByText('Reply from the owner')).toBeVisible()
  await expect(review.getByText('Reply as the owner')).toHaveCount(0)
})

test('a visitor reports the review; it waits in the admin’s Reviews queue', async ({ page, browser }) => {
  await page.goto(path)
  const review = page.getByRole('listitem', { name: 'Review by Rosa R.' })
  await expect(review.getByText('Thank you, Rosa: we check every ladder each morning.')).toBeVisible()
  await review.getByText('Report this review').click()
  await review.getByLabel('Why should we look at this review?').fill('I think the reviewer works there.')
  await review.getByRole('button', { name: 'Send report' }).click()
  await expect(page.getByText('Thank you: the report was sent to our moderators.')).toBeVisible()

  const admin = await browser.newPage()
  await admin.request.post('/admin-login', { form: { email: process.env.E2E_ADMIN_EMAIL ?? 'admin@safest.test', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-2026' }, maxRedirects: 0 })
  await admin.goto('/admin?tab=reviews&status=reported')
  const card = admin.getByRole('listitem', { name: `Review of ${name} by Rosa Reviewer` })
  await expect(card.getByText('I think the reviewer works there.')).toBeVisible()
  await admin.close()
  expect(reviewer.email).toContain('@')
})

test('a visitor reports a wrong phone number and the admin applies it', async ({ page, browser }) => {
  await page.goto(path)
  await page.getByText('Report a problem').click()
  await page.getByRole('button', { name: 'Send report' }).last().click()
  await expect(page.getByText('Choose what is wrong')).toBeVisible()
  await page.getByLabel('What is wrong?').selectOption('Wrong contact')
  await page.getByLabel('Field to correct (optional)').selectOption('Phone')
  await page.getByLabel('Correct value (optional)').fill('(303) 555-0199')
  await page.getByRole('button', { name: 'Send report' }).last().click()
  await expect(page.getByText('Thank you: we will look into it.')).toBeVisible()

  const admin = await browser.newPage()
  await admin.request.post('/admin-login', { form: { email: process.env.E2E_ADMIN_EMAIL ?? 'admin@safest.test', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-2026' }, maxRedirects: 0 })
  await admin.goto('/admin?tab=reports')
  const card = admin.getByRole('listitem', { name: `Report on ${name}` })
  await expect(card.getByText('Phone now: (303) 555-0123')).toBeVisible()
  await expect(card.getByLabel('Correct phone')).toHaveValue('(303) 555-0199')
  await card.getByRole('button', { name: 'Apply correction' }).click()
  await expect(admin.getByText('Correction applied')).toBeVisible()
  await admin.close()

  await page.goto(path)
  await expect(page.getByRole('link', { name: 'Call (303) 555-0199' })).toBeVisible()
})
