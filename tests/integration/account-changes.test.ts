// The e-mail change takes effect only through the link sent to the new address;
// the password change (a plain form post, as without JavaScript) keeps this device signed in and
// says so on the page that follows.
import { describe, expect, it } from 'vitest'
import { answerOf, openAppDatabase, routeArgs, testContext } from '../support/app-database.ts'

const db = await openAppDatabase('account-changes', { RATE_LIMIT_AUTH: '1000' })
const { cookieOf } = await import('../support/sessions.ts')
const { signUp } = await import('~/domain/account/sign-up.server.ts')
const { signIn } = await import('~/domain/account/sign-in.server.ts')
const { getSessionUser } = await import('~/domain/account/session.server.ts')
const profile = await import('~/routes/dashboard.profile.tsx')
const confirm = await import('~/routes/account.confirm-email.tsx')
const root = await import('~/root.tsx')

const PASSWORD = 'moving-day-11'
const plain = (url: string, cookie = '') => new Request(`http://localhost:3000${url}`, { headers: cookie ? { cookie } : {} })
async function member(email: string) {
  const r = await signUp(db, { name: 'Eve Mover', email, password: PASSWORD }, plain('/thank-you'))
  if (!r.ok) throw new Error('sign-up failed')
  return { id: r.userId, cookie: cookieOf(r.headers) }
}
const post = (cookie: string, fields: Record<string, string>) =>
  answerOf(() => profile.action(routeArgs(new Request('http://localhost:3000/dashboard/profile', { method: 'POST', body: new URLSearchParams(fields), headers: { cookie } }), testContext())))
const openLink = (token: string | null) =>
  answerOf(() => confirm.loader(routeArgs(plain(`/account/confirm-email${token === null ? '' : `?token=${encodeURIComponent(token)}`}`), testContext())))
const emailOf = async (id: string) => (await db.selectFrom('user').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email
async function lastLink(to: string): Promise<string> {
  const mail = await db.selectFrom('outbox').select('text_body').where('kind', '=', 'email-change-confirm').where('to_address', '=', to)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow()
  return decodeURIComponent(/\/account\/confirm-email\?token=(\S+)/.exec(mail.text_body)![1]!)
}

describe('e-mail change confirmed by a link to the new address', () => {
  it('changes nothing until the link is opened; the link works once; the old address is told', async () => {
    const eve = await member('eve@example.com')
    const asked = await post(eve.cookie, { intent: 'email', email: 'eve.new@example.com', currentPassword: PASSWORD })
    expect(asked.status).toBe(200)
    expect((asked.data as { saved: string }).saved).toBe('We sent a confirmation link to eve.new@example.com. Your sign-in e-mail changes when you open it.')
    expect(await emailOf(eve.id)).toBe('eve@example.com')
    expect((await signIn(db, { email: 'eve.new@example.com', password: PASSWORD }, plain('/login'))).ok).toBe(false)
    const token = await lastLink('eve.new@example.com')
    // Only the token's hash is stored.
    expect(JSON.stringify(await db.selectFrom('email_changes').selectAll().execute())).not.toContain(token)

    const opened = await openLink(token)
    expect(opened.status).toBe(200)
    expect(opened.data).toEqual({ result: 'changed' })
    expect(await emailOf(eve.id)).toBe('eve.new@example.com')
    expect((await signIn(db, { email: 'eve.new@example.com', password: PASSWORD }, plain('/login'))).ok).toBe(true)
    const notice = await db.selectFrom('outbox').select(['to_address', 'text_body']).where('kind', '=', 'email-changed').executeTakeFirstOrThrow()
    expect(notice.to_address).toBe('eve@example.com')
    expect(notice.text_body).toContain('eve.new@example.com')
    expect((await openLink(token)).status).toBe(400)
    expect((await openLink(null)).status).toBe(400)
    expect((await openLink('x'.repeat(500))).status).toBe(400)
  })

  it('a newer request replaces the pending one; an expired link does nothing', async () => {
    const fay = await member('fay@example.com')
    await post(fay.cookie, { intent: 'email', email: 'fay.one@example.com', currentPassword: PASSWORD })
    const first = await lastLink('fay.one@example.com')
    await post(fay.cookie, { intent: 'email', email: 'fay.two@example.com', currentPassword: PASSWORD })
    expect((await openLink(first)).status).toBe(400)
    const second = await lastLink('fay.two@example.com')
    await db.updateTable('email_changes').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', fay.id).execute()
    expect((await openLink(second)).status).toBe(400)
    expect(await emailOf(fay.id)).toBe('fay@example.com')
  })

  it('an address taken by someone else between the request and the link is refused', async () => {
    const gus = await member('gus@example.com')
    await post(gus.cookie, { intent: 'email', email: 'popular@example.com', currentPassword: PASSWORD })
    const token = await lastLink('popular@example.com')
    await member('popular@example.com')
    expect((await openLink(token)).status).toBe(409)
    expect(await emailOf(gus.id)).toBe('gus@example.com')
  })
})

describe('password change without JavaScript', () => {
  it('keeps this device signed in (a new session cookie on the redirect) and shows the success message', async () => {
    const hal = await member('hal@example.com')
    const elsewhere = await signIn(db, { email: 'hal@example.com', password: PASSWORD }, plain('/login'))
    if (!elsewhere.ok) throw new Error('sign-in failed')
    const other = cookieOf(elsewhere.headers)
    const changed = await post(hal.cookie, { intent: 'password', currentPassword: PASSWORD, newPassword: 'fresh-cedar-trail-8', confirmPassword: 'fresh-cedar-trail-8' })
    expect(changed.status).toBe(302)
    expect(changed.headers.get('location')).toBe('/dashboard/profile')
    const next = cookieOf(changed.headers)
    expect(next).toMatch(/session_token=/)
    expect(next).toMatch(/safest_toast=/)
    // The page the browser loads next: signed in, with the message.
    expect((await getSessionUser(db, plain('/dashboard/profile', next)))?.email).toBe('hal@example.com')
    const page = await answerOf(() => root.loader(routeArgs(plain('/dashboard/profile', next), testContext())))
    expect((page.data as { flash: { description: string } }).flash.description).toBe('Your password was changed.')
    // The old cookie and other devices are signed out.
    expect(await getSessionUser(db, plain('/dashboard/profile', hal.cookie))).toBeNull()
    expect(await getSessionUser(db, plain('/dashboard/profile', other))).toBeNull()
  })
})
