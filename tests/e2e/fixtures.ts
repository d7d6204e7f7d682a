import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Locator, type Page } from '@playwright/test'
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

/** Waits until React has hydrated `element` (it then holds its fiber). Filling a pre-filled textarea
 * before that can race its hydration, which sets its text again and drops `fill`'s selection. */
export async function hydrated(element: Locator, timeout?: number): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))), { timeout }).toBe(true)
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
