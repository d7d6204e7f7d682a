// Both engines: session expiry computed in SQL timestamps on each engine.
// Session lifetimes: members 30 days absolute / 7 days idle; the admin 12 h / 30 min.
import { beforeAll, describe, expect, it } from 'vitest'
import { getSessionUser, SESSION_LIMITS } from '~/domain/account/session.server.ts'
import { signIn } from '~/domain/account/sign-in.server.ts'
import { signUp } from '~/domain/account/sign-up.server.ts'
import { createAdminAccount } from '~/domain/admin/create-admin-account.server.ts'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

const ADMIN = { email: 'owner@safest.test', password: 'correct-horse-battery-9' }
process.env.ADMIN_EMAIL = ADMIN.email
process.env.RATE_LIMIT_AUTH = '1000'

const MEMBER = { email: 'sam@example.com', password: 'blue-harbor-7' }
const db = await openAppDatabase('sessions')
beforeAll(async () => {
  await createAdminAccount(db, ADMIN)
  const r = await signUp(db, { name: 'Sam', ...MEMBER }, new Request('http://localhost:3000/thank-you'))
  if (!r.ok) throw new Error('sign-up failed')
})

const MIN = 60_000
const cookieOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
const requestWith = (cookie: string) => new Request('http://localhost:3000/dashboard', { headers: { cookie } })
async function signedIn(who: { email: string; password: string }) {
  const result = await signIn(db, who, new Request('http://localhost:3000/login', { method: 'POST' }))
  if (!result.ok) throw new Error('sign-in failed')
  const cookie = cookieOf(result.headers)
  const session = await db.selectFrom('session').select(['id', 'updatedAt']).orderBy('createdAt', 'desc').orderBy('id').limit(1).executeTakeFirstOrThrow()
  return { cookie, id: session.id, setCookie: result.headers.getSetCookie().find((c) => c.includes('session_token'))! }
}
/** Moves a session's sign-in time and last request time into the past. */
const age = (id: string, ago: { signedIn?: number; lastSeen?: number }) =>
  db.updateTable('session').set({
    ...(ago.signedIn !== undefined ? { createdAt: new Date(Date.now() - ago.signedIn) } : {}),
    ...(ago.lastSeen !== undefined ? { updatedAt: new Date(Date.now() - ago.lastSeen) } : {}),
  }).where('id', '=', id).execute()
const exists = async (id: string) => Boolean(await db.selectFrom('session').select('id').where('id', '=', id).executeTakeFirst())

describe(`session lifetimes on ${engine}`, () => {
  it('a member session cookie lives 30 days (never extended); the limits are the spec’s', async () => {
    const { setCookie } = await signedIn(MEMBER)
    expect(setCookie).toMatch(/Max-Age=2592000/)
    expect(SESSION_LIMITS.member).toMatchObject({ absoluteMs: 30 * 24 * 60 * MIN, idleMs: 7 * 24 * 60 * MIN })
    expect(SESSION_LIMITS.admin).toMatchObject({ absoluteMs: 12 * 60 * MIN, idleMs: 30 * MIN })
  })

  it('member: 6 days idle is fine (and the request counts as activity); 7 days idle ends the session', async () => {
    const s = await signedIn(MEMBER)
    await age(s.id, { signedIn: 20 * 24 * 60 * MIN, lastSeen: 6 * 24 * 60 * MIN })
    expect((await getSessionUser(db, requestWith(s.cookie)))?.email).toBe(MEMBER.email)
    const touched = await db.selectFrom('session').select('updatedAt').where('id', '=', s.id).executeTakeFirstOrThrow()
    expect(Date.now() - new Date(touched.updatedAt).getTime()).toBeLessThan(MIN)
    await age(s.id, { lastSeen: 7 * 24 * 60 * MIN + MIN })
    expect(await getSessionUser(db, requestWith(s.cookie))).toBeNull()
    expect(await exists(s.id)).toBe(false)
  })

  it('member: an active session still ends 30 days after sign-in', async () => {
    const s = await signedIn(MEMBER)
    await age(s.id, { signedIn: 29 * 24 * 60 * MIN, lastSeen: MIN })
    expect(await getSessionUser(db, requestWith(s.cookie))).not.toBeNull()
    await age(s.id, { signedIn: 30 * 24 * 60 * MIN + MIN, lastSeen: MIN })
    expect(await getSessionUser(db, requestWith(s.cookie))).toBeNull()
    expect(await exists(s.id)).toBe(false)
  })

  it('admin: 29 minutes idle is fine, 31 minutes is not (requireAdmin refuses)', async () => {
    const s = await signedIn(ADMIN)
    await age(s.id, { lastSeen: 29 * MIN })
    expect((await requireAdmin(db, requestWith(s.cookie))).email).toBe(ADMIN.email)
    await age(s.id, { lastSeen: 31 * MIN })
    await expect(requireAdmin(db, requestWith(s.cookie))).rejects.toMatchObject({ init: { status: 403 } })
    expect(await exists(s.id)).toBe(false)
  })

  it('admin: an active session ends 12 hours after sign-in', async () => {
    const s = await signedIn(ADMIN)
    await age(s.id, { signedIn: 11 * 60 * MIN + 50 * MIN, lastSeen: 2 * MIN })
    expect((await getSessionUser(db, requestWith(s.cookie)))?.isAdmin).toBe(true)
    await age(s.id, { signedIn: 12 * 60 * MIN + MIN, lastSeen: 2 * MIN })
    expect(await getSessionUser(db, requestWith(s.cookie))).toBeNull()
  })
})
