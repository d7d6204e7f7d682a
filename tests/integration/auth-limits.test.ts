// Issue 10 item 5: failed sign-ins per account and per IP (successes never lock out), the profile's
// current-password check and reset-token guesses are limited, and every 429 carries Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerOf, testContext, freshAppDatabase, routeArgs } from '../support/app-database.ts'
import { engine } from './test-db.ts'

process.env.RATE_LIMIT_AUTH = '3'
await freshAppDatabase('auth-limits')
const { closeDatabase, database } = await import('~/lib/db.server.ts')
const { getAuth } = await import('~/domain/account/auth.server.ts')
const login = await import('~/routes/login.tsx')
const profile = await import('~/routes/dashboard.profile.tsx')
const reset = await import('~/routes/reset-password.tsx')
const forgot = await import('~/routes/forgot-password.tsx')

const PASSWORD = 'harbor-lantern-moss-3'
const cookies: Record<string, string> = {}
beforeAll(async () => {
  const auth = getAuth(await database())
  for (const who of ['victim', 'other', 'walker', 'profile']) {
    const r = await auth.api.signUpEmail({ body: { name: who, email: `${who}@example.com`, password: PASSWORD }, asResponse: true })
    cookies[who] = r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  }
})
afterAll(async () => {
  await closeDatabase()
})

const signIn = (email: string, password: string, ip: string) =>
  answerOf(() => login.action(routeArgs(new Request('http://localhost:3000/login', { method: 'POST', body: new URLSearchParams({ intent: 'login', email, password }) }), testContext(ip))))

describe(`sign-in limits on ${engine}`, () => {
  it('locks an account after RATE_LIMIT_AUTH failures, whatever the IP, with Retry-After', async () => {
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await signIn('victim@example.com', 'wrong-guess-' + i, `203.0.113.${i + 1}`)).status)
    expect(statuses).toEqual([401, 401, 401])
    const locked = await signIn('victim@example.com', 'wrong-guess-9', '203.0.113.50')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    // Even the right password waits: otherwise the lock would tell a guesser when they are right.
    expect((await signIn('victim@example.com', PASSWORD, '203.0.113.51')).status).toBe(429)
  })

  it('limits one IP trying many accounts', async () => {
    const ip = '198.51.100.99'
    for (const n of [1, 2, 3]) expect((await signIn(`nobody${n}@example.com`, 'wrong-guess', ip)).status).toBe(401)
    const blocked = await signIn('other@example.com', PASSWORD, ip)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    // The account itself is fine from elsewhere.
    expect((await signIn('other@example.com', PASSWORD, '198.51.100.100')).status).toBe(302)
  })

  it('never locks out successful sign-ins, and the right password clears earlier failures', async () => {
    const ip = '192.0.2.10'
    for (let i = 0; i < 10; i++) expect((await signIn('walker@example.com', PASSWORD, ip)).status).toBe(302)
    expect((await signIn('walker@example.com', 'typo-typo-1', '192.0.2.11')).status).toBe(401)
    expect((await signIn('walker@example.com', 'typo-typo-2', '192.0.2.12')).status).toBe(401)
    expect((await signIn('walker@example.com', PASSWORD, '192.0.2.13')).status).toBe(302)
    expect((await signIn('walker@example.com', 'typo-typo-3', '192.0.2.14')).status).toBe(401)
    expect((await signIn('walker@example.com', 'typo-typo-4', '192.0.2.15')).status).toBe(401)
    expect((await signIn('walker@example.com', PASSWORD, '192.0.2.16')).status).toBe(302)
  })
})

describe(`other limited checks on ${engine}`, () => {
  it('limits the profile current-password check per member, with Retry-After', async () => {
    const post = (fields: Record<string, string>) =>
      answerOf(() => profile.action(routeArgs(new Request('http://localhost:3000/dashboard/profile', { method: 'POST', body: new URLSearchParams(fields), headers: { cookie: cookies.profile! } }), testContext())))
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await post({ intent: 'email', email: `new${i}@example.com`, currentPassword: `not-mine-${i}` })).status)
    for (let i = 0; i < 2; i++) statuses.push((await post({ intent: 'password', currentPassword: `not-mine-x${i}`, newPassword: 'fresh-cedar-trail-8', confirmPassword: 'fresh-cedar-trail-8' })).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400])
    const blocked = await post({ intent: 'email', email: 'new9@example.com', currentPassword: PASSWORD })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // The name form needs no password and stays open.
    expect((await post({ intent: 'name', name: 'Still Me' })).status).toBe(200)
  })

  it('limits reset-token guesses per IP, with Retry-After', async () => {
    const ip = '192.0.2.77'
    const post = (token: string) =>
      answerOf(() => reset.action(routeArgs(new Request('http://localhost:3000/reset-password', { method: 'POST', body: new URLSearchParams({ token, password: 'fresh-cedar-trail-8', confirmPassword: 'fresh-cedar-trail-8' }) }), testContext(ip))))
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await post(`guess-${i}`)).status)
    expect(statuses).toEqual([400, 400, 400, 429])
    expect((await post('guess-9')).headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('sends Retry-After with the forgot-password 429', async () => {
    const ip = '192.0.2.88'
    let last
    for (let i = 0; i < 4; i++) {
      last = await answerOf(() => forgot.action(routeArgs(new Request('http://localhost:3000/forgot-password', { method: 'POST', body: new URLSearchParams({ email: 'victim@example.com' }) }), testContext(ip))))
    }
    expect(last!.status).toBe(429)
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
