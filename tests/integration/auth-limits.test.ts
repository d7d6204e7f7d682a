// Both engines: parallel attempts counted by one atomic upsert: concurrency differs per engine.
// Sign-in attempts are counted per address and, from addresses an account
// never signed in from, per account — before the password is checked, so parallel attempts are
// refused past the limit exactly; a stranger never locks the owner out of a known address. Over
// HTTP (Retry-After on every 429, the profile's current-password check, reset-token guesses, the
// cluster's workers): auth-limits-http.test.ts.
import { beforeAll, describe, expect, it } from 'vitest'
import { answerOf, engine, openAppDatabase, routeArgs, testContext } from '../support/app-database.ts'

const LIMIT = 2
const ADMIN = { email: 'keeper@safest.test', password: 'keeper-of-the-keys-77' }
const db = await openAppDatabase('auth-limits', { RATE_LIMIT_AUTH: String(LIMIT), ADMIN_EMAIL: ADMIN.email })
const { getAuth } = await import('~/domain/account/auth.server.ts')
const { createAdminAccount } = await import('~/domain/admin/create-admin-account.server.ts')
const { UNKNOWN_ADDRESS_FACTOR } = await import('~/domain/account/auth-rate-limit.server.ts')
const login = await import('~/routes/login.tsx')
const adminLogin = await import('~/routes/admin/login.tsx')

const PASSWORD = 'harbor-lantern-moss-3'
beforeAll(async () => {
  const auth = getAuth(db)
  for (const who of ['victim', 'other', 'walker', 'owner', 'member']) {
    await auth.api.signUpEmail({ body: { name: who, email: `${who}@example.com`, password: PASSWORD } })
  }
  await createAdminAccount(db, ADMIN)
})

const form = (path: string, fields: Record<string, string>) => new Request(`http://localhost:3000${path}`, { method: 'POST', body: new URLSearchParams(fields) })
const signIn = (email: string, password: string, ip: string) =>
  answerOf(() => login.action(routeArgs(form('/login', { intent: 'login', email, password }), testContext(ip))))
const signInAdmin = (email: string, password: string, ip: string) =>
  answerOf(() => adminLogin.action(routeArgs(form('/admin-login', { email, password }), testContext(ip))))
/** How many of the answers were not 429 (their password was checked). */
const checked = (answers: Array<{ status: number }>) => answers.filter((a) => a.status !== 429).length
const parallel = <T>(n: number, run: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => run(i)))

describe(`sign-in limits on ${engine}`, () => {
  it('checks exactly RATE_LIMIT_AUTH of 30 parallel wrong passwords from one address, each refusal with Retry-After', async () => {
    const answers = await parallel(30, (i) => signIn('victim@example.com', `wrong-guess-${i}`, '203.0.113.7'))
    expect(checked(answers)).toBe(LIMIT)
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LIMIT)
    for (const refused of answers.filter((a) => a.status === 429)) expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('checks exactly the per-account ceiling of parallel guesses from many unknown addresses', async () => {
    const answers = await parallel(30, (i) => signIn('other@example.com', `wrong-guess-${i}`, `198.51.100.${i + 1}`))
    expect(checked(answers)).toBe(LIMIT * UNKNOWN_ADDRESS_FACTOR)
    // Even the right password waits from a new address: otherwise the lock would tell a guesser when they are right.
    expect((await signIn('other@example.com', PASSWORD, '198.51.100.200')).status).toBe(429)
  })

  it('never holds the owner at an address they signed in from, while strangers hammer the account', async () => {
    expect((await signIn('owner@example.com', PASSWORD, '192.0.2.44')).status).toBe(302)
    expect((await signIn('owner@example.com', PASSWORD, '2001:db8:5:6::1')).status).toBe(302)
    const strangers = await parallel(40, (i) => signIn('owner@example.com', `wrong-guess-${i}`, `203.0.113.${100 + (i % 20)}`))
    expect(checked(strangers)).toBe(LIMIT * UNKNOWN_ADDRESS_FACTOR)
    expect((await signIn('owner@example.com', PASSWORD, '192.0.2.44')).status).toBe(302)
    // An IPv6 address is known by its /64: the same phone with its next temporary address.
    expect((await signIn('owner@example.com', PASSWORD, '2001:db8:5:6:a1b2::9')).status).toBe(302)
    expect((await signIn('owner@example.com', PASSWORD, '2001:db8:7::1')).status).toBe(429)
  })

  it('limits one address trying many accounts', async () => {
    const ip = '198.51.100.250'
    for (let n = 0; n < LIMIT; n++) expect((await signIn(`nobody${n}@example.com`, 'wrong-guess', ip)).status).toBe(401)
    const blocked = await signIn('walker@example.com', PASSWORD, ip)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await signIn('walker@example.com', PASSWORD, '198.51.100.251')).status).toBe(302)
  })

  it('never counts successful sign-ins', async () => {
    for (let i = 0; i <= LIMIT; i++) expect((await signIn('walker@example.com', PASSWORD, '192.0.2.10')).status).toBe(302)
    for (let i = 1; i < LIMIT; i++) expect((await signIn('walker@example.com', `typo-typo-${i}`, '192.0.2.10')).status).toBe(401)
    expect((await signIn('walker@example.com', PASSWORD, '192.0.2.10')).status).toBe(302)
  })
})

describe(`/admin-login on ${engine}`, () => {
  it("answers a wrong password the same for the admin's address as for any other", async () => {
    expect((await signInAdmin(ADMIN.email, ADMIN.password, '192.0.2.70')).status).toBe(302)
    const answers = [
      await signInAdmin(ADMIN.email, 'not-the-password', '192.0.2.70'),
      await signInAdmin('member@example.com', 'not-the-password', '192.0.2.61'),
      await signInAdmin('nobody-at-all@example.com', 'not-the-password', '192.0.2.62'),
    ]
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401])
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1)
    // A member's own right password: spec §6's Access Denied (it reveals nothing the member does not know).
    expect((await signInAdmin('member@example.com', PASSWORD, '192.0.2.63')).status).toBe(403)
  })

  it("holds the admin's account to the same rule: strangers are limited, the admin's known address is not", async () => {
    const strangers = await parallel(40, (i) => signInAdmin(ADMIN.email, `wrong-guess-${i}`, `203.0.113.${150 + (i % 20)}`))
    expect(checked(strangers)).toBe(LIMIT * UNKNOWN_ADDRESS_FACTOR)
    expect(new Set(strangers.filter((a) => a.status === 429).map((a) => JSON.stringify(a.data))).size).toBe(1)
    expect((await signInAdmin(ADMIN.email, ADMIN.password, '192.0.2.70')).status).toBe(302)
  })
})
