import type { Page } from '@playwright/test'
import routes from '../../app/routes.ts'
import { expect, signUpMember, test } from './fixtures.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-helpers.ts'
import { mailTo } from './mailbox.ts'
import { layoutProblems } from './layout-problems.ts'
import { OPENERS, pageRoutes, WAYS, WIDTHS, type Found, type RouteEntry, type Who } from './layout-ways.ts'

// The layout guard: every page of app/routes.ts — with a seeded id where it takes one, signed in
// where it needs it, its dialogs open — at six widths from a small phone to a wide desktop. Nothing
// may stick out of the viewport sideways, and no card may overlap its neighbour. Each page is loaded
// once and resized through the widths (the layout reflows; no reload). A route added to
// app/routes.ts without a way in here fails the first test.

test('every page route of app/routes.ts has a way into the layout guard', () => {
  const patterns = [...new Set(pageRoutes(routes as RouteEntry[]))]
  expect(patterns.filter((p) => !(p in WAYS))).toEqual([])
  expect(Object.keys(WAYS).filter((p) => !patterns.includes(p))).toEqual([])
})

/** The first address on `path`'s HTML matching `pattern` (its first group). */
async function firstMatch(page: Page, path: string, pattern: RegExp): Promise<string> {
  const html = await (await page.request.get(path)).text()
  const found = pattern.exec(html)?.[1]
  expect(found, `${pattern} on ${path}`).toBeTruthy()
  return found!
}

async function allMatches(page: Page, path: string, pattern: RegExp): Promise<string[]> {
  const html = await (await page.request.get(path)).text()
  return [...new Set([...html.matchAll(new RegExp(pattern.source, 'g'))].map((m) => m[1]!))]
}

/** Every width, at each of its states (as loaded, then with each dialog open): the problems found. */
async function guard(page: Page, url: string, openers: (typeof OPENERS)[string] = []): Promise<string[]> {
  const found: string[] = []
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
  await page.goto(url)
  await page.evaluate(() => document.fonts.ready)
  const atEveryWidth = async (state: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      // One frame for the layout to settle at the new width.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      for (const problem of await layoutProblems(page)) found.push(`${url}${state} at ${width}px: ${problem}`)
    }
  }
  await atEveryWidth('')
  for (const opener of openers) {
    await page.setViewportSize({ width: 1280, height: 900 })
    const control = opener.kind === 'button' ? page.getByRole('button', { name: opener.name }).first() : page.locator('summary', { hasText: opener.name }).first()
    // A button works once the page has hydrated (a busy server loads scripts slowly).
    const dialog = page.getByRole('dialog')
    await expect(async () => {
      // A click the page took while slow may open the dialog after the wait: not a second click then.
      if (opener.kind === 'summary' || !(await dialog.isVisible())) await control.click()
      if (opener.kind === 'button') await expect(dialog).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await atEveryWidth(` with "${opener.name}" open`)
    if (opener.kind === 'button') {
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    } else await control.click()
  }
  return found
}

async function guardAll(page: Page, who: Who, found: Found): Promise<string[]> {
  const problems: string[] = []
  for (const way of Object.values(WAYS).filter((w) => w.who === who)) {
    for (const url of way.urls(found)) {
      const openers = url === found.businessPath ? OPENERS.business : OPENERS[url]
      problems.push(...(await guard(page, url, openers)))
    }
  }
  return problems
}

/** What the pages name: ids and addresses the routes take, found as a visitor (and the admin) finds them. */
async function discover(page: Page, businessPath: string): Promise<Omit<Found, 'applicationPath' | 'ownedId' | 'contentPaths' | 'adminTabs'>> {
  const businessId = await firstMatch(page, businessPath, /href="\/claim\/([0-9a-f-]{36})"/)
  const others = (await allMatches(page, '/city/denver', /href="(\/city\/denver\/[a-z0-9-]+)"/)).filter((p) => p !== businessPath).slice(0, 2)
  const compareIds = [businessId]
  for (const path of others) compareIds.push(await firstMatch(page, path, /href="\/claim\/([0-9a-f-]{36})"/))
  return {
    businessPath,
    businessId,
    compareIds,
    badgeId: await firstMatch(page, '/badge', /href="\/badge\/([^"/]+)\/apply"/),
    blogPath: await firstMatch(page, '/blog', /href="(\/blog\/(?!feed\.xml)[^"?#]+)"/),
    guidePath: await firstMatch(page, '/guides', /href="(\/guides\/[^"?#]+)"/),
    categoryPath: await firstMatch(page, '/products', /href="(\/products\/[^"?#/]+)"/),
    verifyPath: await firstMatch(page, businessPath, /href="(\/verify\/[A-Z0-9-]+)"/),
  }
}

/** A member's badge application, sent through its form with a plausible value in every field. */
async function applyForBadge(page: Page, badgeId: string): Promise<string> {
  await page.goto(`/badge/${badgeId}/apply`)
  const form = page.locator('main form').filter({ has: page.locator('button[type="submit"]') }).last()
  await form.evaluate((el: HTMLFormElement) => {
    const text: Record<string, string> = { email: 'guard@example.com', tel: '(303) 555-0100', url: 'https://guard.example', number: '12', date: '2026-06-01' }
    for (const field of el.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
      if (field.disabled || (field instanceof HTMLInputElement && ['hidden', 'file', 'submit'].includes(field.type))) continue
      if (field instanceof HTMLSelectElement) {
        const option = [...field.options].find((o) => o.value !== '')
        if (option) field.value = option.value
      } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (field.type === 'checkbox' || !el.querySelector(`input[name="${field.name}"]:checked`)) field.checked = true
      } else if (field instanceof HTMLTextAreaElement) field.value = 'We keep a written safety plan, train every new hire and log each drill.'
      else field.value = text[field.type] ?? `Layout Guard ${field.name}`
      field.dispatchEvent(new Event('input', { bubbles: true }))
      field.dispatchEvent(new Event('change', { bubbles: true }))
    }
  })
  await form.locator('button[type="submit"]').last().click()
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/, { timeout: 20_000 })
  return new URL(page.url()).pathname
}

/** A member who has claimed a seeded business by the code e-mailed to its listed address. */
async function claimByCode(page: Page, path: string, listedEmail: string): Promise<string> {
  const id = await firstMatch(page, path, /href="\/claim\/([0-9a-f-]{36})"/)
  await page.goto(`/claim/${id}`)
  await page.getByRole('button', { name: 'Send code', exact: true }).click()
  await expect.poll(() => mailTo(listedEmail).length, { message: 'the code reaches the listed address' }).toBeGreaterThan(0)
  const code = /(\d{6})/.exec(mailTo(listedEmail).at(-1)!.subject)![1]!
  await page.getByLabel('Code', { exact: true }).fill(code)
  await page.getByRole('button', { name: 'Confirm code' }).click()
  await expect(page.getByRole('heading', { name: 'My businesses' })).toBeVisible()
  return id
}

async function signInAdmin(page: Page) {
  const res = await page.request.post('/admin-login', { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, maxRedirects: 0 })
  expect(res.status(), 'admin sign-in').toBe(302)
}

test('every page fits every width from 320 to 1440 px, with no card over another, dialogs open included', async ({ browser, business }) => {
  test.setTimeout(600_000)
  const visitorPage = await (await browser.newContext()).newPage()
  const found: Found = { ...(await discover(visitorPage, business.path)), applicationPath: '', ownedId: '', contentPaths: [], adminTabs: [] }

  const memberPage = await (await browser.newContext()).newPage()
  await signUpMember(memberPage, 'Layout Guard')
  found.applicationPath = await applyForBadge(memberPage, found.badgeId)

  // The owner of a seeded business no other journey claims.
  const ownerPage = await (await browser.newContext()).newPage()
  await signUpMember(ownerPage, 'Owen Owner')
  found.ownedId = await claimByCode(ownerPage, '/city/hartford/elizabeth-park-early-learning-center', 'enroll@elizabethparklearning.com')

  const adminPage = await (await browser.newContext()).newPage()
  await signInAdmin(adminPage)
  found.adminTabs = (await allMatches(adminPage, '/admin', /href="(\/admin\?tab=[a-z-]+)"/))
  found.contentPaths = (await allMatches(adminPage, '/admin?tab=content', /href="(\/admin\/content\/(?:posts|products|reviews|categories)\/[^"?#]+)"/))
    .filter((p, i, all) => all.findIndex((q) => q.split('/')[3] === p.split('/')[3]) === i)

  const problems = [
    ...(await guardAll(visitorPage, 'visitor', found)),
    ...(await guardAll(memberPage, 'member', found)),
    ...(await guardAll(ownerPage, 'owner', found)),
    ...(await guardAll(adminPage, 'admin', found)),
  ]
  expect(problems).toEqual([])
})
