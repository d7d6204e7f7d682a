import sharp from 'sharp'
import { expect, test } from './fixtures.ts'
import { adminLogin } from './admin-helpers.ts'
import { mailTo } from './mailbox.ts'

// A member claims a seeded business by the code e-mailed to its listed address, edits its
// hours and adds a photo (both on the business page at once), asks to rename it (the admin approves
// the side-by-side change), hears from a visitor through "Contact Business", and sees the visit and
// the lead in the listing's statistics.

// A person's browser: headless Chrome says so in its User-Agent, and the statistics leave bots out.
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
test.use({ userAgent: PERSON })

const BUSINESS = { name: 'Chugach Ridge Builders', path: '/city/anchorage/chugach-ridge-builders', email: 'office@chugachridgebuilders.com' }

test('a member claims a business by e-mailed code, keeps it current, and sees its visits and leads', async ({ page, member, browser }) => {
  test.slow()
  expect(member.email).toContain('@')
  await page.goto(BUSINESS.path)
  await page.getByRole('link', { name: 'Claim this business' }).click()
  await expect(page.getByRole('heading', { name: `Claim ${BUSINESS.name}` })).toBeVisible()
  await page.getByRole('button', { name: 'Send code', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible()
  await expect.poll(() => mailTo(BUSINESS.email).length, { message: 'the code reaches the listed address' }).toBeGreaterThan(0)
  const code = /(\d{6})/.exec(mailTo(BUSINESS.email).at(-1)!.subject)![1]!
  await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Confirm code' }).click()
  await expect(page.getByText('That code is not right. 4 tries left.')).toBeVisible()
  await page.getByLabel('Code', { exact: true }).fill(code)
  await page.getByRole('button', { name: 'Confirm code' }).click()

  await expect(page.getByRole('heading', { name: 'My businesses' })).toBeVisible()
  await page.getByRole('link', { name: `Manage ${BUSINESS.name}` }).click()
  await page.getByLabel('Monday hours').fill('7am–6pm')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Listing updated')).toBeVisible()

  await page.getByRole('link', { name: 'Photos' }).click()
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f6f4f' } }).jpeg().toBuffer()
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'crew.jpg', mimeType: 'image/jpeg', buffer: photo })
  await page.getByLabel('Description').fill('Our crew on site')
  await page.getByRole('button', { name: 'Add photo' }).click()
  await expect(page.getByText('Photo added')).toBeVisible()

  await page.getByRole('link', { name: 'Edit listing' }).click()
  await page.getByLabel('Business name').fill('Chugach Ridge Builders & Roofing')
  await page.getByRole('button', { name: 'Request change' }).click()
  await expect(page.getByText('Waiting for review: “Chugach Ridge Builders & Roofing”')).toBeVisible()

  await page.goto(BUSINESS.path)
  await expect(page.getByText('Verified owner')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Claim this business' })).toHaveCount(0)
  const hours = page.getByRole('region', { name: 'Hours and photos' })
  await expect(hours.getByText('7am–6pm')).toBeVisible()
  await expect(hours.getByRole('img', { name: 'Our crew on site' })).toBeVisible()

  // The admin sees the rename side by side and approves it.
  const adminContext = await browser.newContext({ userAgent: PERSON })
  const admin = await adminContext.newPage()
  await adminLogin(admin)
  await admin.goto('/admin?tab=claims')
  const request = admin.getByRole('listitem', { name: `Change request for ${BUSINESS.name}` })
  await expect(request.getByRole('row', { name: /Name/ })).toContainText('Chugach Ridge Builders & Roofing')
  await request.getByRole('button', { name: /^Approve/ }).click()
  await expect(admin.getByText('Change approved')).toBeVisible()
  await adminContext.close()

  // A visitor writes through "Contact Business".
  const visitorContext = await browser.newContext({ userAgent: PERSON })
  const visitor = await visitorContext.newPage()
  await visitor.goto('/city/anchorage')
  await visitor.goto('/city/anchorage/chugach-ridge-builders-roofing')
  await expect(visitor.getByRole('heading', { level: 1, name: 'Chugach Ridge Builders & Roofing' })).toBeVisible()
  const contact = visitor.getByRole('region', { name: 'Contact Business' })
  await contact.getByRole('button', { name: 'Send message' }).click()
  await expect(contact.getByText('Name is required')).toBeVisible()
  await contact.getByLabel('Your name').fill('Dana Visitor')
  await contact.getByLabel('Your email').fill('dana@example.com')
  await contact.getByLabel('Message').fill('Can you quote a garage roof?')
  await contact.getByRole('button', { name: 'Send message' }).click()
  await expect(visitor.getByText('Message sent')).toBeVisible()
  await visitorContext.close()

  await page.goto('/dashboard/listings')
  await page.getByRole('link', { name: 'Manage Chugach Ridge Builders & Roofing' }).click()
  await page.getByRole('link', { name: 'Messages' }).click()
  const message = page.getByRole('listitem', { name: 'Message from Dana Visitor' })
  await expect(message).toContainText('Can you quote a garage roof?')
  await message.getByLabel('Answer Dana Visitor').fill('Yes: we will call you tomorrow.')
  await message.getByRole('button', { name: 'Send answer' }).click()
  await expect(page.getByText('Answer sent')).toBeVisible()

  // Counted in memory and added in batches: the statistics show the visits once the batch is in.
  await page.getByRole('link', { name: 'Statistics' }).click()
  await expect(page.getByRole('heading', { name: 'Last 30 days' })).toBeVisible()
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('total-page_views')).not.toHaveText('0')
    await expect(page.getByTestId('total-leads')).toHaveText('1')
  }).toPass()
  await expect(page.getByRole('img', { name: /Page views \(bars\) and leads \(dots\)/ })).toBeVisible()
  await page.getByRole('link', { name: '90 days' }).click()
  await expect(page.getByRole('heading', { name: 'Last 90 days' })).toBeVisible()

  // On a phone: the chart's axes are legible (labels 10 px or more), each day reads as a line, nothing is cut.
  await page.setViewportSize({ width: 375, height: 800 })
  const chart = page.getByRole('img', { name: /Page views \(bars\) and leads \(dots\)/ })
  await expect(chart).toBeVisible()
  const labels = await chart.locator('text').evaluateAll((all) => all.map((t) => t.getBoundingClientRect().height))
  expect(labels.length).toBeGreaterThan(3)
  expect(Math.min(...labels), 'chart labels at 375 px').toBeGreaterThanOrEqual(10)
  const days = page.getByRole('list', { name: 'Statistics per day' }).getByRole('listitem')
  await expect(days.first()).toContainText(/^[A-Z][a-z]{2} \d{1,2}/)
  await expect(days.first()).toContainText('Page views:')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'page wider than the phone').toBeLessThanOrEqual(0)
  for (const item of await days.all()) {
    const box = (await item.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByRole('table', { name: 'Statistics per day' })).toBeVisible()
})
