import type { Locator, Page } from '@playwright/test'
import { unique } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'
import { waitForLink } from './mailbox.ts'

// Small things that read as neglect: forms that come back whole after success, a save control that
// says what it did, one way of writing dates, a honeypot no screen reader reads, a sample notice
// nothing covers, an ambiguous city that asks which, a nomination of a listed business flagged, and
// the admin's Send now that says how many it sends to before it does.

const LONG_DATE = /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/

/** What a select shows: the text of its chosen option. */
const shownOption = (select: Locator) => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent?.trim() ?? '')

async function subscribeOnHome(page: Page, address: string) {
  await page.goto('/')
  const block = page.locator('#newsletter')
  await block.getByLabel('Email address').fill(address)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
  return block
}

test('after a form succeeds its dropdowns show their default again, never a blank', async ({ page, business }) => {
  const block = await subscribeOnHome(page, `blank-${unique()}@example.com`)
  const city = block.getByLabel('Alerts for')
  await expect(block.getByLabel('Email address')).toHaveValue('')
  expect(await shownOption(city)).toBe('Choose a city')
  await expect(city.getByRole('option', { name: 'no city yet' })).toHaveCount(0)

  await page.goto(business.path)
  await page.getByText('Report a problem', { exact: true }).click()
  const kind = page.getByLabel('What is wrong?')
  await kind.selectOption('Closed')
  await page.getByRole('button', { name: 'Send report' }).click()
  await expect(page.getByText('Thank you: we will look into it.')).toBeVisible()
  await expect.poll(() => shownOption(kind)).toBe('Choose one')
  expect(await shownOption(page.getByLabel('Field to correct (optional)'))).toBe('None')
})

test('Save reads Saved once pressed, Saved businesses offers Remove, and member pages write dates in full', async ({ memberPage: page, business }) => {
  await page.goto(business.path)
  const save = page.getByRole('button', { name: `Save ${business.name}`, exact: true })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  const stored = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/favorite'))
  await save.click()
  const saved = page.getByRole('button', { name: `Saved ${business.name}`, exact: true })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  // What it shows (the business's name is for screen readers only).
  expect(await saved.evaluate((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim())).toBe('Saved')
  expect((await stored).ok()).toBe(true)
  await page.reload()
  await expect(saved).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/dashboard/saved')
  const item = page.getByTestId('saved-business').filter({ hasText: business.name })
  await expect(item).toContainText(new RegExp(`saved ${LONG_DATE.source}`))
  await expect(item).not.toContainText(/saved \d{4}-\d{2}-\d{2}/)
  await expect(item.getByRole('button', { name: /^Save/ })).toHaveCount(0)
  await item.getByRole('button', { name: `Remove ${business.name}`, exact: true }).click()
  await expect(item).toHaveCount(0)
  await expect(page.getByText('Nothing saved yet.')).toBeVisible()

  // My Submissions writes its dates the same way.
  const sent = await page.request.post('/api/submissions', { form: { kind: 'nomination', businessName: `Dated Bakery ${unique()}` } })
  expect(sent.ok()).toBe(true)
  await page.goto('/dashboard/submissions')
  await expect(page.locator('main')).toContainText(LONG_DATE)
})

test('screen readers do not read the honeypot; bots still find the field', async ({ page, business }) => {
  await page.goto('/')
  const newsletter = page.locator('#newsletter form')
  await page.getByRole('button', { name: 'Nominate a Business' }).click()
  const nomination = page.getByRole('dialog', { name: 'Nominate a Business' }).locator('form')
  await expect(nomination).toBeVisible()
  for (const form of [newsletter, nomination]) {
    expect(await form.ariaSnapshot()).not.toContain('Leave this field empty')
    const trap = form.locator('input[name="company_fax"]')
    await expect(trap).toHaveCount(1)
    await expect(trap).toHaveAttribute('tabindex', '-1')
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true)
    // Nothing moves a screen reader's focus into it either: not a click, not a script.
    expect(await trap.evaluate((el: HTMLInputElement) => (el.focus(), document.activeElement === el))).toBe(false)
  }
  // Tabbing through the newsletter form never lands on it.
  await newsletter.getByLabel('Email address').focus()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('company_fax')

  await page.goto(business.path)
  await page.getByText('Report a problem', { exact: true }).click()
  const report = page.locator('form', { has: page.getByLabel('What is wrong?') })
  expect(await report.ariaSnapshot()).not.toContain('Leave this field empty')
})

for (const width of [1280, 375]) {
  test(`the sample notice of the example review is not covered (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/reviews/example')
    // The notice sits in the banner's byline row, which the summary card must leave clear (another journey may
    // have saved the review, taking the notice away: the row it shares stays).
    const notice = page.getByRole('note').filter({ hasText: 'Sample content for demonstration' })
    const row = (await notice.count()) > 0 ? notice : page.getByText(/\d+ min read/).first()
    await expect(row).toBeVisible()
    // What is drawn at its middle is itself, not the summary card above it.
    const onTop = await row.evaluate((el) => {
      const box = el.getBoundingClientRect()
      el.scrollIntoView({ block: 'center' })
      const again = el.getBoundingClientRect()
      const hit = document.elementFromPoint(again.left + again.width / 2, again.top + again.height / 2)
      return box.width > 0 && hit !== null && el.contains(hit)
    })
    expect(onTop).toBe(true)
  })
}

test('an ambiguous city name asks which one, listing the cities with their states', async ({ page }) => {
  await page.goto('/search?near=Springfield')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe businesses in the U.S.')
  const ask = page.getByRole('alert').filter({ hasText: 'Which Springfield' })
  await expect(ask).toBeVisible()
  for (const place of ['Springfield, MO', 'Springfield, MA', 'Springfield, IL']) await expect(ask.getByRole('link', { name: place, exact: true })).toBeVisible()
  await ask.getByRole('link', { name: 'Springfield, IL', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe businesses near Springfield, IL')
  // A name that means one city still finds it at once.
  await page.goto('/search?near=Denver')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe businesses near Denver, CO')
})

test('a nomination of a business already listed is flagged as a possible duplicate in the Submissions tab', async ({ page, adminPage, business }) => {
  const from = `dup-${unique()}@example.com`
  await page.goto('/')
  await page.getByRole('button', { name: 'Nominate a Business' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nominate a Business' })
  await dialog.getByLabel('Business Name').fill(business.name.toUpperCase())
  await dialog.getByLabel('City and State (optional)').fill(`${business.city}, ${business.state}`)
  await dialog.getByLabel('Your Email (optional)').fill(from)
  await dialog.getByRole('button', { name: 'Send Nomination' }).click()
  await expect(dialog).toHaveCount(0)

  await adminPage.goto('/admin?tab=submissions')
  const card = adminPage.getByRole('listitem').filter({ hasText: from })
  await expect(card).toContainText('Nomination')
  const flag = card.getByRole('note')
  await expect(flag).toContainText(`Possible duplicate of ${business.name} (same name and city)`)
  const link = flag.getByRole('link', { name: business.name })
  await expect(link).toHaveAttribute('href', /^\/business-form\/[0-9a-f-]{36}$/)
})

test('Send now asks "Send to N subscribers?", refuses when nobody would get it, and the default topic sends', async ({ page, adminPage: admin }) => {
  test.setTimeout(60_000)
  // One confirmed subscriber of every topic, so a plain send has someone to go to.
  const address = `sendnow-${unique()}@example.com`
  await subscribeOnHome(page, address)
  await page.goto(await waitForLink(address, '/newsletter/confirm'))
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible()

  // Nobody: a city alert for Premium members of a city no one chose.
  await admin.goto('/admin/newsletter')
  const subject = `Send now ${unique()}`
  await admin.getByLabel('Subject').fill(subject)
  await admin.getByLabel('Message (Markdown)').fill('A note for **everyone**.')
  await admin.getByLabel('Topic').selectOption('City safety alerts')
  await admin.getByLabel('Audience').selectOption('Premium members only')
  const cities = admin.getByLabel(/^Cities \(for a city alert\)/)
  await cities.selectOption((await cities.locator('option').last().getAttribute('value'))!)
  await admin.getByRole('button', { name: 'Send now' }).click()
  await expect(admin.getByText('Nobody would receive this campaign')).toBeVisible()
  await expect(admin).toHaveURL(/\/admin\/newsletter$/)

  // The default topic: a plain send is not refused for want of a city, and asks first.
  await admin.goto('/admin/newsletter')
  await expect(admin.getByLabel('Topic')).not.toHaveValue('city-alerts')
  await admin.getByLabel('Subject').fill(subject)
  await admin.getByLabel('Message (Markdown)').fill('A note for **everyone**.')
  await admin.getByRole('button', { name: 'Send now' }).click()
  await expect(admin.getByText('Choose at least one city for a city alert')).toHaveCount(0)
  const ask = admin.getByRole('alertdialog', { name: /^Send to \d+ subscribers?\?$/ })
  await expect(ask).toBeVisible()
  const count = Number(/\d+/.exec((await ask.getByRole('heading').textContent()) ?? '')![0])
  expect(count).toBeGreaterThan(0)
  await ask.getByRole('button', { name: `Send to ${count} subscriber${count === 1 ? '' : 's'}` }).click()
  await expect(admin).toHaveURL(/tab=newsletter/)
  await expect(admin.getByText(`Sending to ${count} subscriber`)).toBeVisible()
})

test('sample businesses of different cities do not share a name', async ({ page }) => {
  // Pairs that once did: "Lena's Little Ones Daycare" in Burlington and Omaha, "Irene's Little Ones Daycare" in
  // Hartford and Louisville, "Las Brisas Cocina Mexicana" in Anchorage and Oklahoma City.
  const names = async (city: string) => {
    await page.goto(`/city/${city}`)
    await expect(page.locator('article').first()).toBeVisible()
    return page.locator('article h3').allInnerTexts()
  }
  for (const [one, other] of [['burlington', 'omaha'], ['hartford', 'louisville'], ['anchorage', 'oklahoma-city']] as const) {
    const first = await names(one)
    const second = await names(other)
    expect(first.length).toBeGreaterThan(0)
    expect(second.filter((name) => first.includes(name)), `${one} and ${other}`).toEqual([])
  }
})

test('the certificate page of a sample business says the listings are samples', async ({ page, business }) => {
  await page.goto(business.path)
  const verify = page.locator('main a[href^="/verify/"]').first()
  await expect(verify).toBeVisible()
  await verify.click()
  await expect(page).toHaveURL(/\/verify\//)
  await expect(page.getByRole('note').filter({ hasText: 'Sample listings for demonstration' })).toBeVisible()
})
