// Where a member stands, through the route modules as the pages call them: their pending claims and
// badge applications on the dashboard and the claim page, and their e-mail confirmation (sent at
// sign-up, sent again on request). An access table: anonymous, the member, another member and the
// admin; a loader or action of these modules without an entry fails the first test. Nobody sees
// another member's claims or applications.
import { createCookie } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerOf, engine, openAppDatabase, routeArgs, testContext } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'
import { accessTableTests, type AccessEntry, type Role } from '../support/access-table.ts'

const db = await openAppDatabase('member-standing', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000', RATE_LIMIT_SUBMISSIONS: '1000' })
const { accessTableSessions } = await import('../support/sessions.ts')

const MODULES = {
  'dashboard._index.tsx': () => import('~/routes/dashboard._index.tsx'),
  'dashboard.businesses.tsx': () => import('~/routes/dashboard.businesses.tsx'),
  'dashboard.tsx': () => import('~/routes/dashboard.tsx'),
  'claim.tsx': () => import('~/routes/claim.tsx'),
  'account.confirm-email.tsx': () => import('~/routes/account.confirm-email.tsx'),
  'application.tsx': () => import('~/routes/application.tsx'),
} as const
type File = keyof typeof MODULES
type Answer = Awaited<ReturnType<typeof answerOf>>
type Entry = AccessEntry<File, Answer>

const cookies: Record<Role, string> = { anonymous: '', member: '', other: '', admin: '' }
const ids: Record<Role, string> = { anonymous: '', member: '', other: '', admin: '' }
/** The business the member claimed with documents, and their open application's id. */
let claimed = ''
let applicationId = ''

async function call(file: File, kind: 'loader' | 'action', role: Role, path: string, params: Record<string, string> = {}, body?: Record<string, string>) {
  const mod = (await MODULES[file]()) as unknown as Record<string, (args: unknown) => Promise<unknown>>
  const headers: Record<string, string> = cookies[role] ? { cookie: cookies[role] } : {}
  const request = new Request(`http://localhost:3000${path}`, kind === 'action' ? { method: 'POST', body: new URLSearchParams(body), headers } : { headers })
  return answerOf(() => mod[kind]!(routeArgs(request, testContext(), params)))
}

const confirmations = async (role: Role) =>
  (await db.selectFrom('outbox').innerJoin('user', 'user.email', 'outbox.to_address').select('outbox.id').where('user.id', '=', ids[role]).where('outbox.kind', '=', 'email-confirm').execute()).length


const signedIn = { anonymous: 302, member: 200, other: 200, admin: 200 }

const TABLE: Entry[] = [
  {
    file: 'dashboard._index.tsx', kind: 'loader', what: 'the overview lists the caller’s own pending claim and application, no one else’s',
    run: (role) => call('dashboard._index.tsx', 'loader', role, '/dashboard'),
    expect: signedIn,
    check: (role, answer) => {
      if (role === 'anonymous') return expect(answer.headers.get('location')).toBe('/login?redirectTo=%2Fdashboard')
      const { claims, applications } = answer.data as { claims: { businessId: string; documentNames: string[] }[]; applications: { id: string; next: string }[] }
      expect(claims.map((c) => c.businessId)).toEqual(role === 'member' ? [claimed] : [])
      expect(applications.map((a) => a.id)).toEqual(role === 'member' ? [applicationId] : [])
      if (role !== 'member') return
      expect(claims[0]!.documentNames).toEqual(['deed.pdf'])
      expect(applications[0]!.next).toBe('Our team schedules your audit and e-mails you its date.')
    },
  },
  {
    file: 'dashboard.businesses.tsx', kind: 'loader', what: 'My businesses shows the caller’s claim on its way',
    run: (role) => call('dashboard.businesses.tsx', 'loader', role, '/dashboard/listings'),
    expect: signedIn,
    check: (role, answer) => {
      if (role === 'anonymous') return
      const { claims } = answer.data as { claims: { businessId: string }[] }
      expect(claims.map((c) => c.businessId)).toEqual(role === 'member' ? [claimed] : [])
    },
  },
  {
    file: 'dashboard.tsx', kind: 'loader', what: 'the dashboard knows whether the caller’s own e-mail is confirmed',
    run: (role) => call('dashboard.tsx', 'loader', role, '/dashboard'),
    expect: signedIn,
    check: (role, answer) => {
      if (role === 'anonymous') return
      // Members sign up unconfirmed; the admin's account is created confirmed.
      expect((answer.data as { confirmed: boolean }).confirmed).toBe(role === 'admin')
    },
  },
  {
    file: 'claim.tsx', kind: 'loader', what: 'the claim page shows the caller’s own claim in review, and then no forms',
    run: (role) => call('claim.tsx', 'loader', role, `/claim/${claimed}`, { businessId: claimed }),
    expect: signedIn,
    check: (role, answer) => {
      if (role === 'anonymous') return
      const { review } = answer.data as { review: { method: string; createdAt: string } | null }
      expect(review?.method ?? null).toBe(role === 'member' ? 'documents' : null)
    },
  },
  {
    file: 'claim.tsx', kind: 'action', what: 'posting needs a session',
    run: (role) => call('claim.tsx', 'action', role, `/claim/${claimed}`, { businessId: claimed }, { intent: 'nothing' }),
    expect: { anonymous: 302, member: 302, other: 302, admin: 302 },
    check: (role, answer) => expect(answer.headers.get('location')).toBe(role === 'anonymous' ? `/login?redirectTo=${encodeURIComponent(`/claim/${claimed}`)}` : `/claim/${claimed}`),
  },
  {
    file: 'application.tsx', kind: 'loader', what: 'an application’s page is its member’s and the admin’s; only its member may act on it',
    run: (role) => call('application.tsx', 'loader', role, `/applications/${applicationId}`, { id: applicationId }),
    expect: { anonymous: 302, member: 200, other: 404, admin: 200 },
    check: (role, answer) => {
      if (answer.status !== 200) return
      const { application, mine } = answer.data as { application: { id: string }; mine: boolean }
      expect(application.id).toBe(applicationId)
      expect(mine).toBe(role === 'member')
    },
  },
  {
    file: 'application.tsx', kind: 'action', what: 'nobody but its member reaches an application’s actions',
    run: (role) => call('application.tsx', 'action', role, `/applications/${applicationId}`, { id: applicationId }, { intent: 'nothing' }),
    expect: { anonymous: 302, member: 400, other: 404, admin: 404 },
  },
  {
    file: 'account.confirm-email.tsx', kind: 'loader', what: 'a link that is not one is refused to everyone',
    run: (role) => call('account.confirm-email.tsx', 'loader', role, '/account/confirm-email?token=nope'),
    expect: { anonymous: 400, member: 400, other: 400, admin: 400 },
  },
  {
    file: 'account.confirm-email.tsx', kind: 'action', what: 'Resend sends the caller’s own link (none for a confirmed address), back to the page',
    run: (role) => call('account.confirm-email.tsx', 'action', role, '/account/confirm-email', {}, { returnTo: '/dashboard/saved' }),
    expect: { anonymous: 302, member: 302, other: 302, admin: 302 },
    check: async (role, answer) => {
      if (role === 'anonymous') return expect(answer.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
      expect(answer.headers.get('location')).toBe('/dashboard/saved')
      expect(await confirmations(role)).toBe(role === 'admin' ? 0 : 1)
    },
  },
]

beforeAll(async () => {
  const sessions = await accessTableSessions(db)
  Object.assign(cookies, sessions.cookies)
  Object.assign(ids, sessions.ids)
  const [first, second] = await db.selectFrom('businesses').select('id').where('status', '=', 'published').orderBy('name').limit(2).execute()
  claimed = first!.id
  const document = { id: 'd1', key: 'claims/d1', name: 'deed.pdf', contentType: 'application/pdf', size: 10, label: 'Proof of ownership' }
  await db.insertInto('business_claims').values({ business_id: claimed, user_id: ids.member, method: 'documents', status: 'review', note: 'I run it', documents: JSON.stringify([document]) }).execute()
  // Not pending: a code that expired, and another member's claim is theirs alone.
  await db.insertInto('business_claims').values({ business_id: second!.id, user_id: ids.member, method: 'listed-email', status: 'code-sent', address: 'x@example.com', code_expires_at: new Date(Date.now() - 60_000) }).execute()
  await db.insertInto('business_claims').values({ business_id: second!.id, user_id: ids.other, method: 'documents', status: 'refused' }).execute()
  const badge = await db.selectFrom('badges').select('id').limit(1).executeTakeFirstOrThrow()
  applicationId = (await db.insertInto('applications').values({ user_id: ids.member, badge_id: badge.id, business_id: claimed, business_name: 'Claimed', status: 'new', submitted_at: new Date() }).returning('id').executeTakeFirstOrThrow()).id
  await db.insertInto('applications').values({ user_id: ids.member, badge_id: badge.id, business_id: claimed, business_name: 'Claimed', status: 'withdrawn' }).execute()
})

describe(`where a member stands, on ${engine}`, () => {
  accessTableTests(MODULES, TABLE)

  it('sign-up sends the confirmation link and says it is needed', async () => {
    const login = await import('~/routes/login.tsx')
    const form = new URLSearchParams({ intent: 'signup', name: 'Nina New', email: 'nina@example.com', password: 'orchard-violet-77' })
    const answer = await answerOf(() => login.action(routeArgs(new Request('http://localhost:3000/login', { method: 'POST', body: form }), testContext('198.51.100.7'))))
    expect(answer.status).toBe(302)
    const set = answer.headers.getSetCookie().find((c) => c.startsWith('safest_toast='))!.split(';')[0]!
    const toast = (await createCookie('safest_toast').parse(set)) as { description: string }
    expect(toast.description).toBe('Confirm your e-mail address: we sent a link to nina@example.com. You need it to write reviews.')
    const mail = await db.selectFrom('outbox').select('text_body').where('to_address', '=', 'nina@example.com').where('kind', '=', 'email-confirm').execute()
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text_body).toMatch(/\/account\/confirm-email\?token=\S+/)
  })
})
