import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Browser, type Locator, type Page, type Response } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, unique } from './admin-helpers.ts'

export { expect }

export interface Member {
  name: string
  email: string
  password: string
}

/** A business of the seed (db/seed/sample-businesses.ts), as its page and its city's page show it. */
export interface SeededBusiness {
  name: string
  city: string
  state: string
  cityPath: string
  path: string
  /** Its street address, as the Maps link's query starts. */
  street: string
}

interface Fixtures {
  /** A new member, signed in on `page` (signed up through the sign-up form's endpoint, not its UI). */
  member: Member
  /** `page`, signed in as a new member (for tests that need no credentials). */
  memberPage: Page
  /** `page`, signed in as the admin (created on start: playwright.config.ts) and open at /admin. */
  adminPage: Page
  /** A business every test database has: the seed's first sample business. */
  business: SeededBusiness
}

/** Signs `page`'s browser context up as a new member; the context then holds the session. */
export async function signUpMember(page: Page, name = 'Maya Member'): Promise<Member> {
  const member = { name, email: `member${unique()}@example.com`, password: 'lantern-river-8' }
  const res = await page.request.post('/login', { form: { intent: 'signup', ...member }, maxRedirects: 0 })
  expect(res.status(), await res.text()).toBeLessThan(400)
  return member
}

/** WCAG 2.1 A/AA violations on the page as it is, each with up to three of its elements. The journeys
 * ask for reduced motion (playwright.config.ts), so no color is measured halfway through a transition
 * (a link the pointer happens to rest on fading to its hover color). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Waits until the page's scripts have taken over (root.tsx marks `<html data-hydrated>`). Until then
 * the page reads and its links and forms work as plain HTML, but a tap on a button that needs the
 * scripts (a menu, a dialog, a tab) does nothing, as for a visitor, and a pre-filled field is set
 * again as it hydrates.
 */
export async function hydrated(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout })
}

const waitsForHydration = new WeakSet<Page | Browser>()

/**
 * A journey uses a page as a visitor does once it works: `goto` and `reload` return when a page
 * with scripts has hydrated. A journey that looks at a page before then asks for less (`waitUntil`
 * 'commit' or 'domcontentloaded'); a page without JavaScript, or that is not HTML, is not waited for.
 */
function waitForHydration(page: Page): void {
  if (waitsForHydration.has(page)) return
  waitsForHydration.add(page)
  const settled = async (response: Response | null, waitUntil?: string) => {
    if (waitUntil && waitUntil !== 'load') return response
    if (response && !(response.headers()['content-type'] ?? '').startsWith('text/html')) return response
    if ((await page.locator('script[type="module"]').count()) > 0) await hydrated(page, 20_000)
    return response
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => settled(await goto(url, options), options?.waitUntil)
  page.reload = async (options) => settled(await reload(options), options?.waitUntil)
}

/** The same for the pages of every browser context a journey opens itself (`browser.newContext`, `browser.newPage`). */
function waitForHydrationInNewContexts(browser: Browser): void {
  if (waitsForHydration.has(browser)) return
  waitsForHydration.add(browser)
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    if (options?.javaScriptEnabled === false) return context
    context.on('page', waitForHydration)
    const newPage = context.newPage.bind(context)
    context.newPage = async () => {
      const page = await newPage()
      waitForHydration(page)
      return page
    }
    return context
  }
}

/** Fills a form's fields by label, in order: a text field is typed into, a select set to the option of that label. */
export async function fillFields(form: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabel(label)
    if (await field.evaluate((el) => el.tagName === 'SELECT')) await field.selectOption(value)
    else await field.fill(value)
  }
}

/** Opens the Add Your Business form of the page at `path` (the home page's dialog, or a city page's side sheet). */
export async function openAddYourBusiness(page: Page, path: string): Promise<Locator> {
  await page.goto(path)
  await page.getByRole('button', { name: 'Add Your Business' }).click()
  return page.getByRole('dialog', { name: 'Add Your Business' })
}

// A fixture hands its value on through its second argument (Playwright calls it `use`).
export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitForHydration(page)
    await provide(page)
  },
  browser: [
    async ({ browser }, provide) => {
      waitForHydrationInNewContexts(browser)
      await provide(browser)
    },
    { scope: 'worker' },
  ],
  member: async ({ page }, provide) => {
    await provide(await signUpMember(page))
  },
  memberPage: async ({ page }, provide) => {
    await signUpMember(page)
    await provide(page)
  },
  adminPage: async ({ page }, provide) => {
    const res = await page.request.post('/admin-login', { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, maxRedirects: 0 })
    expect(res.status(), 'admin sign-in').toBe(302)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    await provide(page)
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
  business: async ({}, provide) => {
    await provide({
      name: 'Larimer Street Kitchen',
      city: 'Denver',
      state: 'CO',
      cityPath: '/city/denver',
      path: '/city/denver/larimer-street-kitchen',
      street: '1520 Larimer St',
    })
  },
})
