// Who may do what with reviews, through the route's action as the page calls it:
// anonymous, a member, another member, the business's owner and the admin. Refusals store nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { answerOf, engine, openAppDatabase, routeArgs, testContext } from '../support/app-database.ts'

const db = await openAppDatabase('reviews-access', { ADMIN_EMAIL: 'owner@safest.test', RATE_LIMIT_AUTH: '1000', RATE_LIMIT_SUBMISSIONS: '4' })

const { getAuth } = await import('~/domain/account/auth.server.ts')
const { createAdminAccount } = await import('~/domain/admin/create-admin-account.server.ts')
const reviews = await import('~/routes/business-reviews.ts')
const problems = await import('~/routes/business-problems.ts')
type Role = 'anonymous' | 'member' | 'other' | 'owner' | 'admin'

let businessId = ''
const cookies: Record<Role, string> = { anonymous: '', member: '', other: '', owner: '', admin: '' }
const ids: Partial<Record<Role, string>> = {}
const BODY = 'Careful staff, clear exits and a spotless kitchen every time we have visited this place.'

const post = (role: Role, fields: Record<string, string>, mod: { action: (args: never) => unknown } = reviews, path = 'reviews') =>
  answerOf(async () =>
    mod.action(routeArgs(new Request(`http://localhost:3000/businesses/${businessId}/${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: cookies[role] ? { cookie: cookies[role] } : {} }), testContext(), { id: businessId })),
  )
const count = async (table: 'reviews' | 'problem_reports') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)

beforeAll(async () => {
  const auth = getAuth(db)
  const cookieOf = (r: Response) => r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  for (const role of ['member', 'other', 'owner'] as const) {
    cookies[role] = cookieOf(await auth.api.signUpEmail({ body: { name: `${role} Person`, email: `${role}@example.com`, password: 'lantern-river-8' }, asResponse: true }))
    ids[role] = (await db.selectFrom('user').select('id').where('email', '=', `${role}@example.com`).executeTakeFirstOrThrow()).id
  }
  await createAdminAccount(db, { email: 'owner@safest.test', password: 'correct-horse-battery-9' })
  cookies.admin = cookieOf(await auth.api.signInEmail({ body: { email: 'owner@safest.test', password: 'correct-horse-battery-9' }, asResponse: true }))
  // Confirmed, established accounts (screening is tested in reviews.test.ts); "other" stays unconfirmed.
  await db.updateTable('user').set({ emailVerified: true, createdAt: new Date(Date.now() - 30 * 86_400_000) }).where('email', 'in', ['member@example.com', 'owner@example.com']).execute()
  businessId = (await db.selectFrom('businesses').select('id').where('status', '=', 'published').limit(1).executeTakeFirstOrThrow()).id
  await db.updateTable('businesses').set({ owner_id: ids.owner! }).where('id', '=', businessId).execute()
})
describe(`review and report routes on ${engine}: who may do what`, () => {
  it('writing: anonymous is asked to sign in, an unconfirmed member to confirm, the owner refused; a confirmed member writes one', async () => {
    const save = { intent: 'save', stars: '5', body: BODY }
    expect((await post('anonymous', save)).status).toBe(401)
    expect((await post('other', save)).status).toBe(403)
    expect((await post('owner', save)).status).toBe(403)
    expect(await count('reviews')).toBe(0)
    expect((await post('member', save)).status).toBe(201)
    expect((await post('member', { ...save, stars: '4' })).status).toBe(200)
    expect(await count('reviews')).toBe(1)
  })

  it('replying: only the owner, once; deleting: only the author’s own', async () => {
    const reviewId = (await db.selectFrom('reviews').select('id').executeTakeFirstOrThrow()).id
    const reply = { intent: 'reply', reviewId, reply: 'Thank you for coming.' }
    expect((await post('anonymous', reply)).status).toBe(401)
    for (const role of ['member', 'other', 'admin'] as const) expect((await post(role, reply)).status).toBe(403)
    expect((await post('owner', reply)).status).toBe(200)
    expect((await post('owner', reply)).status).toBe(409)
    expect((await post('other', { intent: 'delete' })).status).toBe(404)
    expect(await count('reviews')).toBe(1)
    expect((await post('member', { intent: 'delete' })).status).toBe(200)
    expect(await count('reviews')).toBe(0)
  })

  it('without JavaScript (a navigation), an answer goes back to the page with its message as a toast', async () => {
    const request = new Request(`http://localhost:3000/businesses/${businessId}/problems`, {
      method: 'POST',
      body: new URLSearchParams({ kind: 'nonsense', returnTo: '/city/denver/somewhere' }),
      headers: { 'sec-fetch-mode': 'navigate' },
    })
    const answer = await answerOf(async () => problems.action(routeArgs(request, testContext(), { id: businessId }) as never))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/city/denver/somewhere')
    expect(answer.headers.get('set-cookie')).toContain('safest_toast=')
    expect(await count('problem_reports')).toBe(0)
  })

  it('reporting a problem: anyone, with the submissions’ limit', async () => {
    const report = { kind: 'closed', details: 'Shut since May' }
    expect((await post('anonymous', report, problems, 'problems')).status).toBe(201)
    expect((await post('member', { kind: 'nonsense' }, problems, 'problems')).status).toBe(422)
    for (let i = 0; i < 3; i++) expect((await post('anonymous', report, problems, 'problems')).status).toBe(201)
    const limited = await post('anonymous', report, problems, 'problems')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await count('problem_reports')).toBe(4)
  })
})
