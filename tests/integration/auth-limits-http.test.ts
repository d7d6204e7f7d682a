// One engine suffices (PostgreSQL in CI): over HTTP the limits must hold across the cluster's workers, which only PostgreSQL runs; the embedded database's one process meets the same parallel attempts in auth-limits.test.ts, which runs on both.
// The sign-in limits over HTTP, against the production server (start.js on the build; on PostgreSQL one
// worker per core, so the limits hold across the cluster's workers): the case that once got through —
// parallel wrong passwords for one account — has exactly the limit checked, and every 429, page, `.data` or
// API, carries Retry-After. Addresses come from X-Forwarded-For (TRUST_PROXY=1). The rules (known
// addresses, the per-account ceiling, /admin-login's answers): auth-limits.test.ts; item 4 as
// written (the admin's known address, the same answer for every refused one) here too.
// Uses the build in BUILD_DIR (default build-crash/), building it first when missing (minutes).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CURRENT_PASSWORD_LIMIT, UNKNOWN_ADDRESS_FACTOR } from '~/domain/account/auth-rate-limit.server.ts'
import { ensureProductionBuild, startProductionServer, type ProductionServer } from '../support/production-server.ts'
import { copyTemplate } from '../support/template-database.ts'
import { engine } from '../support/template-database.ts'

/** RATE_LIMIT_AUTH: its default (10) and why are in docs/security.md; fewer password hashes here. */
const LIMIT = 3
const SUBMISSIONS_LIMIT = 5 // RATE_LIMIT_SUBMISSIONS's default
const ADMIN = { email: 'limits-admin@safest.test', password: 'limits-drill-password-42' }
const MEMBER = { name: 'Limits Member', email: 'limits-member@example.com', password: 'harbor-lantern-moss-3' }

let server: ProductionServer | undefined
let removeCopy = async () => {}
let dataDir = ''
let base = ''
let memberCookie = ''

beforeAll(async () => {
  ensureProductionBuild()
  const copy = await copyTemplate('limits-http')
  removeCopy = copy.remove
  dataDir = copy.options.dataDir ?? mkdtempSync(join(tmpdir(), 'safest-limits-'))
  server = await startProductionServer({
    dataDir,
    databaseUrl: copy.options.url,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: '1', RATE_LIMIT_AUTH: String(LIMIT), RATE_LIMIT_SUBMISSIONS: String(SUBMISSIONS_LIMIT) },
  })
  base = server.base
  const signedUp = await post('/login', { intent: 'signup', ...MEMBER }, '192.0.2.1')
  expect(signedUp.status).toBe(302)
  memberCookie = signedUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
}, 600_000)

afterAll(async () => {
  await server?.kill()
  rmSync(dataDir, { recursive: true, force: true })
  await removeCopy()
})

function post(path: string, fields: Record<string, string>, address: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'X-Forwarded-For': address, ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  })
}

/** n requests at once; the statuses, and whether every 429 had a Retry-After of whole seconds. */
async function burst(n: number, send: (i: number) => Promise<Response>) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => send(i)))
  await Promise.all(answers.map((a) => a.arrayBuffer()))
  const refused = answers.filter((a) => a.status === 429)
  return { checked: n - refused.length, retryAfter: refused.length > 0 && refused.every((a) => /^[1-9]\d*$/.test(a.headers.get('retry-after') ?? '')) }
}

/** One more request after a burst: refused, with Retry-After. */
async function expectRetryAfter(answer: Promise<Response>) {
  const response = await answer
  expect(response.status).toBe(429)
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
}

describe(`limits over HTTP on ${engine}`, () => {
  it("the case that once got through: of 20 parallel wrong passwords for one account, exactly RATE_LIMIT_AUTH are checked (/login, /login.data)", async () => {
    const result = await burst(20, (i) => post('/login', { intent: 'login', email: MEMBER.email, password: `g${i}` }, '203.0.113.9'))
    expect(result).toEqual({ checked: LIMIT, retryAfter: true })
    await expectRetryAfter(post('/login.data', { intent: 'login', email: MEMBER.email, password: 'g21' }, '203.0.113.9'))
  })

  it('/admin-login: of 20 parallel wrong passwords for the admin, exactly RATE_LIMIT_AUTH are checked', async () => {
    const result = await burst(20, (i) => post('/admin-login', { email: ADMIN.email, password: `g${i}` }, '198.51.100.7'))
    expect(result).toEqual({ checked: LIMIT, retryAfter: true })
  })

  it(`/dashboard/profile: of 20 parallel wrong current passwords, exactly ${CURRENT_PASSWORD_LIMIT} are checked`, async () => {
    const result = await burst(20, (i) => post('/dashboard/profile', { intent: 'email', email: `new${i}@example.com`, currentPassword: `g${i}` }, '192.0.2.1', { cookie: memberCookie }))
    expect(result).toEqual({ checked: CURRENT_PASSWORD_LIMIT, retryAfter: true })
    // The name form needs no password and stays open.
    expect((await post('/dashboard/profile', { intent: 'name', name: 'Still Me' }, '192.0.2.1', { cookie: memberCookie })).status).toBe(200)
  })

  it('/forgot-password and /reset-password: exactly RATE_LIMIT_AUTH of 20 parallel requests from one address', async () => {
    const forgot = await burst(20, () => post('/forgot-password', { email: MEMBER.email }, '203.0.113.20'))
    const reset = await burst(20, (i) => post('/reset-password', { token: `guess-${i}`, password: 'fresh-cedar-trail-8', confirmPassword: 'fresh-cedar-trail-8' }, '203.0.113.21'))
    expect([forgot, reset]).toEqual([{ checked: LIMIT, retryAfter: true }, { checked: LIMIT, retryAfter: true }])
  })

  // Item 4 as written, over HTTP: the same refusal for the admin's address and any other; a burst
  // of strangers (each from an address of its own) does not keep the admin out of an address it
  // signed in from, while a new address waits.
  it("/admin-login: the same answer for any refused address; strangers cannot lock the admin out of a known address", async () => {
    expect((await post('/admin-login', ADMIN, '192.0.2.50')).status).toBe(302)
    const refused = await Promise.all([ADMIN.email, MEMBER.email, 'nobody-at-all@example.com'].map((email, i) => post('/admin-login.data', { email, password: 'not-the-password' }, `192.0.2.${51 + i}`)))
    const answers = await Promise.all(refused.map(async (r) => `${r.status} ${await r.text()}`))
    expect(answers[0]).toMatch(/^401 /)
    expect(new Set(answers).size, answers.join('\n')).toBe(1)
    const strangers = await burst(30, (i) => post('/admin-login', { email: ADMIN.email, password: `guess-${i}` }, `203.0.113.${100 + i}`))
    expect(strangers.checked).toBeLessThanOrEqual(LIMIT * UNKNOWN_ADDRESS_FACTOR)
    expect(strangers.retryAfter).toBe(true)
    expect((await post('/admin-login', ADMIN, '192.0.2.50')).status).toBe(302)
    await expectRetryAfter(post('/admin-login', ADMIN, '192.0.2.99'))
  })

  it('the public APIs: /api/submissions and /api/newsletter, past RATE_LIMIT_SUBMISSIONS', async () => {
    const json = { Accept: 'application/json' }
    const submissions = await burst(10, (i) => post('/api/submissions', { kind: 'nomination', businessName: `Limits Cafe ${i}` }, '203.0.113.30', json))
    const newsletter = await burst(10, (i) => post('/api/newsletter', { email: `reader${i}@example.com` }, '203.0.113.31', json))
    expect([submissions, newsletter]).toEqual([{ checked: SUBMISSIONS_LIMIT, retryAfter: true }, { checked: SUBMISSIONS_LIMIT, retryAfter: true }])
  })
})
