import http from 'node:http'
import { storedSubmissions } from './db.ts'
import { expect, fillFields, openAddYourBusiness, test } from './fixtures.ts'

test('the home Add Your Business form stores a pending submission', async ({ page }) => {
  const name = `E2E Safe Cafe ${Date.now()}`
  const dialog = await openAddYourBusiness(page, '/')
  await fillFields(dialog, {
    'Business Name': name, 'Business Type': 'Restaurant', Address: '100 Main St, Denver, CO 80202', Email: 'owner@safecafe.com',
    Phone: '(303) 555-0199', Website: 'https://safecafe.com', Description: 'ServSafe kitchen with allergen protocols.',
  })
  const response = page.waitForResponse((r) => r.url().includes('/api/submissions') && r.request().method() === 'POST')
  await dialog.getByRole('button', { name: 'Submit Business' }).click()
  expect((await response).status()).toBe(201)
  await expect(page.getByText('Business submitted successfully')).toBeVisible()
  await expect(page.getByText("We'll review your submission and get back to you within 2-3 business days")).toBeVisible()
  await expect(dialog).toBeHidden()

  const rows = await storedSubmissions(name)
  if (rows) {
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'business', status: 'pending', category: 'restaurant', email: 'owner@safecafe.com' })
  }
})

test('an empty required field shows the message and stores nothing', async ({ page }) => {
  const name = `E2E Incomplete ${Date.now()}`
  const dialog = await openAddYourBusiness(page, '/')
  await fillFields(dialog, { 'Business Name': name, 'Business Type': 'Retail', Email: 'not-an-email' })
  // The form's schema runs in the browser first: nothing is posted (the server's own 422 for the
  // same input: 'the submissions endpoint' below and tests/integration/submissions.test.ts).
  const posts: string[] = []
  page.on('request', (r) => r.url().includes('/api/submissions') && r.method() === 'POST' && posts.push(r.url()))
  await dialog.getByRole('button', { name: 'Submit Business' }).click()
  await expect(dialog.getByText('Address is required')).toBeVisible()
  await expect(dialog.getByText('Phone is required')).toBeVisible()
  await expect(dialog.getByText('Description is required')).toBeVisible()
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible()
  await expect(dialog.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true')
  // A one-line field: the browser offers the street line ("street-address" is for a textarea only).
  await expect(dialog.getByLabel('Address')).toHaveAttribute('autocomplete', 'address-line1')
  await expect(dialog.getByLabel('Business Name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(dialog).toBeVisible()
  expect(posts).toEqual([])
  const rows = await storedSubmissions(name)
  if (rows) expect(rows).toHaveLength(0)
})

test('the city side sheet sends an application for that city', async ({ page }) => {
  const name = `E2E Tiny Tots ${Date.now()}`
  const sheet = await openAddYourBusiness(page, '/city/hartford')
  await fillFields(sheet, { 'Business Name': name, Category: 'Childcare', Description: 'Secure entry and CPR-certified staff.', Website: 'not a url' })
  await sheet.getByRole('button', { name: 'Submit Application' }).click()
  await expect(sheet.getByText(/Website must be a valid URL/)).toBeVisible()
  await sheet.getByLabel('Website').fill('https://tinytots.example')
  await sheet.getByRole('checkbox', { name: 'State Certified' }).check()
  await sheet.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Business submitted successfully')).toBeVisible()
  await expect(sheet).toBeHidden()
  const rows = await storedSubmissions(name)
  if (rows) expect(rows[0]).toMatchObject({ kind: 'application', state_certified: true, website: 'https://tinytots.example' })
})

test('the nomination dialog shows the e-mail with a copy button and takes a nomination', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await page.getByRole('button', { name: 'Nominate a Business' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nominate a Business' })
  await expect(dialog.getByTestId('nomination-email')).toHaveText(/^support@/)
  await dialog.getByRole('button', { name: 'Copy email address' }).click()
  await expect(page.getByText('Email Copied')).toBeVisible()
  await dialog.getByLabel('Business Name').fill(`E2E Nominee ${Date.now()}`)
  await dialog.getByRole('button', { name: 'Send Nomination' }).click()
  await expect(page.getByText('Business submitted successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
})

test.describe('the submissions endpoint', () => {
  test('answers bad input with 422 and a message per field', async ({ request }) => {
    const res = await request.post('/api/submissions', { form: { kind: 'business', businessName: '' } })
    expect(res.status()).toBe(422)
    const body = await res.json()
    expect(body.errors).toMatchObject({ businessName: 'Business name is required', email: 'Please enter a valid email address' })
  })

  test('refuses a cross-site post', async ({ request }) => {
    const res = await request.post('/api/submissions', {
      form: { kind: 'nomination', businessName: 'Evil' },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(res.status()).toBe(403)
  })

  test('pretends to accept a honeypot submission but stores nothing', async ({ request }) => {
    const name = `E2E Bot ${Date.now()}`
    const res = await request.post('/api/submissions', { form: { kind: 'nomination', businessName: name, company_fax: 'spam' } })
    expect(res.status()).toBe(201)
    const rows = await storedSubmissions(name)
    if (rows) expect(rows).toHaveLength(0)
  })

  test('refuses an oversized body with 413', async ({ baseURL }) => {
    // The server answers before reading the body and then hangs up, as a browser expects; a client
    // must read that answer while it is still sending (Playwright's request API writes the whole
    // body first, and on a busy machine met a closed socket), so this uses node:http.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(new URL('/api/submissions', baseURL), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': 7 * 1024 * 1024 },
      })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode!)
      })
      req.on('error', reject)
      req.write('x'.repeat(64 * 1024))
    })
    expect(status).toBe(413)
  })

  test('rejects a body that is not a form', async ({ request }) => {
    const res = await request.post('/api/submissions', { data: '{"kind":', headers: { 'Content-Type': 'application/json' } })
    expect(res.status()).toBe(400)
  })
})

test('the badge catalog shows the nine badges and takes an application', async ({ page }) => {
  await page.goto('/badge')
  await expect(page.locator('main li').getByRole('heading', { level: 2 })).toHaveCount(9)
  await page.getByRole('button', { name: 'Apply for a Badge' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Apply for a Badge' })
  const name = `E2E Badge Applicant ${Date.now()}`
  await fillFields(dialog, {
    'Business Name': name, 'Business Type': 'Childcare', Address: '9 Elm St, Boise, ID 83702', Email: 'director@elmkids.example',
    Phone: '(208) 555-0111', Description: 'Licensed daycare with secure entry.',
  })
  await dialog.getByRole('button', { name: 'Submit Business' }).click()
  await expect(page.getByText('Business submitted successfully')).toBeVisible()
  const rows = await storedSubmissions(name)
  if (rows) expect(rows).toHaveLength(1)
})
