// Optional two-factor sign-in (TOTP + recovery codes); required for the admin
// area with ADMIN_REQUIRE_2FA=1.
import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerOf, openAppDatabase, routeArgs, testContext } from '../support/app-database.ts'
import { cookieOf, TEST_ADMIN as ADMIN } from '../support/sessions.ts'

// ADMIN_REQUIRE_2FA for the whole file (the env is read once): only the admin is affected.
const db = await openAppDatabase('two-factor', { ADMIN_EMAIL: ADMIN.email, RATE_LIMIT_AUTH: '1000', ADMIN_REQUIRE_2FA: '1' })
const { signUp } = await import('~/domain/account/sign-up.server.ts')
const { signIn } = await import('~/domain/account/sign-in.server.ts')
const { getSessionUser } = await import('~/domain/account/session.server.ts')
const { completeTwoFactorSignIn, confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup } = await import('~/domain/account/two-factor.server.ts')
const { createAdminAccount } = await import('~/domain/admin/create-admin-account.server.ts')

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from the base32 secret an authenticator app would scan. */
function totp(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of base32.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
  const mac = createHmac('sha1', key).update(counter).digest()
  const offset = mac[mac.length - 1]! & 0xf
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

const PASSWORD = 'blue-harbor-7'
const req = (cookie = '') => new Request('http://localhost:3000/dashboard/profile', { method: 'POST', headers: cookie ? { cookie } : {} })

beforeAll(async () => {
  await createAdminAccount(db, ADMIN)
})

/** A member with two-factor on: returns the secret, the recovery codes and a session cookie. */
async function memberWithTwoFactor(email: string) {
  const r = await signUp(db, { name: 'Tess', email, password: PASSWORD }, req())
  if (!r.ok) throw new Error('sign-up failed')
  let cookie = cookieOf(r.headers)
  expect(await startTwoFactorSetup(db, req(cookie), 'not-my-password')).toEqual({ ok: false })
  const setup = await startTwoFactorSetup(db, req(cookie), PASSWORD)
  if (!setup.ok) throw new Error('setup failed')
  // Not on until a code from the app confirms it.
  expect((await signIn(db, { email, password: PASSWORD }, req())).ok).toBe(true)
  expect(await confirmTwoFactorSetup(db, req(cookie), '000000')).toEqual({ ok: false })
  const confirmed = await confirmTwoFactorSetup(db, req(cookie), totp(setup.secret))
  if (!confirmed.ok) throw new Error('confirm failed')
  cookie = cookieOf(confirmed.headers) || cookie
  return { ...setup, cookie, userId: r.userId }
}

describe('two-factor sign-in', () => {
  it('setup needs the password and a code; then sign-in asks for the code, and only a right one gives a session', async () => {
    const tess = await memberWithTwoFactor('tess@example.com')
    expect(tess.totpURI).toMatch(/^otpauth:\/\/totp\/Safest:tess%40example\.com\?/)
    expect(tess.backupCodes).toHaveLength(10)
    expect((await db.selectFrom('user').select('twoFactorEnabled').where('id', '=', tess.userId).executeTakeFirstOrThrow()).twoFactorEnabled).toBe(true)

    const first = await signIn(db, { email: 'tess@example.com', password: PASSWORD }, req())
    expect(first).toMatchObject({ ok: false, reason: 'two-factor' })
    if (first.ok || first.reason !== 'two-factor') return
    const challenge = cookieOf(first.headers)
    expect(challenge).not.toMatch(/session_token=[^;]/) // the credential session is expired at once
    expect(await getSessionUser(db, req(challenge))).toBeNull()
    expect(await completeTwoFactorSignIn(db, req(challenge), '123456')).toEqual({ ok: false, reason: 'invalid-code' })
    const done = await completeTwoFactorSignIn(db, req(challenge), totp(tess.secret))
    expect(done.ok).toBe(true)
    if (!done.ok) return
    expect((await getSessionUser(db, req(cookieOf(done.headers))))?.email).toBe('tess@example.com')
  })

  it('a recovery code signs in once; after turning two-factor off the password alone does', async () => {
    const uma = await memberWithTwoFactor('uma@example.com')
    const code = uma.backupCodes[0]!
    const challenge = async () => {
      const r = await signIn(db, { email: 'uma@example.com', password: PASSWORD }, req())
      if (r.ok || r.reason !== 'two-factor') throw new Error('expected a challenge')
      return cookieOf(r.headers)
    }
    const used = await completeTwoFactorSignIn(db, req(await challenge()), code)
    expect(used.ok).toBe(true)
    expect((await completeTwoFactorSignIn(db, req(await challenge()), code)).ok).toBe(false)
    if (!used.ok) return
    expect(await disableTwoFactor(db, req(cookieOf(used.headers)), 'wrong-password-1')).toEqual({ ok: false })
    expect((await disableTwoFactor(db, req(cookieOf(used.headers)), PASSWORD)).ok).toBe(true)
    expect((await signIn(db, { email: 'uma@example.com', password: PASSWORD }, req())).ok).toBe(true)
  })

  it('the login form sends a two-factor account to /login/two-factor, whose form finishes the sign-in', async () => {
    const vic = await memberWithTwoFactor('vic@example.com')
    const login = await import('~/routes/login.tsx')
    const challengePage = await import('~/routes/login.two-factor.tsx')
    const first = await answerOf(() => login.action(routeArgs(new Request('http://localhost:3000/login', { method: 'POST', body: new URLSearchParams({ intent: 'login', email: 'vic@example.com', password: PASSWORD, redirectTo: '/dashboard/billing' }) }), testContext())))
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/login/two-factor?redirectTo=%2Fdashboard%2Fbilling')
    const challenge = cookieOf(first.headers)
    const post = (code: string) =>
      answerOf(() => challengePage.action(routeArgs(new Request(`http://localhost:3000${first.headers.get('location')}`, { method: 'POST', body: new URLSearchParams({ code }), headers: { cookie: challenge } }), testContext())))
    const wrong = await post('000000')
    expect(wrong.status).toBe(400)
    expect(wrong.data).toEqual({ errors: { code: 'That code is not right. Try again, or use one of your recovery codes.' } })
    const addresses = () => db.selectFrom('sign_in_addresses').select('address').where('user_id', '=', vic.userId).execute()
    expect(await addresses()).toEqual([]) // the password alone does not make the address known (decision 022)
    const right = await post(totp(vic.secret))
    expect(right.status).toBe(302)
    expect(right.headers.get('location')).toBe('/dashboard/billing')
    expect((await getSessionUser(db, req(cookieOf(right.headers))))?.email).toBe('vic@example.com')
    expect(await addresses()).toEqual([{ address: testContext().clientIp }])
    // Without a challenge: told to sign in again.
    const none = await answerOf(() => challengePage.action(routeArgs(new Request('http://localhost:3000/login/two-factor', { method: 'POST', body: new URLSearchParams({ code: '123456' }) }), testContext())))
    expect(none.status).toBe(401)
  })

  it('ADMIN_REQUIRE_2FA=1: the admin area waits until the admin has two-factor on', async () => {
    const dashboard = await import('~/routes/admin/dashboard.tsx')
    const members = await import('~/routes/admin/members.ts')
    const signedIn = await signIn(db, ADMIN, req())
    if (!signedIn.ok) throw new Error('admin sign-in failed')
    const cookie = cookieOf(signedIn.headers)
    const page = (c: string) => answerOf(() => dashboard.loader(routeArgs(new Request('http://localhost:3000/admin', { headers: { cookie: c } }), testContext())))
    const post = (c: string) => answerOf(() => members.action(routeArgs(new Request('http://localhost:3000/admin/members', { method: 'POST', body: new URLSearchParams({ intent: 'grant', userId: 'nobody' }), headers: { cookie: c } }), testContext())))
    {
      const refused = await page(cookie)
      expect(refused.status).toBe(302)
      expect(refused.headers.get('location')).toBe('/dashboard/profile')
      expect((await post(cookie)).status).toBe(403)
      const setup = await startTwoFactorSetup(db, req(cookie), ADMIN.password)
      if (!setup.ok) throw new Error('setup failed')
      const confirmed = await confirmTwoFactorSetup(db, req(cookie), totp(setup.secret))
      if (!confirmed.ok) throw new Error('confirm failed')
      expect((await page(cookieOf(confirmed.headers))).status).toBe(200)
      // The admin's next sign-in asks for the code.
      expect(await signIn(db, ADMIN, req())).toMatchObject({ ok: false, reason: 'two-factor' })
    }
  })
})
