// The admin access table (tests/support/admin-access.ts) of the dashboard and its tabs, the admin's
// sign-in, badges and audits, members, settings, the newsletter, reviews and problem reports; and
// the dashboard when a tab cannot be read. A new loader or action of these modules without an entry
// here fails the first test.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { engine, openAppDatabase, routeArgs } from '../support/app-database.ts'
import { TEST_ADMIN, TEST_MEMBER } from '../support/sessions.ts'
import type { Entry } from '../support/admin-access.ts'

const MEMBER = { email: TEST_MEMBER.email, password: TEST_MEMBER.password }
const db = await openAppDatabase('admin-access-dashboard', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000' })
const { ADMIN, accessSession, adminOnly, adminPageOnly, adminTab, adminAccessTests, denied, statusBecomes, tabAction } = await import('../support/admin-access.ts')

const TABLE: Entry[] = [
  {
    file: 'dashboard.tsx', kind: 'loader', path: '/admin',
    expect: adminOnly(),
  },
  // The Jobs tab: the queues, their counts and the last failures.
  adminTab('jobs'),
  // The Outbox: every e-mail the site wrote, its links included (read-only).
  adminTab('outbox'),
  adminTab('activity'),
  {
    file: 'login.tsx', kind: 'loader', path: '/admin-login',
    expect: { anonymous: { status: 200 }, member: { status: 200 }, admin: { status: 302, location: '/admin' } },
  },
  {
    // Public by design (it is how the admin signs in): only the admin's e-mail gets a session. A
    // member's right password is Access Denied; a wrong one is 401 whatever the address (decision 022).
    file: 'login.tsx', kind: 'action', path: '/admin-login',
    body: (_ctx, role) => new URLSearchParams(role === 'admin' ? ADMIN : role === 'member' ? MEMBER : { email: 'nobody@example.com', password: 'whatever-123' }),
    expect: { anonymous: { status: 401 }, member: denied, admin: { status: 302, location: '/admin' } },
  },
  {
    file: 'badge-form.tsx', kind: 'loader', path: '/badge-form/new', params: { id: 'new' },
    expect: adminPageOnly,
  },
  {
    file: 'badge-form.tsx', kind: 'action', path: '/badge-form/new', params: { id: 'new' },
    body: (_ctx, role) => new URLSearchParams({ id: `access-${role}`, name: `Access ${role}`, price: '0', description: 'Test badge' }),
    expect: adminOnly({ status: 302, location: '/admin?tab=badges' }),
    check: async ({ db }, role) => expect(await db.selectFrom('badges').select('id').where('id', '=', `access-${role}`).executeTakeFirst()).toEqual(role === 'admin' ? { id: 'access-admin' } : undefined),
  },
  {
    file: 'badges.ts', kind: 'action', path: '/admin/badges',
    body: (ctx, role) => new URLSearchParams({ intent: 'delete', id: ctx.badgeIds[role] }),
    expect: adminOnly(),
    check: async ({ db, badgeIds }, role) => expect(await db.selectFrom('badges').select('id').where('id', '=', badgeIds[role]).executeTakeFirst()).toEqual(role === 'admin' ? undefined : { id: badgeIds[role] }),
  },
  // The Audits tab and its steps: only the admin schedules an audit, audited.
  adminTab('audits'),
  tabAction('applications.ts', 'audits', (ctx) => new URLSearchParams({ intent: 'schedule', applicationId: ctx.applicationId, auditDate: '2026-12-01' }), statusBecomes('applications', (ctx) => ctx.applicationId, 'scheduled', 'new')),
  {
    // Grant Premium by hand: the member tries it on their own account first; only the admin's call counts, audited.
    file: 'members.ts', kind: 'action', path: '/admin/members',
    body: (ctx) => new URLSearchParams({ intent: 'grant', userId: ctx.memberId }),
    expect: adminOnly(),
    check: async ({ db, memberId }, role) => {
      expect((await db.selectFrom('profiles').select('subscription_level').where('user_id', '=', memberId).executeTakeFirstOrThrow()).subscription_level).toBe(role === 'admin' ? 'premium' : 'free')
      const audit = await db.selectFrom('audit_log').select(['actor', 'entity_id']).where('action', '=', 'member.grant-premium').execute()
      expect(audit).toEqual(role === 'admin' ? [{ actor: ADMIN.email, entity_id: memberId }] : [])
    },
  },
  {
    // The sample-listings notice: only the admin turns it off, audited.
    file: 'settings.ts', kind: 'action', path: '/admin/settings',
    body: () => new URLSearchParams({ sampleNotice: 'off' }),
    expect: adminOnly({ status: 302, location: '/admin?tab=settings' }),
    check: async ({ db }, role) => {
      expect((await db.selectFrom('site_settings').select('sample_notice').executeTakeFirstOrThrow()).sample_notice).toBe(role !== 'admin')
      const audit = await db.selectFrom('audit_log').select(['actor', 'entity_id']).where('action', '=', 'settings.sample-notice').execute()
      expect(audit).toEqual(role === 'admin' ? [{ actor: ADMIN.email, entity_id: 'sample-notice' }] : [])
    },
  },
  // The Newsletter tab: campaigns and their counts.
  adminTab('newsletter'),
  {
    file: 'newsletter-form.tsx', kind: 'loader', path: '/admin/newsletter',
    expect: adminPageOnly,
  },
  {
    // "Schedule": only the admin's campaign is written, scheduled and audited (Send now asks first: send-now.test.ts).
    file: 'newsletter-form.tsx', kind: 'action', path: '/admin/newsletter',
    body: (_ctx, role) => new URLSearchParams({ intent: 'schedule', subject: `Access ${role}`, body: 'Hello', topic: 'deals', audience: 'all', sendAt: '2099-01-01T09:00' }),
    expect: adminOnly({ status: 302, location: '/admin?tab=newsletter' }),
    check: async ({ db }, role) => {
      const rows = await db.selectFrom('campaigns').select(['subject', 'status']).where('subject', '=', `Access ${role}`).execute()
      expect(rows).toEqual(role === 'admin' ? [{ subject: 'Access admin', status: 'scheduled' }] : [])
    },
  },
  adminTab('reviews'),
  adminTab('reports'),
  {
    // Approving a held review: only the admin's call counts, audited.
    file: 'reviews.ts', kind: 'action', path: '/admin/reviews',
    body: (ctx) => new URLSearchParams({ intent: 'approve', id: ctx.reviewId }),
    expect: adminOnly(),
    check: statusBecomes('reviews', (ctx) => ctx.reviewId, 'approved', 'held'),
  },
  {
    // Applying a problem report's correction: only the admin's, through the business update (audited).
    file: 'reports.ts', kind: 'action', path: '/admin/reports',
    body: (ctx) => new URLSearchParams({ intent: 'apply', id: ctx.reportId, value: '(303) 555-0177' }),
    expect: adminOnly(),
    check: async ({ db, reportId, reviewedBusinessId }, role) => {
      expect((await db.selectFrom('problem_reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow()).status).toBe(role === 'admin' ? 'resolved' : 'open')
      expect((await db.selectFrom('businesses').select('phone').where('id', '=', reviewedBusinessId).executeTakeFirstOrThrow()).phone === '(303) 555-0177').toBe(role === 'admin')
    },
  },
]

adminAccessTests(db, 'dashboard', TABLE)

describe(`admin dashboard on ${engine} when a tab cannot be read`, () => {
  it('answers 503 with the spec’s "Error fetching badges" for that tab, not an error page', async () => {
    const { ctx, adminCookie } = accessSession()
    const mod = (await import('../../app/routes/admin/dashboard.tsx')) as unknown as { loader: (args: unknown) => Promise<unknown> }
    await sql`alter table badges rename to badges_away`.execute(ctx.db)
    try {
      const request = new Request('http://localhost:3000/admin?tab=badges', { headers: { cookie: adminCookie } })
      const answer = (await mod.loader(routeArgs(request, {}))) as { init?: { status?: number }; data?: { content?: unknown } }
      expect(answer.init?.status).toBe(503)
      expect(answer.data?.content).toMatchObject({ tab: 'error', title: 'Error fetching badges' })
    } finally {
      await sql`alter table badges_away rename to badges`.execute(ctx.db)
    }
  })
})
