// The admin access tables of tests/integration/admin-access-*.test.ts: every admin loader and action,
// called directly as anonymous, member and admin: only the admin gets through, and the others change
// nothing (no audit entry either). Each route module of app/routes/admin/ belongs to one area
// (ADMIN_ACCESS_AREAS), whose file has an entry for each of its loader and action; a module in no
// area, or one without its entries, fails the area's first test. Import it after openAppDatabase().
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAward } from '~/domain/award/create-award.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { openJobQueue } from '~/lib/jobs/queue.server.ts'
import { engine, routeArgs } from './app-database.ts'
import { adminAndMemberCookies, TEST_ADMIN } from './sessions.ts'

export type Role = 'anonymous' | 'member' | 'admin'
export type Outcome = { status: number; location?: string }
export interface Ctx {
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
  /** The business of the Public records entries' pending and rejected matches. */
  recordsBusinessId: string
}
export interface Entry {
  file: string
  kind: 'loader' | 'action'
  path: string
  params?: Record<string, string> | ((ctx: Ctx) => Record<string, string>)
  body?: (ctx: Ctx, role: Role) => FormData | URLSearchParams | string
  expect: Record<Role, Outcome>
  /** After a refused call: nothing changed. After the admin's: the change happened. */
  check?: (ctx: Ctx, role: Role) => Promise<void>
}

/** The route modules of app/routes/admin/ by area: each area's test file has their entries. */
export const ADMIN_ACCESS_AREAS = {
  businesses: ['business-form.tsx', 'business-awards.ts', 'businesses.ts', 'businesses-export.ts', 'businesses-import.ts', 'imports.ts', 'submissions.ts', 'claims.ts', 'claim-document.ts', 'records.ts'],
  content: ['content-post.tsx', 'content-product.tsx', 'content-product-review.tsx', 'content-category.tsx', 'content-merchants.ts', 'content-products-export.ts', 'content-products-import.ts', 'city-images.ts', 'api-generate-image.ts'],
  dashboard: ['dashboard.tsx', 'login.tsx', 'badge-form.tsx', 'badges.ts', 'applications.ts', 'members.ts', 'settings.ts', 'newsletter-form.tsx', 'reviews.ts', 'reports.ts'],
} as const
export type AccessArea = keyof typeof ADMIN_ACCESS_AREAS

export const denied: Outcome = { status: 403 }
const toLogin: Outcome = { status: 302, location: '/admin-login' }
/** Refused to everyone but the admin, whose call answers `admin`. */
export const adminOnly = (admin: Outcome = { status: 200 }): Record<Role, Outcome> => ({ anonymous: denied, member: denied, admin })
/** A tab of the Admin Dashboard: its loader, for the admin only. */
export const adminTab = (tab: string): Entry => ({ file: 'dashboard.tsx', kind: 'loader', path: `/admin?tab=${tab}`, expect: adminOnly() })
/** An action of a dashboard tab (`/admin/{file's name}`): the admin's call goes back to the tab, what it changed checked. */
export const tabAction = (file: string, tab: string, body: NonNullable<Entry['body']>, check: Entry['check']): Entry => ({
  file, kind: 'action', path: `/admin/${file.replace(/\.ts$/, '')}`, body, expect: adminOnly({ status: 302, location: `/admin?tab=${tab}` }), check,
})
/** An admin page: anyone else is sent to sign in. */
export const adminPageOnly: Record<Role, Outcome> = { anonymous: toLogin, member: toLogin, admin: { status: 200 } }
type StatusTable = 'submissions' | 'applications' | 'business_claims' | 'reviews'
/** A check: the row's status became `afterAdmin` through the admin's call, and stayed `before` after a refused one. */
export const statusBecomes = (table: StatusTable, id: (ctx: Ctx, role: Role) => string, afterAdmin: string, before: string) => async (ctx: Ctx, role: Role) =>
  expect((await ctx.db.selectFrom(table).select('status').where('id', '=', id(ctx, role)).executeTakeFirstOrThrow()).status).toBe(role === 'admin' ? afterAdmin : before)
const countAudit = async (db: DB) => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

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

/** The rows every table's entries act on: submissions, badges, an award, an application, a claim, a review, a report and matches. */
async function accessContext(db: DB, memberId: string): Promise<Ctx> {
  const business = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirstOrThrow()
  const submission = async (role: Role) =>
    (await db.insertInto('submissions').values({ kind: 'nomination', business_name: `Nominee ${role}`, city_id: null, ip: null }).returning('id').executeTakeFirstOrThrow()).id
  const badge = async (role: Role) => {
    await db.insertInto('badges').values({ id: `doomed-${role}`, name: `Doomed ${role}`, image: '', price: 0, description: 'x' }).execute()
    return `doomed-${role}`
  }
  const ctx: Ctx = {
    db,
    businessId: business.id,
    submissionIds: { anonymous: await submission('anonymous'), member: await submission('member'), admin: await submission('admin') },
    badgeIds: { anonymous: await badge('anonymous'), member: await badge('member'), admin: await badge('admin') },
    memberId,
    awardCode: (await createAward(db, { businessId: business.id, badgeId: 'food-safety' })).code,
    applicationId: '',
    claimId: '',
    reviewId: '',
    reportId: '',
    reviewedBusinessId: '',
    recordsBusinessId: '',
  }
  // A business of their own: other entries delete ctx.businessId.
  const reviewed = await db.insertInto('businesses').values({ name: 'Reviewed', slug: 'reviewed-access', category: 'retail', description: 'A shop', rating: 0, safety_score: 0, address: '1 Main St', phone: '(303) 555-0100', city_id: null, certifications: [], badges: [] }).returning('id').executeTakeFirstOrThrow()
  ctx.reviewedBusinessId = reviewed.id
  await db.insertInto('user').values({ id: 'access-reviewer', name: 'Reviewer', email: 'reviewer@example.com', emailVerified: true, image: null, role: null, createdAt: new Date(), updatedAt: new Date() }).execute()
  ctx.reviewId = (await db.insertInto('reviews').values({ business_id: reviewed.id, user_id: 'access-reviewer', stars: 4, body: 'x'.repeat(60), fingerprint: 'x', hold_reasons: ['new-account'] }).returning('id').executeTakeFirstOrThrow()).id
  ctx.reportId = (await db.insertInto('problem_reports').values({ business_id: reviewed.id, kind: 'wrong-contact', details: null, field: 'phone', correction: '(303) 555-0177', email: null, ip: null, user_id: null }).returning('id').executeTakeFirstOrThrow()).id
  // Another business than ctx.businessId (which an admin entry deletes).
  ctx.recordsBusinessId = (await db.selectFrom('businesses').select('id').where('id', '!=', business.id).limit(1).executeTakeFirstOrThrow()).id
  const inspection = { estab_name: 'ACCESS TEST', site_address: '', site_city: '', site_state: 'CO', site_zip: '', naics_code: '', naics_sector: null, insp_type: 'H', insp_scope: 'A', open_date: '2024-01-01', close_case_date: null, load_dt: null, name_key: 'access test', street_key: '', zip5: '', business_id: ctx.recordsBusinessId, match_confidence: 75, updated_at: new Date() }
  await db.insertInto('osha_inspections').values([{ ...inspection, activity_nr: '990035', match_status: 'pending' }, { ...inspection, activity_nr: '990036', match_status: 'rejected' }]).execute()
  ctx.applicationId = (await db.insertInto('applications').values({ user_id: ctx.memberId, badge_id: (await db.selectFrom('badges').select('id').where('id', 'not like', 'doomed-%').limit(1).executeTakeFirstOrThrow()).id, business_id: business.id, business_name: 'Access test', status: 'new' }).returning('id').executeTakeFirstOrThrow()).id
  // A business no other entry deletes.
  const claimed = await db.selectFrom('businesses').select('id').orderBy('name', 'desc').limit(1).executeTakeFirstOrThrow()
  ctx.claimId = (await db.insertInto('business_claims').values({ business_id: claimed.id, user_id: ctx.memberId, method: 'documents', status: 'review', note: 'Mine' }).returning('id').executeTakeFirstOrThrow()).id
  return ctx
}

const cookies: Record<Role, string> = { anonymous: '', member: '', admin: '' }
let ctx: Ctx

/** The admin's session cookie and the table's rows, once `beforeAll` has run (for a file's own tests). */
export const accessSession = () => ({ ctx, adminCookie: cookies.admin })

/** The access table's tests for the route modules of `area`, each entry called as each role in turn. */
export function adminAccessTests(db: DB, area: AccessArea, table: Entry[]) {
  beforeAll(async () => {
    // Open, as the server does before it listens: an action queues its job in its transaction.
    await openJobQueue(db)
    const sessions = await adminAndMemberCookies(db)
    cookies.member = sessions.member
    cookies.admin = sessions.admin
    ctx = await accessContext(db, sessions.memberId)
  })

  describe(`admin access (${area}) on ${engine}`, () => {
    it(`has an entry for every loader and action of the ${area} admin route modules`, async () => {
      const dir = join(import.meta.dirname, '../../app/routes/admin')
      const areas: readonly string[] = Object.values(ADMIN_ACCESS_AREAS).flat()
      const files: readonly string[] = ADMIN_ACCESS_AREAS[area]
      const missing: string[] = []
      for (const file of readdirSync(dir)) {
        const mod = (await import(`../../app/routes/admin/${file}`)) as Record<string, unknown>
        for (const kind of ['loader', 'action'] as const) {
          if (typeof mod[kind] !== 'function') continue
          if (!areas.includes(file)) missing.push(`${file} ${kind} (in no area of ADMIN_ACCESS_AREAS)`)
          else if (files.includes(file) && !table.some((e) => e.file === file && e.kind === kind)) missing.push(`${file} ${kind}`)
        }
      }
      expect(missing).toEqual([])
    })

    for (const role of ['anonymous', 'member', 'admin'] as const) {
      for (const entry of table) {
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
}

export { TEST_ADMIN as ADMIN }
