import type { Page } from '@playwright/test'
import routes from '../../app/routes.ts'
import { expect, signUpMember, test } from './fixtures.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-helpers.ts'
import { mailTo } from './mailbox.ts'
import { layoutProblems } from './layout-problems.ts'

// The layout guard: every page of app/routes.ts — with a seeded id where it takes one, signed in
// where it needs it, its dialogs open — at six widths from a small phone to a wide desktop. Nothing
// may stick out of the viewport sideways, and no card may overlap its neighbour. Each page is loaded
// once and resized through the widths (the layout reflows; no reload). A route added to
// app/routes.ts without a way in here fails the first test.

const WIDTHS = [320, 375, 768, 1024, 1280, 1440]

type Who = 'visitor' | 'member' | 'owner' | 'admin'
/** How the guard reaches a route: who, and the addresses to open (found on the site's own pages). */
type Way = { who: Who; urls: (found: Found) => string[] }
interface Found {
  businessPath: string
  businessId: string
  compareIds: string[]
  badgeId: string
  blogPath: string
  guidePath: string
  categoryPath: string
  verifyPath: string
  applicationPath: string
  ownedId: string
  contentPaths: string[]
  adminTabs: string[]
}

const visitor = (...urls: string[]): Way => ({ who: 'visitor', urls: () => urls })
const WAYS: Record<string, Way> = {
  '/': visitor('/'),
  '/city': visitor('/city'),
  '/city/:cityName': visitor('/city/denver', '/city/denver?sort=rating&dir=asc&page=2'),
  '/city/:cityName/:businessSlug': { who: 'visitor', urls: (f) => [f.businessPath] },
  '/search': visitor('/search', '/search?near=80202', '/search?near=80202&radius=25&category=restaurants'),
  '/compare': { who: 'visitor', urls: (f) => ['/compare', `/compare?ids=${f.compareIds.join(',')}`] },
  '/methodology': visitor('/methodology'),
  '/quiz': visitor('/quiz'),
  '/badge': visitor('/badge'),
  '/badge/:badgeId/apply': { who: 'member', urls: (f) => [`/badge/${f.badgeId}/apply`] },
  '/applications/:id': { who: 'member', urls: (f) => [f.applicationPath] },
  '/badge-form/:id?': { who: 'admin', urls: (f) => ['/badge-form', `/badge-form/${f.badgeId}`] },
  '/business-form/:id?': { who: 'admin', urls: (f) => ['/business-form', `/business-form/${f.businessId}`] },
  '/thank-you': visitor('/thank-you'),
  '/thank-you-very-much': visitor('/thank-you-very-much'),
  '/refund-policy': visitor('/refund-policy'),
  '/privacy': visitor('/privacy'),
  '/terms': visitor('/terms'),
  '/cookies': visitor('/cookies'),
  '/about': visitor('/about'),
  '/contact': visitor('/contact'),
  '/careers': visitor('/careers'),
  '/blog': visitor('/blog'),
  '/blog/:slug': { who: 'visitor', urls: (f) => [f.blogPath] },
  '/dashboard': { who: 'member', urls: () => ['/dashboard'] },
  '/dashboard/profile': { who: 'member', urls: () => ['/dashboard/profile'] },
  '/dashboard/billing': { who: 'member', urls: () => ['/dashboard/billing'] },
  '/dashboard/submissions': { who: 'member', urls: () => ['/dashboard/submissions'] },
  '/dashboard/listings': { who: 'owner', urls: () => ['/dashboard/listings'] },
  '/dashboard/listings/:businessId': { who: 'owner', urls: (f) => [`/dashboard/listings/${f.ownedId}`] },
  '/dashboard/listings/:businessId/photos': { who: 'owner', urls: (f) => [`/dashboard/listings/${f.ownedId}/photos`] },
  '/dashboard/listings/:businessId/leads': { who: 'owner', urls: (f) => [`/dashboard/listings/${f.ownedId}/leads`] },
  '/dashboard/listings/:businessId/statistics': { who: 'owner', urls: (f) => [`/dashboard/listings/${f.ownedId}/statistics`] },
  '/dashboard/badges': { who: 'member', urls: () => ['/dashboard/badges'] },
  '/dashboard/saved': { who: 'member', urls: () => ['/dashboard/saved'] },
  '/dashboard/*': { who: 'member', urls: () => ['/dashboard/no-such-page'] },
  '/admin-login': visitor('/admin-login'),
  '/admin': { who: 'admin', urls: (f) => ['/admin', ...f.adminTabs] },
  '/admin/content/posts/:id': { who: 'admin', urls: (f) => f.contentPaths.filter((p) => p.startsWith('/admin/content/posts/')) },
  '/admin/content/products/:id': { who: 'admin', urls: (f) => f.contentPaths.filter((p) => p.startsWith('/admin/content/products/')) },
  '/admin/content/reviews/:slug': { who: 'admin', urls: (f) => f.contentPaths.filter((p) => p.startsWith('/admin/content/reviews/')) },
  '/admin/content/categories/:slug': { who: 'admin', urls: (f) => f.contentPaths.filter((p) => p.startsWith('/admin/content/categories/')) },
  '/admin/newsletter/:id?': { who: 'admin', urls: () => ['/admin/newsletter'] },
  '/login': visitor('/login', '/login?tab=signup'),
  '/login/two-factor': visitor('/login/two-factor'),
  '/forgot-password': visitor('/forgot-password'),
  '/recover': visitor('/recover'),
  '/reset-password': visitor('/reset-password'),
  '/account/confirm-email': visitor('/account/confirm-email'),
  '/products': visitor('/products'),
  '/products/:category': { who: 'visitor', urls: (f) => [f.categoryPath] },
  '/reviews/:slug': visitor('/reviews/example'),
  '/newsletter/confirm': visitor('/newsletter/confirm'),
  '/newsletter/unsubscribe': visitor('/newsletter/unsubscribe'),
  '/newsletter/preferences': visitor('/newsletter/preferences'),
  '/deals': visitor('/deals'),
  '/guides': visitor('/guides'),
  '/guides/:slug': { who: 'visitor', urls: (f) => [f.guidePath] },
  '/verify/:code?': { who: 'visitor', urls: (f) => ['/verify', f.verifyPath] },
  '/claim/:businessId': { who: 'member', urls: (f) => [`/claim/${f.businessId}`] },
  '/contact-business/:businessId': { who: 'visitor', urls: (f) => [`/contact-business/${f.businessId}`] },
  '/*': visitor('/no/such/page'),
}

/** Dialogs and menus opened on a page, each checked at every width while open. */
const OPENERS: Record<string, { name: string | RegExp; kind: 'button' | 'summary' }[]> = {
  '/': [{ name: 'Add Your Business', kind: 'button' }, { name: 'Nominate a Business', kind: 'button' }],
  '/city/denver': [{ name: /^View details for/, kind: 'button' }, { name: 'Add Your Business', kind: 'button' }],
  business: [{ name: 'Report a problem', kind: 'summary' }],
}

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }
/** The page routes (a module with a component: .tsx) of app/routes.ts, as full patterns. */
function pageRoutes(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((e) => {
    const path = e.index ? parent || '/' : `${parent}/${e.path ?? ''}`.replace(/\/+/g, '/')
    const own = e.file.endsWith('.tsx') ? [path] : []
    return [...own, ...pageRoutes(e.children ?? [], path)]
  })
}

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
