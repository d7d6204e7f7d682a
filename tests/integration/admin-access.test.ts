// Every admin loader and action, called directly as anonymous, member and admin: only the admin
// gets through, and the others change nothing. A route module in app/routes/admin/ that exports a
// loader or action without an entry here fails the first test.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { engine, openAppDatabase, routeArgs } from '../support/app-database.ts'
import { TEST_ADMIN as ADMIN, TEST_MEMBER } from '../support/sessions.ts'

const MEMBER = { email: TEST_MEMBER.email, password: TEST_MEMBER.password }
const appDb = await openAppDatabase('admin-access', { ADMIN_EMAIL: ADMIN.email, RATE_LIMIT_AUTH: '1000' })
const { adminAndMemberCookies } = await import('../support/sessions.ts')
const { jobsTable } = await import('~/lib/jobs/read-jobs.server.ts')
const { createAward } = await import('~/domain/award/create-award.server.ts')
type DB = typeof appDb

type Role = 'anonymous' | 'member' | 'admin'
type Outcome = { status: number; location?: string }
interface Ctx {
  db: DB
  businessId: string
  submissionIds: Record<Role, string>
  badgeIds: Record<Role, string>
  memberId: string
  /** A current award of businessId, for the revoke entry. */
  awardCode: string
  applicationId: string
  /** A documents claim waiting in the Claims tab. */
  claimId: string
  /** A held review of businessId, and an open problem report with a phone correction. */
  reviewId: string
  reportId: string
  reviewedBusinessId: string
}
interface Entry {
  file: string
  kind: 'loader' | 'action'
  path: string
  params?: Record<string, string> | ((ctx: Ctx) => Record<string, string>)
  body?: (ctx: Ctx, role: Role) => FormData | URLSearchParams | string
  expect: Record<Role, Outcome>
  /** After a refused call: nothing changed. After the admin's: the change happened. */
  check?: (ctx: Ctx, role: Role) => Promise<void>
}

const denied: Outcome = { status: 403 }
/** The business of the Public records entries' pending and rejected matches. */
let recordsBusinessId = ''
const toLogin: Outcome = { status: 302, location: '/admin-login' }
/** Refused to everyone but the admin, whose call answers `admin`. */
const adminOnly = (admin: Outcome = { status: 200 }): Record<Role, Outcome> => ({ anonymous: denied, member: denied, admin })
/** A tab of the Admin Dashboard: its loader, for the admin only. */
const adminTab = (tab: string): Entry => ({ file: 'dashboard.tsx', kind: 'loader', path: `/admin?tab=${tab}`, expect: adminOnly() })
/** An admin page: anyone else is sent to sign in. */
const adminPageOnly: Record<Role, Outcome> = { anonymous: toLogin, member: toLogin, admin: { status: 200 } }
type StatusTable = 'submissions' | 'applications' | 'business_claims' | 'reviews'
/** A check: the row's status became `afterAdmin` through the admin's call, and stayed `before` after a refused one. */
const statusBecomes = (table: StatusTable, id: (ctx: Ctx, role: Role) => string, afterAdmin: string, before: string) => async (ctx: Ctx, role: Role) =>
  expect((await ctx.db.selectFrom(table).select('status').where('id', '=', id(ctx, role)).executeTakeFirstOrThrow()).status).toBe(role === 'admin' ? afterAdmin : before)
const reviewBody = { title: 'T', productName: 'P', author: 'A', publishedOn: '2026-11-26', productIds: 'smoke-alarm', verdict: 'V', rating: '4', price: '10', currency: 'USD', experience: 'E', status: 'published' }
const business = (name: string) =>
  new URLSearchParams({ name, category: 'retail', description: 'Test listing', rating: '4.5', address: '1 Main St', phone: '(303) 555-0100', safetyScore: '90', audited_on: '2026-11-02', status: 'hidden' })
const countAudit = async (db: DB) => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const countBusinesses = async (db: DB, name: string) =>
  Number((await db.selectFrom('businesses').select((eb) => eb.fn.countAll().as('n')).where('name', '=', name).executeTakeFirstOrThrow()).n)

/** A decision of the Public records tab on one match: only the admin's changes its status, with its audit entry. */
const recordsDecision = (intent: 'confirm' | 'reopen', activityNr: string, status: { before: string; afterAdmin: string }): Entry => ({
  file: 'records.ts', kind: 'action', path: '/admin/records',
  body: () => new URLSearchParams({ intent, activityNr }),
  expect: adminOnly({ status: 302, location: '/admin?tab=records' }),
  check: async ({ db }, role) => {
    expect((await db.selectFrom('osha_inspections').select('match_status').where('activity_nr', '=', activityNr).executeTakeFirstOrThrow()).match_status).toBe(role === 'admin' ? status.afterAdmin : status.before)
    const audit = await db.selectFrom('audit_log').select(['actor', 'entity_id']).where('action', '=', `records.${intent}-match`).execute()
    expect(audit).toEqual(role === 'admin' ? [{ actor: ADMIN.email, entity_id: recordsBusinessId }] : [])
  },
})

/** The labels of the queued city-image requests of a kind (one job per city). */
const imageRequests = async (db: DB, kind: string) =>
  [...new Set((await db.selectFrom(await jobsTable()).select('data').where('name', '=', 'city-image').execute()).filter((j) => j.data.kind === kind).map((j) => j.data.label))]

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
    file: 'business-form.tsx', kind: 'loader', path: '/business-form',
    expect: adminPageOnly,
  },
  {
    file: 'business-form.tsx', kind: 'action', path: '/business-form',
    body: (_ctx, role) => business(`Access Test ${role}`),
    expect: adminOnly({ status: 302, location: '/admin' }),
    check: async ({ db }, role) => expect(await countBusinesses(db, `Access Test ${role}`)).toBe(role === 'admin' ? 1 : 0),
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
    // The business form's Awards section: "Add award".
    file: 'business-awards.ts', kind: 'action', path: '/admin/businesses/{id}/awards', params: (ctx) => ({ id: ctx.businessId }),
    body: (_ctx, role) => new URLSearchParams({ intent: 'add', badgeId: 'fire-safety', issuer: `Access ${role}`, issuedOn: '2026-01-01', expiresOn: '2027-01-01' }),
    expect: adminOnly(),
    check: async ({ db, businessId }, role) =>
      expect((await db.selectFrom('awards').select('id').where('business_id', '=', businessId).where('issuer', '=', `Access ${role}`).execute()).length).toBe(role === 'admin' ? 1 : 0),
  },
  {
    // "Revoke" (a reason is required).
    file: 'business-awards.ts', kind: 'action', path: '/admin/businesses/{id}/awards', params: (ctx) => ({ id: ctx.businessId }),
    body: (ctx) => new URLSearchParams({ intent: 'revoke', code: ctx.awardCode, reason: 'Access test' }),
    expect: adminOnly(),
    check: async ({ db, awardCode }, role) =>
      expect((await db.selectFrom('awards').select('revoked_reason').where('code', '=', awardCode).executeTakeFirstOrThrow()).revoked_reason).toBe(role === 'admin' ? 'Access test' : null),
  },
  {
    file: 'businesses.ts', kind: 'action', path: '/admin/businesses',
    body: (ctx) => new URLSearchParams({ intent: 'delete', id: ctx.businessId }),
    expect: adminOnly(),
    check: async ({ db, businessId }, role) => expect(await db.selectFrom('businesses').select('id').where('id', '=', businessId).executeTakeFirst()).toEqual(role === 'admin' ? undefined : { id: businessId }),
  },
  {
    file: 'submissions.ts', kind: 'action', path: '/admin/submissions',
    body: (ctx, role) => new URLSearchParams({ intent: 'reject', submissionId: ctx.submissionIds[role], reason: 'Not a real business' }),
    expect: adminOnly(),
    check: statusBecomes('submissions', (ctx, role) => ctx.submissionIds[role], 'rejected', 'pending'),
  },
  {
    file: 'badges.ts', kind: 'action', path: '/admin/badges',
    body: (ctx, role) => new URLSearchParams({ intent: 'delete', id: ctx.badgeIds[role] }),
    expect: adminOnly(),
    check: async ({ db, badgeIds }, role) => expect(await db.selectFrom('badges').select('id').where('id', '=', badgeIds[role]).executeTakeFirst()).toEqual(role === 'admin' ? undefined : { id: badgeIds[role] }),
  },
  // The Audits tab and its steps: only the admin schedules an audit, audited.
  adminTab('audits'),
  {
    file: 'applications.ts', kind: 'action', path: '/admin/applications',
    body: (ctx) => new URLSearchParams({ intent: 'schedule', applicationId: ctx.applicationId, auditDate: '2026-12-01' }),
    expect: adminOnly({ status: 302, location: '/admin?tab=audits' }),
    check: statusBecomes('applications', (ctx) => ctx.applicationId, 'scheduled', 'new'),
  },
  // The Claims tab and its decisions: only the admin decides a claim, audited.
  adminTab('claims'),
  {
    file: 'claims.ts', kind: 'action', path: '/admin/claims',
    body: (ctx) => new URLSearchParams({ intent: 'refuse-claim', id: ctx.claimId, reason: 'No proof' }),
    expect: adminOnly({ status: 302, location: '/admin?tab=claims' }),
    check: statusBecomes('business_claims', (ctx) => ctx.claimId, 'refused', 'review'),
  },
  {
    // A claim's private document: the admin only (an unknown document: 404).
    file: 'claim-document.ts', kind: 'loader', path: '/admin/claims/{id}/documents/{doc}',
    params: (ctx) => ({ claimId: ctx.claimId, docId: ctx.claimId }),
    expect: adminOnly({ status: 404 }),
  },
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
  {
    // The Content tab's post editor.
    file: 'content-post.tsx', kind: 'loader', path: '/admin/content/posts/new', params: { id: 'new' },
    expect: adminPageOnly,
  },
  {
    file: 'content-post.tsx', kind: 'action', path: '/admin/content/posts/new', params: { id: 'new' },
    body: (_ctx, role) => new URLSearchParams({ title: `Access ${role}`, slug: `access-${role}`, author: 'Tester', publishedOn: '2026-11-26', summary: 'S', body: 'B', status: 'draft' }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect(await db.selectFrom('blog_posts').select('slug').where('slug', '=', `access-${role}`).executeTakeFirst()).toEqual(role === 'admin' ? { slug: 'access-admin' } : undefined),
  },
  {
    file: 'content-product.tsx', kind: 'loader', path: '/admin/content/products/smoke-alarm', params: { id: 'smoke-alarm' },
    expect: adminPageOnly,
  },
  {
    file: 'content-product.tsx', kind: 'action', path: '/admin/content/products/smoke-alarm', params: { id: 'smoke-alarm' },
    body: (_ctx, role) => new URLSearchParams({ name: `Alarm ${role}`, category: 'home-safety', subCategory: 'Fire Safety', description: 'D', rating: '4', price: '10', currency: 'USD', popularity: '2' }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('products').select('name').where('id', '=', 'smoke-alarm').executeTakeFirstOrThrow()).name).toBe(role === 'admin' ? 'Alarm admin' : 'Smart Smoke Alarm'),
  },
  {
    file: 'content-product-review.tsx', kind: 'loader', path: '/admin/content/reviews/example', params: { slug: 'example' },
    expect: adminPageOnly,
  },
  {
    file: 'content-product-review.tsx', kind: 'action', path: '/admin/content/reviews/example', params: { slug: 'example' },
    body: (_ctx, role) => new URLSearchParams({ ...reviewBody, verdict: `Verdict ${role}` }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('product_reviews').select('verdict').where('slug', '=', 'example').executeTakeFirstOrThrow()).verdict.startsWith('Verdict admin')).toBe(role === 'admin'),
  },
  {
    file: 'content-product-review.tsx', kind: 'loader', path: '/admin/content/reviews/new', params: { slug: 'new' },
    expect: adminPageOnly,
  },
  {
    file: 'content-product-review.tsx', kind: 'action', path: '/admin/content/reviews/new', params: { slug: 'new' },
    body: (_ctx, role) => new URLSearchParams({ ...reviewBody, slug: `access-${role}` }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('product_reviews').select('slug').where('slug', '=', `access-${role}`).execute()).length).toBe(role === 'admin' ? 1 : 0),
  },
  {
    file: 'content-category.tsx', kind: 'loader', path: '/admin/content/categories/home-safety', params: { slug: 'home-safety' },
    expect: adminPageOnly,
  },
  {
    file: 'content-category.tsx', kind: 'action', path: '/admin/content/categories/home-safety', params: { slug: 'home-safety' },
    body: (_ctx, role) => new URLSearchParams({ heroTitle: `Home ${role}`, heroText: 'T', guideSummary: 'S', guide: 'G', checklistSummary: 'C', checklist: 'One' }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('category_guides').select('hero_title').where('slug', '=', 'home-safety').executeTakeFirstOrThrow()).hero_title).toBe(role === 'admin' ? 'Home admin' : 'Home Safety Products'),
  },
  {
    file: 'content-merchants.ts', kind: 'action', path: '/admin/content/merchants',
    body: (_ctx, role) => new URLSearchParams({ id: 'amazon', affiliateParam: 'tag', affiliateTag: `tag-${role}` }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('merchants').select('affiliate_tag').where('id', '=', 'amazon').executeTakeFirstOrThrow()).affiliate_tag).toBe(role === 'admin' ? 'tag-admin' : ''),
  },
  {
    file: 'content-products-export.ts', kind: 'loader', path: '/admin/content/products.csv',
    expect: adminOnly(),
  },
  {
    file: 'content-products-import.ts', kind: 'action', path: '/admin/content/products/import',
    body: (_ctx, role) => {
      const form = new FormData()
      form.set('file', new File([`id,name,category,subCategory,description,rating,popularity\nsafety-gate,Gate ${role},child-safety,Gates,D,4,12\n`], 'p.csv', { type: 'text/csv' }))
      return form
    },
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('products').select('name').where('id', '=', 'safety-gate').executeTakeFirstOrThrow()).name).toBe(role === 'admin' ? 'Gate admin' : 'Pressure-Mounted Safety Gate'),
  },
  // The Public records tab and its decisions: only the admin confirms an uncertain match or reopens a rejected one, audited.
  adminTab('records'),
  recordsDecision('confirm', '990035', { before: 'pending', afterAdmin: 'confirmed' }),
  recordsDecision('reopen', '990036', { before: 'rejected', afterAdmin: 'pending' }),
  {
    // An upload is queued as a job only for the admin.
    file: 'records.ts', kind: 'action', path: '/admin/records',
    body: () => {
      const form = new FormData()
      form.set('intent', 'upload')
      form.set('source', 'osha')
      form.append('files', new File(['activity_nr,estab_name,open_date\n1,A,2024-01-01\n'], 'inspection.csv', { type: 'text/csv' }))
      form.append('files', new File(['activity_nr,citation_id\n1,01001\n'], 'violation.csv', { type: 'text/csv' }))
      return form
    },
    expect: adminOnly({ status: 302, location: '/admin?tab=records' }),
    check: async ({ db }, role) => expect(await db.selectFrom('record_imports').select('source').execute()).toEqual(role === 'admin' ? [{ source: 'upload' }] : []),
  },
  {
    file: 'city-images.ts', kind: 'loader', path: '/admin/city-images',
    expect: adminOnly(),
  },
  {
    file: 'city-images.ts', kind: 'action', path: '/admin/city-images',
    body: (_ctx, role) => new URLSearchParams({ intent: 'generate-all', scope: 'after', afterCity: role === 'admin' ? 'Wichita' : 'Milwaukee' }),
    expect: adminOnly({ status: 202 }),
    check: async ({ db }, role) => expect(await imageRequests(db, 'after')).toEqual(role === 'admin' ? ['Cities after Wichita'] : []),
  },
  {
    // Spec §7: anonymous is told to sign in (401); the admin gets through (an unknown city: 404).
    file: 'api-generate-image.ts', kind: 'action', path: '/api/generate-runware-image',
    body: () => JSON.stringify({ cityName: 'Atlantis', type: 'city' }),
    expect: { anonymous: { status: 401 }, member: denied, admin: { status: 404 } },
    check: async ({ db }) => expect(await imageRequests(db, 'city')).toEqual([]),
  },
  {
    file: 'businesses-export.ts', kind: 'loader', path: '/admin/businesses.csv',
    expect: adminOnly(),
  },
  {
    file: 'businesses-import.ts', kind: 'action', path: '/admin/businesses/import',
    body: () => {
      const form = new FormData()
      form.set('intent', 'preview')
      form.set('file', new File(['name,type,description,rating,address,phone\nImported,retail,Desc,4,"1 Main St, Denver, CO 80202",(303) 555-0100\n'], 'listings.csv', { type: 'text/csv' }))
      return form
    },
    expect: adminOnly(),
  },
  {
    // Undo a CSV import from the Activity tab: an unknown batch is 404 for the admin, nothing changes for the others.
    file: 'imports.ts', kind: 'action', path: '/admin/imports',
    body: () => new URLSearchParams({ intent: 'undo', batchId: '00000000-0000-4000-8000-000000000000' }),
    expect: adminOnly({ status: 404 }),
  },
]

/** The status (and redirect target) of a loader/action's answer, returned or thrown. */
async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
  let value: unknown
  try {
    value = await run()
  } catch (thrown) {
    value = thrown
  }
  if (value instanceof Response) {
    const location = value.headers.get('location')
    return location ? { status: value.status, location } : { status: value.status }
  }
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'DataWithResponseInit') {
    return { status: (value as { init?: { status?: number } }).init?.status ?? 200 }
  }
  if (value instanceof Error) throw value
  return { status: 200 }
}

const cookies: Record<Role, string> = { anonymous: '', member: '', admin: '' }
let ctx: Ctx

beforeAll(async () => {
  const db = appDb
  const sessions = await adminAndMemberCookies(db)
  cookies.member = sessions.member
  cookies.admin = sessions.admin
  const business = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirstOrThrow()
  const submission = async (role: Role) =>
    (await db.insertInto('submissions').values({ kind: 'nomination', business_name: `Nominee ${role}`, city_id: null, ip: null }).returning('id').executeTakeFirstOrThrow()).id
  const badge = async (role: Role) => {
    await db.insertInto('badges').values({ id: `doomed-${role}`, name: `Doomed ${role}`, image: '', price: 0, description: 'x' }).execute()
    return `doomed-${role}`
  }
  ctx = {
    db,
    businessId: business.id,
    submissionIds: { anonymous: await submission('anonymous'), member: await submission('member'), admin: await submission('admin') },
    badgeIds: { anonymous: await badge('anonymous'), member: await badge('member'), admin: await badge('admin') },
    memberId: sessions.memberId,
    awardCode: (await createAward(db, { businessId: business.id, badgeId: 'food-safety' })).code,
    applicationId: '',
    claimId: '',
    reviewId: '',
    reportId: '',
    reviewedBusinessId: '',
  }
  // A business of their own: other entries delete ctx.businessId.
  const reviewed = await db.insertInto('businesses').values({ name: 'Reviewed', slug: 'reviewed-access', category: 'retail', description: 'A shop', rating: 0, safety_score: 0, address: '1 Main St', phone: '(303) 555-0100', city_id: null, certifications: [], badges: [] }).returning('id').executeTakeFirstOrThrow()
  ctx.reviewedBusinessId = reviewed.id
  await db.insertInto('user').values({ id: 'access-reviewer', name: 'Reviewer', email: 'reviewer@example.com', emailVerified: true, image: null, role: null, createdAt: new Date(), updatedAt: new Date() }).execute()
  ctx.reviewId = (await db.insertInto('reviews').values({ business_id: reviewed.id, user_id: 'access-reviewer', stars: 4, body: 'x'.repeat(60), fingerprint: 'x', hold_reasons: ['new-account'] }).returning('id').executeTakeFirstOrThrow()).id
  ctx.reportId = (await db.insertInto('problem_reports').values({ business_id: reviewed.id, kind: 'wrong-contact', details: null, field: 'phone', correction: '(303) 555-0177', email: null, ip: null, user_id: null }).returning('id').executeTakeFirstOrThrow()).id
  // Another business than ctx.businessId (which an admin entry deletes).
  recordsBusinessId = (await db.selectFrom('businesses').select('id').where('id', '!=', business.id).limit(1).executeTakeFirstOrThrow()).id
  const inspection = { estab_name: 'ACCESS TEST', site_address: '', site_city: '', site_state: 'CO', site_zip: '', naics_code: '', naics_sector: null, insp_type: 'H', insp_scope: 'A', open_date: '2024-01-01', close_case_date: null, load_dt: null, name_key: 'access test', street_key: '', zip5: '', business_id: recordsBusinessId, match_confidence: 75, updated_at: new Date() }
  await db.insertInto('osha_inspections').values([{ ...inspection, activity_nr: '990035', match_status: 'pending' }, { ...inspection, activity_nr: '990036', match_status: 'rejected' }]).execute()
  ctx.applicationId = (await db.insertInto('applications').values({ user_id: ctx.memberId, badge_id: (await db.selectFrom('badges').select('id').where('id', 'not like', 'doomed-%').limit(1).executeTakeFirstOrThrow()).id, business_id: business.id, business_name: 'Access test', status: 'new' }).returning('id').executeTakeFirstOrThrow()).id
  // A business no other entry deletes.
  const claimed = await db.selectFrom('businesses').select('id').orderBy('name', 'desc').limit(1).executeTakeFirstOrThrow()
  ctx.claimId = (await db.insertInto('business_claims').values({ business_id: claimed.id, user_id: ctx.memberId, method: 'documents', status: 'review', note: 'Mine' }).returning('id').executeTakeFirstOrThrow()).id
})

describe(`admin access on ${engine}`, () => {
  it('has an entry for every loader and action of every admin route module', async () => {
    const dir = join(import.meta.dirname, '../../app/routes/admin')
    const missing: string[] = []
    for (const file of readdirSync(dir)) {
      const mod = (await import(`../../app/routes/admin/${file}`)) as Record<string, unknown>
      for (const kind of ['loader', 'action'] as const) {
        if (typeof mod[kind] === 'function' && !TABLE.some((e) => e.file === file && e.kind === kind)) missing.push(`${file} ${kind}`)
      }
    }
    expect(missing).toEqual([])
  })

  for (const role of ['anonymous', 'member', 'admin'] as const) {
    for (const entry of TABLE) {
      it(`${entry.kind} of ${entry.file} (${entry.path}) as ${role}: ${entry.expect[role].status}`, async () => {
        const mod = (await import(`../../app/routes/admin/${entry.file}`)) as Record<string, (args: unknown) => Promise<unknown>>
        const auditBefore = await countAudit(ctx.db)
        const headers: Record<string, string> = cookies[role] ? { cookie: cookies[role] } : {}
        const body = entry.body?.(ctx, role)
        const request = new Request(`http://localhost:3000${entry.path}`, entry.kind === 'action' ? { method: 'POST', body, headers } : { headers })
        const outcome = await outcomeOf(() => mod[entry.kind]!(routeArgs(request, { clientIp: '203.0.113.7', cspNonce: '', requestId: 'test' }, (typeof entry.params === 'function' ? entry.params(ctx) : entry.params) ?? {})))
        expect(outcome).toEqual(entry.expect[role])
        await entry.check?.(ctx, role)
        if (role !== 'admin') expect(await countAudit(ctx.db)).toBe(auditBefore)
      })
    }
  }
})

describe(`admin dashboard on ${engine} when a tab cannot be read`, () => {
  it('answers 503 with the spec’s "Error fetching badges" for that tab, not an error page', async () => {
    const mod = (await import('../../app/routes/admin/dashboard.tsx')) as unknown as { loader: (args: unknown) => Promise<unknown> }
    await sql`alter table badges rename to badges_away`.execute(ctx.db)
    try {
      const request = new Request('http://localhost:3000/admin?tab=badges', { headers: { cookie: cookies.admin } })
      const answer = (await mod.loader(routeArgs(request, {}))) as { init?: { status?: number }; data?: { content?: unknown } }
      expect(answer.init?.status).toBe(503)
      expect(answer.data?.content).toMatchObject({ tab: 'error', title: 'Error fetching badges' })
    } finally {
      await sql`alter table badges_away rename to badges`.execute(ctx.db)
    }
  })
})
