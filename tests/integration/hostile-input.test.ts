// Issue 10 item 4: a fast-check property suite. Generated hostile values (NUL and other control
// characters, CR/LF in single-line fields, lone surrogates, overlong text, bidi overrides, SQL and
// markup) are posted to every public form and endpoint and every admin action, called directly as
// route modules. Each refused input must answer 4xx (never 5xx) with a message naming a field, and
// leave no row behind (row counts checked in the database after every call).
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerOf, testContext, routeArgs } from '../support/app-database.ts'
import { openAppDatabase } from '../support/app-test.ts'
import { TEST_ADMIN } from '../support/sessions.ts'
import { engine } from './test-db.ts'

const db = await openAppDatabase('hostile', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000000', RATE_LIMIT_SUBMISSIONS: '1000000' })
const { adminAndMemberCookies } = await import('../support/sessions.ts')

/** Runs per endpoint; 12 endpoints × RUNS ≥ 10,000 values. HOSTILE_RUNS overrides. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 850)

// Characters no text field may store: NUL, C0 controls, DEL. CR/LF are refused in single-line fields.
const control = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f')
const lineBreak = fc.constantFrom('\r', '\n', '\r\n')
const noise = fc.string({ maxLength: 20, unit: fc.constantFrom('a', 'Z', '0', ' ', "'", '"', '<', '>', ';', '-', '%', '\u202e', '\ud800', 'é', '😀') })
/** A value with at least one control character somewhere. */
const withControl = fc.tuple(noise, control, noise).map(([a, c, b]) => `${a}${c}${b}`)
/** A single-line value that smuggles a line break (header / CSV / log injection). */
const withBreak = fc.tuple(noise, lineBreak, noise).map(([a, c, b]) => `${a}x${c}${b}`)
// Longer than any field's cap (the longest, a business description, is 5,000).
const overlong = fc.integer({ min: 5_001, max: 8_000 }).map((n) => 'A'.repeat(n))

interface Target {
  name: string
  module: () => Promise<unknown>
  path: string
  params?: Record<string, string>
  role: 'anonymous' | 'member' | 'admin'
  /** A valid form; one field is then replaced by a hostile value. */
  valid: () => Record<string, string>
  /** Fields that are single-line (a line break is hostile there) and fields where only control characters are. */
  singleLine: string[]
  multiLine?: string[]
  /** Tables whose row counts must not change. */
  tables: Array<'submissions' | 'businesses' | 'badges' | 'user' | 'newsletter_subscribers' | 'audit_log' | 'outbox'>
  accept?: string
}

const TARGETS: Target[] = [
  {
    name: 'POST /api/submissions (Add Your Business)', module: () => import('~/routes/api.submissions.ts'), path: '/api/submissions', role: 'anonymous',
    valid: () => ({ kind: 'business', businessName: 'Safe Co', type: 'retail', address: '1 Main St', email: 'a@example.com', phone: '(303) 555-0100', description: 'We are safe.' }),
    singleLine: ['businessName', 'address', 'email', 'phone', 'website', 'certifications', 'city'], multiLine: ['description'], tables: ['submissions'],
  },
  {
    name: 'POST /api/submissions (nomination)', module: () => import('~/routes/api.submissions.ts'), path: '/api/submissions', role: 'anonymous',
    valid: () => ({ kind: 'nomination', businessName: 'Nominee', location: 'Denver', description: 'Great', submitterEmail: 'n@example.com' }),
    singleLine: ['businessName', 'location', 'submitterEmail'], multiLine: ['description'], tables: ['submissions'],
  },
  {
    name: 'POST /api/submissions (application)', module: () => import('~/routes/api.submissions.ts'), path: '/api/submissions', role: 'anonymous',
    valid: () => ({ kind: 'application', businessName: 'Applicant', category: 'restaurants', description: 'Food', phone: '303 555 0100', email: 'x@example.com', city: 'Denver' }),
    singleLine: ['businessName', 'phone', 'email', 'website', 'city'], multiLine: ['description'], tables: ['submissions'],
  },
  {
    name: 'POST /api/newsletter', module: () => import('~/routes/api.newsletter.ts'), path: '/api/newsletter', role: 'anonymous',
    valid: () => ({ email: 'reader@example.com' }), singleLine: ['email'], tables: ['newsletter_subscribers', 'outbox'],
  },
  {
    name: 'POST /login (sign-up)', module: () => import('~/routes/login.tsx'), path: '/login', role: 'anonymous',
    valid: () => ({ intent: 'signup', name: 'New Person', email: 'new-person@example.com', password: 'harbor-lantern-moss-3' }),
    singleLine: ['name', 'email'], tables: ['user'],
  },
  {
    name: 'POST /forgot-password', module: () => import('~/routes/forgot-password.tsx'), path: '/forgot-password', role: 'anonymous',
    valid: () => ({ email: 'member@example.com' }), singleLine: ['email'], tables: ['outbox'],
  },
  {
    name: 'POST /dashboard/profile (name)', module: () => import('~/routes/dashboard.profile.tsx'), path: '/dashboard/profile', role: 'member',
    valid: () => ({ intent: 'name', name: 'Member Name' }), singleLine: ['name'], tables: ['audit_log'],
  },
  {
    name: 'POST /business-form (admin listing editor)', module: () => import('~/routes/admin/business-form.tsx'), path: '/business-form', role: 'admin',
    valid: () => ({ name: 'Hostile Listing', category: 'retail', description: 'Test listing', rating: '4.5', address: '1 Main St', phone: '(303) 555-0100', safetyScore: '90' }),
    singleLine: ['name', 'address', 'phone', 'website'], multiLine: ['description'], tables: ['businesses', 'audit_log'],
  },
  {
    name: 'POST /badge-form/new (admin badge editor)', module: () => import('~/routes/admin/badge-form.tsx'), path: '/badge-form/new', params: { id: 'new' }, role: 'admin',
    valid: () => ({ id: 'hostile-badge', name: 'Hostile Badge', price: '0', description: 'Test badge' }),
    singleLine: ['id', 'name'], multiLine: ['description'], tables: ['badges', 'audit_log'],
  },
  {
    name: 'POST /admin/businesses (save)', module: () => import('~/routes/admin/businesses.ts'), path: '/admin/businesses', role: 'admin',
    valid: () => ({ intent: 'save', name: 'Hostile Save', category: 'retail', description: 'Test listing', rating: '4.5', address: '1 Main St', phone: '(303) 555-0100', safetyScore: '90' }),
    singleLine: ['name', 'address', 'phone', 'website'], multiLine: ['description'], tables: ['businesses', 'audit_log'],
  },
  {
    name: 'POST /admin/submissions (reject)', module: () => import('~/routes/admin/submissions.ts'), path: '/admin/submissions', role: 'admin',
    valid: () => ({ intent: 'reject', submissionId: '00000000-0000-4000-8000-000000000000', reason: 'Not real' }),
    singleLine: ['submissionId'], multiLine: ['reason'], tables: ['businesses', 'audit_log', 'submissions'],
  },
  {
    name: 'POST /admin/badges (delete)', module: () => import('~/routes/admin/badges.ts'), path: '/admin/badges', role: 'admin',
    valid: () => ({ intent: 'delete', id: 'no-such-badge' }), singleLine: ['id'], tables: ['badges', 'audit_log'],
  },
  {
    name: 'POST /admin/businesses/{id}/awards (revoke)', module: () => import('~/routes/admin/business-awards.ts'), path: '/admin/businesses/x/awards',
    params: { id: '00000000-0000-4000-8000-000000000000' }, role: 'admin',
    valid: () => ({ intent: 'revoke', code: 'SAF-0000000000', reason: 'Failed re-inspection' }), singleLine: ['code'], multiLine: ['reason'], tables: ['audit_log', 'outbox'],
  },
  {
    name: 'POST /login/two-factor (second step of a sign-in)', module: () => import('~/routes/login.two-factor.tsx'), path: '/login/two-factor', role: 'anonymous',
    valid: () => ({ code: '123456' }), singleLine: ['code'], tables: ['user'],
  },
  {
    name: 'POST /admin/members (grant Premium)', module: () => import('~/routes/admin/members.ts'), path: '/admin/members', role: 'admin',
    valid: () => ({ intent: 'grant', userId: 'no-such-member' }), singleLine: ['userId'], tables: ['user', 'audit_log'],
  },
]

const cookies = { anonymous: '', member: '', admin: '' }
beforeAll(async () => {
  const sessions = await adminAndMemberCookies(db)
  cookies.member = sessions.member
  cookies.admin = sessions.admin
})

async function counts(tables: Target['tables']): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of tables) {
    const row = await db.selectFrom(table as 'badges').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
    out[table] = Number(row.n)
  }
  return out
}

/**
 * A message naming a field (an `errors` object). Hidden id fields (a submission's or badge's id)
 * are not typed by anyone: for them the form's toast saying what was not found counts.
 */
function fieldMessage(body: unknown, field: string): string | null {
  if (!body || typeof body !== 'object') return null
  const b = body as { errors?: Record<string, string>; message?: string; toast?: { description?: string } }
  const first = b.errors && Object.values(b.errors).find((m) => typeof m === 'string' && m.length > 0)
  if (first) return first
  if (HIDDEN_IDS.has(field)) return b.toast?.description ?? b.message ?? null
  return null
}
const HIDDEN_IDS = new Set(['submissionId', 'id', 'userId'])

let total = 0
describe(`hostile input on ${engine}`, () => {
  for (const target of TARGETS) {
    it(`${target.name}: refuses every hostile value with a 4xx and a field message, storing nothing`, async () => {
      const mod = (await target.module()) as { action: (args: unknown) => Promise<unknown> }
      const before = await counts(target.tables)
      const hostileFor = fc.oneof(
        fc.tuple(fc.constantFrom(...target.singleLine), fc.oneof(withControl, withBreak, overlong)),
        ...(target.multiLine?.length ? [fc.tuple(fc.constantFrom(...target.multiLine), fc.oneof(withControl, overlong))] : []),
      )
      await fc.assert(
        fc.asyncProperty(hostileFor, async ([field, value]) => {
          total++
          const fields = { ...target.valid(), [field]: value }
          const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
          if (cookies[target.role]) headers.cookie = cookies[target.role]
          const request = new Request(`http://localhost:3000${target.path}`, { method: 'POST', body: new URLSearchParams(fields), headers })
          const answer = await answerOf(() => mod.action(routeArgs(request, testContext('203.0.113.9'), target.params ?? {})))
          expect(answer.status, `${field}=${JSON.stringify(value).slice(0, 80)}`).toBeGreaterThanOrEqual(400)
          expect(answer.status).toBeLessThan(500)
          expect(fieldMessage(answer.data, field), `no field message for ${field}=${JSON.stringify(value).slice(0, 40)} (${answer.status} ${JSON.stringify(answer.data).slice(0, 120)})`).toBeTruthy()
        }),
        { numRuns: RUNS },
      )
      expect(await counts(target.tables)).toEqual(before)
    }, 120_000)
  }
  it(`posted at least 10,000 hostile values in total`, () => {
    if (!process.env.HOSTILE_RUNS) expect(total).toBeGreaterThanOrEqual(10_000)
  })
})
