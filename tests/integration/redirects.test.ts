// Every redirect target taken from input stays on this site, after the
// normalisation a browser applies — on the document path and on React Router's `.data` path.
import { beforeAll, describe, expect, it } from 'vitest'
import { safeRedirectPath } from '~/domain/account/session.server.ts'
import { engine, openAppDatabase, routeArgs } from '../support/app-database.ts'

const db = await openAppDatabase('redirects', { RATE_LIMIT_AUTH: '1000' })
const { signUpMember } = await import('../support/sessions.ts')
const login = await import('~/routes/login.tsx')
const logout = await import('~/routes/logout.ts')
const billing = await import('~/routes/dashboard.billing.tsx')

// Redirect targets that once left the site, and their relatives: each must fall back to the default path.
const HOSTILE = [
  '/.//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/x/..//evil.example',
  '/x/%2e%2e//evil.example',
  '/x/.%2e//evil.example',
  '/./..//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/%5cevil.example',
  '/%2fevil.example',
  '/%2F%2Fevil.example',
  '\\\\evil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/\u0000//evil.example',
  ' //evil.example',
  '/%',
  '',
]
const SAFE: Array<[string, string]> = [
  ['/dashboard', '/dashboard'],
  ['/dashboard/profile?tab=x#top', '/dashboard/profile?tab=x#top'],
  ['/city/New%20York', '/city/New%20York'],
  ['/x/../dashboard', '/dashboard'],
  ['/./admin-login', '/admin-login'],
]

describe('safeRedirectPath', () => {
  it.each(HOSTILE)('refuses %j', (target) => {
    expect(safeRedirectPath(target)).toBe('/dashboard')
    expect(safeRedirectPath(target, '/')).toBe('/')
  })
  it.each(SAFE)('keeps %j as %j', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected)
  })
})

const MEMBER = { email: 'redirect-member@example.com', password: 'quiet-lantern-river-4' }
let cookie = ''
beforeAll(async () => {
  cookie = (await signUpMember(db, { name: 'Redirect Member', ...MEMBER })).cookie
})

const context = { clientIp: '198.51.100.20', cspNonce: '', requestId: 'test' }
async function locationOf(run: () => Promise<unknown>): Promise<string | null> {
  let value: unknown
  try {
    value = await run()
  } catch (thrown) {
    value = thrown
  }
  return value instanceof Response ? value.headers.get('location') : null
}

describe(`redirects from input on ${engine}`, () => {
  for (const suffix of ['', '.data']) {
    it.each(HOSTILE.filter(Boolean))(`POST /login${suffix} with redirectTo=%j lands on /dashboard`, async (target) => {
      const request = new Request(`http://localhost:3000/login${suffix}`, { method: 'POST', body: new URLSearchParams({ intent: 'login', ...MEMBER, redirectTo: target }) })
      expect(await locationOf(() => login.action(routeArgs(request, context)))).toBe('/dashboard')
    })
    it.each(HOSTILE.filter(Boolean))(`GET /login${suffix}?redirectTo=%j signed in lands on /dashboard`, async (target) => {
      const request = new Request(`http://localhost:3000/login${suffix}?redirectTo=${encodeURIComponent(target)}`, { headers: { cookie } })
      expect(await locationOf(() => login.loader(routeArgs(request, context)))).toBe('/dashboard')
    })
  }
  it('keeps a same-site return path', async () => {
    const request = new Request('http://localhost:3000/login', { method: 'POST', body: new URLSearchParams({ intent: 'login', ...MEMBER, redirectTo: '/dashboard/profile' }) })
    expect(await locationOf(() => login.action(routeArgs(request, context)))).toBe('/dashboard/profile')
  })
  it('brings a visitor who creates an account back where they were sent from, and nowhere off the site', async () => {
    const signUp = (email: string, redirectTo: string) =>
      locationOf(() => login.action(routeArgs(new Request('http://localhost:3000/login', { method: 'POST', body: new URLSearchParams({ intent: 'signup', name: 'Returning Applicant', email, password: 'quiet-lantern-river-4', redirectTo }) }), context)))
    expect(await signUp('applicant-back@example.com', '/badge/fire-safety/apply')).toBe('/badge/fire-safety/apply')
    expect(await signUp('applicant-away@example.com', '//evil.example')).toBe('/dashboard')
  })
  it.each(['', '.data'])('a signed-out visitor of /dashboard/billing%s is sent to sign in and back to the page, not its data URL', async (suffix) => {
    const request = new Request(`http://localhost:3000/dashboard/billing${suffix}?session_id=cs_1${suffix ? '&_routes=routes%2Fdashboard.billing' : ''}`)
    expect(await locationOf(() => billing.loader(routeArgs(request, context)))).toBe(`/login?redirectTo=${encodeURIComponent('/dashboard/billing?session_id=cs_1')}`)
  })
  it.each(['/.//evil.example', '/%2e//evil.example', '/x/..//evil.example'])('POST /logout with redirectTo=%j lands on /', async (target) => {
    const request = new Request('http://localhost:3000/logout', { method: 'POST', body: new URLSearchParams({ redirectTo: target }) })
    expect(await locationOf(() => logout.action(routeArgs(request, context)))).toBe('/')
  })
})
