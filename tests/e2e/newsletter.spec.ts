import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { waitForLink } from './mailbox.ts'

const newsletterBlock = (page: Page) => page.locator('#newsletter')

test('subscribe on the home page, confirm from the e-mail, then unsubscribe', async ({ page }) => {
  const address = `news-${Date.now()}@example.com`
  await page.goto('/')
  const block = newsletterBlock(page)
  await block.getByLabel('Email address').fill(address)
  const response = page.waitForResponse((r) => r.url().includes('/api/newsletter') && r.request().method() === 'POST')
  await block.getByRole('button', { name: 'Subscribe' }).click()
  expect((await response).status()).toBe(201)
  await expect(page.getByText('Check your inbox')).toBeVisible()
  await expect(page.getByText('We sent you a link to confirm your subscription.')).toBeVisible()
  await expect(block.getByLabel('Email address')).toHaveValue('')

  const confirm = await waitForLink(address, '/newsletter/confirm')
  await page.goto(confirm)
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible()

  const unsubscribe = await waitForLink(address, '/newsletter/unsubscribe')
  await page.goto(unsubscribe)
  await expect(page.getByRole('heading', { name: 'Unsubscribe from Safest e-mails?' })).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible()

  // The old confirm link does not bring the subscription back.
  const again = await page.goto(confirm)
  expect(again?.status()).toBe(410)
  await expect(page.getByRole('heading', { name: 'This link is no longer active' })).toBeVisible()
})

test('an invalid e-mail shows the spec toast and sends nothing', async ({ page }) => {
  await page.goto('/')
  const block = newsletterBlock(page)
  let posted = false
  page.on('request', (r) => {
    if (r.url().includes('/api/newsletter')) posted = true
  })
  await block.getByLabel('Email address').fill('not-an-email')
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Invalid email')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await block.getByLabel('Email address').fill('')
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Please enter a valid email address').first()).toBeVisible()
  expect(posted).toBe(false)
})

test('an address the browser lets through but the server refuses shows the same toast', async ({ page }) => {
  await page.goto('/')
  const block = newsletterBlock(page)
  // An e-mail input accepts a domain without a dot; the newsletter schema on the server does not.
  await block.getByLabel('Email address').fill('someone@localhost')
  const answer = page.waitForResponse((r) => r.url().includes('/api/newsletter'))
  await block.getByRole('button', { name: 'Subscribe' }).click()
  expect((await answer).status()).toBe(422)
  await expect(page.getByText('Invalid email')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
})

test('the button says Subscribing... in flight and a refusal shows the spec failure toast', async ({ page }) => {
  await page.route('**/api/newsletter*', async (route) => {
    await new Promise((r) => setTimeout(r, 800))
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '600' },
      body: JSON.stringify({ ok: false, message: 'Too many attempts from your network. Please try again in 10 minutes.' }),
    })
  })
  await page.goto('/')
  const block = newsletterBlock(page)
  await block.getByLabel('Email address').fill(`news-busy-${Date.now()}@example.com`)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(block.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
  await expect(page.getByText('Subscription failed')).toBeVisible()
  await expect(page.getByText('Too many attempts from your network. Please try again in 10 minutes.')).toBeVisible()
  await expect(block.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  await expect(page.getByRole('heading', { name: 'Safety alerts and deals in your inbox' })).toBeVisible()
})

test('a network failure shows the spec fallback message and keeps the page', async ({ page }) => {
  await page.route('**/api/newsletter*', (route) => route.abort('connectionrefused'))
  await page.goto('/')
  const block = newsletterBlock(page)
  await block.getByLabel('Email address').fill('offline@example.com')
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Subscription failed')).toBeVisible()
  await expect(page.getByText('Failed to subscribe. Please try again later.')).toBeVisible()
  await expect(block.getByLabel('Email address')).toHaveValue('offline@example.com')
})

test('the home block subscribes without JavaScript too', async ({ browser }) => {
  const address = `news-plain-${Date.now()}@example.com`
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const block = newsletterBlock(page)
  await block.getByLabel('Email address').fill(address)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(/\?newsletter=sent#newsletter$/)
  await expect(block.getByRole('status')).toContainText('We sent you a link to confirm your subscription.')
  await context.close()
  expect(await waitForLink(address, '/newsletter/confirm')).toContain('token=')
})

test('the unsubscribe page works without JavaScript and the link takes a one-click POST', async ({ browser, request }) => {
  const address = `news-nojs-${Date.now()}@example.com`
  const res = await request.post('/api/newsletter', { form: { email: address } })
  expect(res.status()).toBe(201)
  const unsubscribe = await waitForLink(address, '/newsletter/unsubscribe')

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(unsubscribe)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible()
  await context.close()

  // RFC 8058 one-click: a mail client POSTs straight to the link.
  const oneClick = await request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } })
  expect(oneClick.status()).toBe(200)
  expect(await oneClick.text()).toContain('You have been unsubscribed')
})

test.describe('newsletter links and endpoint', () => {
  test('unknown and malformed tokens get a clear page, not a crash', async ({ page }) => {
    let res = await page.goto('/newsletter/confirm?token=nope')
    expect(res?.status()).toBe(400)
    await expect(page.getByRole('heading', { name: 'This confirmation link is not valid' })).toBeVisible()
    res = await page.goto(`/newsletter/confirm?token=${'A'.repeat(43)}`)
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'We could not find this subscription' })).toBeVisible()
    res = await page.goto('/newsletter/unsubscribe')
    expect(res?.status()).toBe(400)
    await expect(page.getByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeVisible()
    res = await page.goto(`/newsletter/unsubscribe?token=${'B'.repeat(43)}`)
    expect(res?.status()).toBe(404)
  })

  test('answers a bad address with 422 and the spec message', async ({ request }) => {
    const res = await request.post('/api/newsletter', { form: { email: 'nobody' } })
    expect(res.status()).toBe(422)
    expect(await res.json()).toMatchObject({ ok: false, message: 'Please enter a valid email address' })
  })

  test('does not say whether an address was already subscribed', async ({ request }) => {
    const address = `news-twice-${Date.now()}@example.com`
    const first = await request.post('/api/newsletter', { form: { email: address } })
    const second = await request.post('/api/newsletter', { form: { email: address.toUpperCase() } })
    expect(first.status()).toBe(201)
    expect(second.status()).toBe(201)
    expect(await second.json()).toEqual(await first.json())
  })
})
