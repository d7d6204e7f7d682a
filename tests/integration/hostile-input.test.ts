// A fast-check property suite. Generated hostile values (NUL and other control
// characters, CR/LF in single-line fields, lone surrogates, overlong text, bidi overrides, SQL and
// markup) are posted to every public form and endpoint and every admin action, called directly as
// route modules. Each refused input must answer 4xx (never 5xx) with a message naming a field, and
// leave no row behind (row counts checked in the database after every call). Every
// public route of app/routes.ts with an action has a target here (the last test names any without
// one); admin and API routes are swept over HTTP by hostile-routes.test.ts.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerOf, engine, openAppDatabase, routeArgs, testContext } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

// With a Stripe key, the billing actions get past "not configured" to their own checks (no call reaches Stripe).
const db = await openAppDatabase('hostile', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000000', RATE_LIMIT_SUBMISSIONS: '1000000', STRIPE_SECRET_KEY: 'sk_test_hostile' })
const { adminAndMemberCookies } = await import('../support/sessions.ts')
const { appRoutes } = await import('../support/app-server.ts')
const { signSubscriberToken } = await import('~/domain/newsletter/signed-links.server.ts')

const ZERO_UUID = '00000000-0000-4000-8000-000000000000'
/** A badge whose application asks only what a form field answers (no document). */
const PROGRAMME = { id: 'hostile-programme', questions: [{ label: 'Written safety plan', kind: 'yes-no', required: true }, { label: 'Training', kind: 'text', required: true }] }
const SUBSCRIBER = 'preferences@example.com'

/**
 * Values per target: 10,000+ hostile values in all (11,200 over the 42 targets; the
 * last test counts them), with 300 for each first target and 250 for the public forms' sweep
 * targets (each field still gets dozens of values). HOSTILE_RUNS overrides for every target.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 300)
const SWEEP_RUNS = 250

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

type Table = 'submissions' | 'businesses' | 'badges' | 'user' | 'session' | 'newsletter_subscribers' | 'audit_log' | 'outbox' | 'problem_reports' | 'reviews' | 'review_reports'
  | 'business_leads' | 'business_claims' | 'business_change_requests' | 'business_photos' | 'applications' | 'favorites'

/** What the public targets need: a business the member owns, one they may claim, their application, a subscriber's signed link. */
interface Ctx {
  ownedId: string
  claimableId: string
  applicationId: string
  token: string
}

interface Target {
  name: string
  /** Its route's id in app/routes.ts (every public route with an action has a target). */
  route: string
  module: () => Promise<unknown>
  path: string | ((ctx: Ctx) => string)
  params?: (ctx: Ctx) => Record<string, string>
  role: 'anonymous' | 'member' | 'admin'
  /** A valid form; one field is then replaced by a hostile value. */
  valid: (ctx: Ctx) => Record<string, string>
  /** Fields that are single-line (a line break is hostile there) and fields where only control characters are. */
  singleLine: string[]
  multiLine?: string[]
  /**
   * Fields nobody types (hidden inputs, a button's intent, the browser's position): for them the
   * message the page shows is enough (a toast, `message`, or the problem it names, `view`).
   */
  hidden?: string[]
  /** Tables whose row counts must not change. */
  tables: Table[]
  /** What an update (not a new row) would change: must read the same after the values. */
  unchanged?: (ctx: Ctx) => Promise<unknown>
  /** 'home': a hostile value is dropped, and the answer is a redirect to / (logout's return path). */
  outcome?: 'refused' | 'home'
  /** Fewer values where every call runs a search (RUNS otherwise). */
  runs?: number
}

const TARGETS: Target[] = [
  {
    name: 'POST /api/submissions (Add Your Business)', route: 'routes/api.submissions', module: () => import('~/routes/api.submissions.ts'), path: '/api/submissions', role: 'anonymous',
    valid: () => ({ kind: 'business', businessName: 'Safe Co', type: 'retail', address: '1 Main St', email: 'a@example.com', phone: '(303) 555-0100', description: 'We are safe.' }),
    singleLine: ['businessName', 'address', 'email', 'phone', 'website', 'certifications', 'city'], multiLine: ['description'], tables: ['submissions'],
  },
  {
    name: 'POST /api/submissions (nomination)', route: 'routes/api.submissions', module: () => import('~/routes/api.submissions.ts'), path: '/api/submissions', role: 'anonymous',
    valid: () => ({ kind: 'nomination', businessName: 'Nominee', location: 'Denver', description: 'Great', submitterEmail: 'n@example.com' }),
    singleLine: ['businessName', 'location', 'submitterEmail'], multiLine: ['description'], tables: ['submissions'],
  },
  {
    name: 'POST /api/submissions (application)', route: 'routes/api.submissions', module: () => import('~/routes/api.submissions.ts'), path: '/api/submissions', role: 'anonymous',
    valid: () => ({ kind: 'application', businessName: 'Applicant', category: 'restaurants', description: 'Food', phone: '303 555 0100', email: 'x@example.com', city: 'Denver' }),
    singleLine: ['businessName', 'phone', 'email', 'website', 'city'], multiLine: ['description'], tables: ['submissions'],
  },
  {
    name: 'POST /api/newsletter', route: 'routes/api.newsletter', module: () => import('~/routes/api.newsletter.ts'), path: '/api/newsletter', role: 'anonymous',
    valid: () => ({ email: 'reader@example.com' }), singleLine: ['email'], tables: ['newsletter_subscribers', 'outbox'],
  },
  {
    name: 'POST /login (sign-up)', route: 'routes/login', module: () => import('~/routes/login.tsx'), path: '/login', role: 'anonymous',
    valid: () => ({ intent: 'signup', name: 'New Person', email: 'new-person@example.com', password: 'harbor-lantern-moss-3' }),
    singleLine: ['name', 'email'], tables: ['user'],
  },
  {
    name: 'POST /forgot-password', route: 'routes/forgot-password', module: () => import('~/routes/forgot-password.tsx'), path: '/forgot-password', role: 'anonymous',
    valid: () => ({ email: 'member@example.com' }), singleLine: ['email'], tables: ['outbox'],
  },
  {
    name: 'POST /dashboard/profile (name)', route: 'routes/dashboard.profile', module: () => import('~/routes/dashboard.profile.tsx'), path: '/dashboard/profile', role: 'member',
    valid: () => ({ intent: 'name', name: 'Member Name' }), singleLine: ['name'], tables: ['audit_log'],
  },
  {
    name: 'POST /business-form (admin listing editor)', route: 'routes/admin/business-form', module: () => import('~/routes/admin/business-form.tsx'), path: '/business-form', role: 'admin',
    valid: () => ({ name: 'Hostile Listing', category: 'retail', description: 'Test listing', rating: '4.5', address: '1 Main St', phone: '(303) 555-0100', safetyScore: '90' }),
    singleLine: ['name', 'address', 'phone', 'website'], multiLine: ['description'], tables: ['businesses', 'audit_log'],
  },
  {
    name: 'POST /badge-form/new (admin badge editor)', route: 'routes/admin/badge-form', module: () => import('~/routes/admin/badge-form.tsx'), path: '/badge-form/new', params: () => ({ id: 'new' }), role: 'admin',
    valid: () => ({ id: 'hostile-badge', name: 'Hostile Badge', price: '0', description: 'Test badge' }),
    singleLine: ['id', 'name'], multiLine: ['description'], tables: ['badges', 'audit_log'],
  },
  {
    name: 'POST /admin/businesses (save)', route: 'routes/admin/businesses', module: () => import('~/routes/admin/businesses.ts'), path: '/admin/businesses', role: 'admin',
    valid: () => ({ intent: 'save', name: 'Hostile Save', category: 'retail', description: 'Test listing', rating: '4.5', address: '1 Main St', phone: '(303) 555-0100', safetyScore: '90' }),
    singleLine: ['name', 'address', 'phone', 'website'], multiLine: ['description'], tables: ['businesses', 'audit_log'],
  },
  {
    name: 'POST /admin/submissions (reject)', route: 'routes/admin/submissions', module: () => import('~/routes/admin/submissions.ts'), path: '/admin/submissions', role: 'admin',
    valid: () => ({ intent: 'reject', submissionId: '00000000-0000-4000-8000-000000000000', reason: 'Not real' }),
    singleLine: ['submissionId'], multiLine: ['reason'], tables: ['businesses', 'audit_log', 'submissions'],
  },
  {
    name: 'POST /admin/badges (delete)', route: 'routes/admin/badges', module: () => import('~/routes/admin/badges.ts'), path: '/admin/badges', role: 'admin',
    valid: () => ({ intent: 'delete', id: 'no-such-badge' }), singleLine: ['id'], tables: ['badges', 'audit_log'],
  },
  {
    name: 'POST /admin/businesses/{id}/awards (revoke)', route: 'routes/admin/business-awards', module: () => import('~/routes/admin/business-awards.ts'), path: '/admin/businesses/x/awards',
    params: () => ({ id: ZERO_UUID }), role: 'admin',
    valid: () => ({ intent: 'revoke', code: 'SAF-0000000000', reason: 'Failed re-inspection' }), singleLine: ['code'], multiLine: ['reason'], tables: ['audit_log', 'outbox'],
  },
  {
    name: 'POST /login/two-factor (second step of a sign-in)', route: 'routes/login.two-factor', module: () => import('~/routes/login.two-factor.tsx'), path: '/login/two-factor', role: 'anonymous',
    valid: () => ({ code: '123456' }), singleLine: ['code'], tables: ['user'],
  },
  {
    name: 'POST /admin/members (grant Premium)', route: 'routes/admin/members', module: () => import('~/routes/admin/members.ts'), path: '/admin/members', role: 'admin',
    valid: () => ({ intent: 'grant', userId: 'no-such-member' }), singleLine: ['userId'], tables: ['user', 'audit_log'],
  },
  // Every public form and action of app/routes.ts (the test after the suite names one without a target).
  {
    name: 'POST /login (sign-in)', route: 'routes/login', module: () => import('~/routes/login.tsx'), path: '/login', role: 'anonymous', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'login', email: 'member@example.com', password: 'not-the-password-1' }), singleLine: ['email'], tables: ['user', 'session'],
  },
  {
    name: 'POST /thank-you (sign-up after payment)', route: 'routes/thank-you', module: () => import('~/routes/thank-you.tsx'), path: '/thank-you?session_id=cs_test_hostile', role: 'anonymous', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'signup', name: 'Paying Person', email: 'paying-person@example.com', password: 'harbor-lantern-moss-3' }), singleLine: ['name', 'email'], tables: ['user', 'session'],
  },
  {
    name: 'POST /thank-you-very-much (sign-up)', route: 'thank-you-very-much', module: () => import('~/routes/thank-you.tsx'), path: '/thank-you-very-much', role: 'anonymous', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'signup', name: 'Thankful Person', email: 'thankful-person@example.com', password: 'harbor-lantern-moss-3' }), singleLine: ['name', 'email'], tables: ['user', 'session'],
  },
  {
    name: 'POST /recover', route: 'recover', module: () => import('~/routes/forgot-password.tsx'), path: '/recover', role: 'anonymous', runs: SWEEP_RUNS,
    valid: () => ({ email: 'member@example.com' }), singleLine: ['email'], tables: ['outbox'],
  },
  {
    name: 'POST /reset-password', route: 'routes/reset-password', module: () => import('~/routes/reset-password.tsx'), path: '/reset-password', role: 'anonymous', runs: SWEEP_RUNS,
    valid: () => ({ token: 'a'.repeat(32), password: 'harbor-lantern-moss-3', confirmPassword: 'harbor-lantern-moss-3' }),
    singleLine: ['token'], multiLine: ['password', 'confirmPassword'], hidden: ['token'], tables: ['user', 'session'],
  },
  {
    name: 'POST /dashboard/profile (e-mail)', route: 'routes/dashboard.profile', module: () => import('~/routes/dashboard.profile.tsx'), path: '/dashboard/profile', role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'email', email: 'new-address@example.com', currentPassword: 'not-the-password-1' }), singleLine: ['email', 'intent'], hidden: ['intent'], tables: ['user', 'outbox'],
  },
  {
    name: 'POST /account/confirm-email (Resend confirmation e-mail)', route: 'routes/account.confirm-email', module: () => import('~/routes/account.confirm-email.tsx'), path: '/account/confirm-email', role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ returnTo: '/dashboard' }), singleLine: ['returnTo'], hidden: ['returnTo'], tables: ['outbox'],
  },
  {
    name: 'POST /dashboard/billing', route: 'routes/dashboard.billing', module: () => import('~/routes/dashboard.billing.tsx'), path: '/dashboard/billing', role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'portal' }), singleLine: ['intent'], hidden: ['intent'], tables: ['user'],
  },
  {
    name: 'POST /billing/portal', route: 'routes/billing.portal', module: () => import('~/routes/billing.portal.ts'), path: '/billing/portal', role: 'anonymous', runs: SWEEP_RUNS,
    valid: () => ({ session_id: 'cs_test_hostile' }), singleLine: ['session_id'], hidden: ['session_id'], tables: ['user'],
  },
  {
    name: 'POST /logout (return path)', route: 'routes/logout', module: () => import('~/routes/logout.ts'), path: '/logout', role: 'anonymous', runs: SWEEP_RUNS, outcome: 'home',
    valid: () => ({ redirectTo: '/' }), singleLine: ['redirectTo'], tables: ['session'],
  },
  {
    name: 'POST /dashboard/listings/{id} (owner edit)', route: 'routes/dashboard.business', module: () => import('~/routes/dashboard.business.tsx'),
    path: (ctx) => `/dashboard/listings/${ctx.ownedId}`, params: (ctx) => ({ businessId: ctx.ownedId }), role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ description: 'Tools, paint and keys.', phone: '(302) 555-0100', email: 'shop@example.com', website: 'https://shop.example.com', hours_mon: '9am-5pm', hours_sun: 'Closed' }),
    singleLine: ['phone', 'email', 'website', 'hours_mon', 'hours_sun'], multiLine: ['description'], tables: ['businesses', 'audit_log'],
    unchanged: (ctx) => db.selectFrom('businesses').select(['description', 'phone', 'email', 'website', 'hours', 'updated_at']).where('id', '=', ctx.ownedId).executeTakeFirst(),
  },
  {
    name: 'POST /dashboard/listings/{id} (change request)', route: 'routes/dashboard.business', module: () => import('~/routes/dashboard.business.tsx'),
    path: (ctx) => `/dashboard/listings/${ctx.ownedId}`, params: (ctx) => ({ businessId: ctx.ownedId }), role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'change', name: 'Renamed Hardware', address: '2 Main St, Wilmington, DE 19806', category: 'retail' }),
    singleLine: ['name', 'address', 'category'], tables: ['business_change_requests', 'businesses'],
  },
  {
    name: 'POST /dashboard/listings/{id}/leads (answer)', route: 'routes/dashboard.business-leads', module: () => import('~/routes/dashboard.business-leads.tsx'),
    path: (ctx) => `/dashboard/listings/${ctx.ownedId}/leads`, params: (ctx) => ({ businessId: ctx.ownedId }), role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ leadId: ZERO_UUID, reply: 'Yes, we do.' }), singleLine: ['leadId'], multiLine: ['reply'], hidden: ['leadId'], tables: ['business_leads', 'outbox'],
  },
  {
    name: 'POST /dashboard/listings/{id}/photos (add)', route: 'routes/dashboard.business-photos', module: () => import('~/routes/dashboard.business-photos.tsx'),
    path: (ctx) => `/dashboard/listings/${ctx.ownedId}/photos`, params: (ctx) => ({ businessId: ctx.ownedId }), role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ alt: 'The shop front' }), singleLine: ['alt'], tables: ['business_photos'],
  },
  {
    name: 'POST /dashboard/listings/{id}/photos (remove)', route: 'routes/dashboard.business-photos', module: () => import('~/routes/dashboard.business-photos.tsx'),
    path: (ctx) => `/dashboard/listings/${ctx.ownedId}/photos`, params: (ctx) => ({ businessId: ctx.ownedId }), role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'remove', photoId: ZERO_UUID }), singleLine: ['photoId'], hidden: ['photoId'], tables: ['business_photos'],
  },
  {
    // "E-mail me changes" for a business the member has not saved: refused, nothing stored.
    name: 'POST /businesses/{id}/favorite', route: 'routes/business-favorite', module: () => import('~/routes/business-favorite.ts'),
    path: (ctx) => `/businesses/${ctx.claimableId}/favorite`, params: (ctx) => ({ id: ctx.claimableId }), role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'notify', notify: 'on', returnTo: '/dashboard/saved' }), singleLine: ['intent', 'notify', 'returnTo'], hidden: ['intent', 'notify', 'returnTo'], tables: ['favorites'],
  },
  {
    name: 'POST /claim/{id} (send a code)', route: 'routes/claim', module: () => import('~/routes/claim.tsx'),
    path: (ctx) => `/claim/${ctx.claimableId}`, params: (ctx) => ({ businessId: ctx.claimableId }), role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'send-code', method: 'domain-email', address: 'owner@example.com' }), singleLine: ['method', 'address'], tables: ['business_claims', 'outbox'],
  },
  {
    name: 'POST /claim/{id} (enter the code)', route: 'routes/claim', module: () => import('~/routes/claim.tsx'),
    path: (ctx) => `/claim/${ctx.claimableId}`, params: (ctx) => ({ businessId: ctx.claimableId }), role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'verify', claimId: ZERO_UUID, code: '123456' }), singleLine: ['claimId', 'code'], tables: ['business_claims', 'businesses'],
  },
  {
    name: 'POST /claim/{id} (documents)', route: 'routes/claim', module: () => import('~/routes/claim.tsx'),
    path: (ctx) => `/claim/${ctx.claimableId}`, params: (ctx) => ({ businessId: ctx.claimableId }), role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'documents', note: 'I run this shop.' }), singleLine: [], multiLine: ['note'], tables: ['business_claims'],
  },
  {
    name: 'POST /badge/{id}/apply', route: 'routes/badge.apply', module: () => import('~/routes/badge.apply.tsx'),
    path: `/badge/${PROGRAMME.id}/apply`, params: () => ({ badgeId: PROGRAMME.id }), role: 'member', runs: SWEEP_RUNS,
    valid: (ctx) => ({ business: ctx.ownedId, answer0: 'yes', answer1: 'Every new hire is trained on ladders.' }), singleLine: ['business', 'answer0'], multiLine: ['answer1'],
    tables: ['applications', 'submissions'],
  },
  {
    name: 'POST /applications/{id}', route: 'routes/application', module: () => import('~/routes/application.tsx'),
    path: (ctx) => `/applications/${ctx.applicationId}`, params: (ctx) => ({ id: ctx.applicationId }), role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'withdraw' }), singleLine: ['intent'], hidden: ['intent'], tables: ['applications'],
    unchanged: (ctx) => db.selectFrom('applications').select(['status', 'updated_at']).where('id', '=', ctx.applicationId).executeTakeFirst(),
  },
  {
    name: 'POST /newsletter/preferences', route: 'routes/newsletter.preferences', module: () => import('~/routes/newsletter.preferences.tsx'), path: '/newsletter/preferences', role: 'anonymous', runs: SWEEP_RUNS,
    valid: (ctx) => ({ token: ctx.token, topics: 'city-alerts', cityIds: '1' }), singleLine: ['token', 'topics', 'cityIds'], hidden: ['token'], tables: ['newsletter_subscribers'],
    unchanged: () => db.selectFrom('newsletter_subscribers').select(['topics', 'city_ids', 'status']).where('email', '=', SUBSCRIBER).executeTakeFirst(),
  },
  {
    name: 'POST /newsletter/unsubscribe', route: 'routes/newsletter.unsubscribe', module: () => import('~/routes/newsletter.unsubscribe.tsx'), path: '/newsletter/unsubscribe', role: 'anonymous', runs: SWEEP_RUNS,
    valid: (ctx) => ({ token: ctx.token }), singleLine: ['token'], hidden: ['token'], tables: ['newsletter_subscribers'],
    unchanged: () => db.selectFrom('newsletter_subscribers').select(['status', 'unsubscribed_at']).where('email', '=', SUBSCRIBER).executeTakeFirst(),
  },
  {
    name: 'POST /search (Use my location)', route: 'routes/search', module: () => import('~/routes/search.tsx'), path: '/search?near=80202', role: 'anonymous', runs: 200,
    valid: () => ({ latitude: '39.7491', longitude: '-104.9946' }), singleLine: ['latitude', 'longitude'], hidden: ['latitude', 'longitude'], tables: ['businesses'],
  },
  {
    name: 'POST /businesses/{id}/problems (Report a problem)', route: 'routes/business-problems', module: () => import('~/routes/business-problems.ts'),
    path: (ctx) => `/businesses/${ctx.claimableId}/problems`, params: (ctx) => ({ id: ctx.claimableId }), role: 'anonymous', runs: SWEEP_RUNS,
    valid: () => ({ kind: 'wrong-contact', details: 'The number is old.', field: 'phone', correction: '(303) 555-0101', email: 'visitor@example.com' }),
    singleLine: ['kind', 'field', 'correction', 'email'], multiLine: ['details'], tables: ['problem_reports'],
  },
  {
    name: 'POST /businesses/{id}/reviews (save)', route: 'routes/business-reviews', module: () => import('~/routes/business-reviews.ts'),
    path: (ctx) => `/businesses/${ctx.claimableId}/reviews`, params: (ctx) => ({ id: ctx.claimableId }), role: 'member', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'save', stars: '4', body: 'A careful and clean place with staff who explain every safety step.' }), singleLine: ['stars'], multiLine: ['body'], tables: ['reviews'],
  },
  {
    name: 'POST /businesses/{id}/reviews (report)', route: 'routes/business-reviews', module: () => import('~/routes/business-reviews.ts'),
    path: (ctx) => `/businesses/${ctx.claimableId}/reviews`, params: (ctx) => ({ id: ctx.claimableId }), role: 'anonymous', runs: SWEEP_RUNS,
    valid: () => ({ intent: 'report', reviewId: ZERO_UUID, reason: 'Spam' }), singleLine: ['reviewId'], multiLine: ['reason'], hidden: ['reviewId'], tables: ['review_reports'],
  },
  {
    name: 'POST /contact-business/{id} (Contact Business)', route: 'routes/contact-business', module: () => import('~/routes/contact-business.tsx'),
    path: (ctx) => `/contact-business/${ctx.claimableId}`, params: (ctx) => ({ businessId: ctx.claimableId }), role: 'anonymous', runs: SWEEP_RUNS,
    valid: () => ({ name: 'Vera Visitor', email: 'vera@example.com', message: 'Do you install stair gates?' }), singleLine: ['name', 'email'], multiLine: ['message'], tables: ['business_leads', 'outbox'],
  },
]

const cookies = { anonymous: '', member: '', admin: '' }
const ctx: Ctx = { ownedId: '', claimableId: '', applicationId: '', token: '' }
beforeAll(async () => {
  const sessions = await adminAndMemberCookies(db)
  cookies.member = sessions.member
  cookies.admin = sessions.admin
  const published = await db.selectFrom('businesses').select('id').where('status', '=', 'published').where('owner_id', 'is', null).orderBy('name').limit(2).execute()
  ctx.ownedId = published[0]!.id
  ctx.claimableId = published[1]!.id
  await db.updateTable('businesses').set({ owner_id: sessions.memberId, owner_since: new Date() }).where('id', '=', ctx.ownedId).execute()
  await db.insertInto('badges').values({ id: PROGRAMME.id, name: 'Hostile Programme', image: '', price: 0, description: 'Test programme', questions: JSON.stringify(PROGRAMME.questions) }).execute()
  ctx.applicationId = (await db.insertInto('applications').values({ user_id: sessions.memberId, badge_id: PROGRAMME.id, business_id: ctx.ownedId, business_name: 'Owned', status: 'new' })
    .returning('id').executeTakeFirstOrThrow()).id
  const subscriber = await db.insertInto('newsletter_subscribers').values({ email: SUBSCRIBER, status: 'confirmed', token: 'hostile-subscriber-token-0123456789' }).returning('id').executeTakeFirstOrThrow()
  ctx.token = signSubscriberToken(subscriber.id)
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
 * A message naming a field (an `errors` object). Fields nobody types (hidden ids, a button's
 * intent, the browser's position) are refused by what the page shows instead: its message (a
 * toast's words), or the problem it names (`view`).
 */
function fieldMessage(body: unknown, field: string, hidden: Set<string>): string | null {
  if (!body || typeof body !== 'object') return null
  const b = body as { errors?: Record<string, string>; message?: string; view?: string }
  const first = b.errors && Object.values(b.errors).find((m) => typeof m === 'string' && m.length > 0)
  if (first) return first
  if (hidden.has(field)) return b.message ?? b.view ?? null
  return null
}
const HIDDEN_IDS = ['submissionId', 'id', 'userId']

let total = 0
const routes = await appRoutes()
const publicActions = routes.filter((r) => 'action' in r.module && !r.file.startsWith('routes/admin/') && !r.pattern.startsWith('/api/'))

describe(`hostile input on ${engine}`, () => {
  for (const target of TARGETS) {
    const refused = (target.outcome ?? 'refused') === 'refused'
    it(`${target.name}: ${refused ? 'refuses every hostile value with a 4xx and a field message' : 'drops every hostile value'}, storing nothing`, async () => {
      const mod = (await target.module()) as { action: (args: unknown) => Promise<unknown> }
      const before = await counts(target.tables)
      const unchanged = await target.unchanged?.(ctx)
      const hidden = new Set([...HIDDEN_IDS, ...(target.hidden ?? [])])
      const path = typeof target.path === 'function' ? target.path(ctx) : target.path
      const hostileFor = fc.oneof(
        ...(target.singleLine.length ? [fc.tuple(fc.constantFrom(...target.singleLine), fc.oneof(withControl, withBreak, overlong))] : []),
        ...(target.multiLine?.length ? [fc.tuple(fc.constantFrom(...target.multiLine), fc.oneof(withControl, overlong))] : []),
      )
      await fc.assert(
        fc.asyncProperty(hostileFor, async ([field, value]) => {
          total++
          const fields = { ...target.valid(ctx), [field]: value }
          const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
          if (cookies[target.role]) headers.cookie = cookies[target.role]
          const request = new Request(`http://localhost:3000${path}`, { method: 'POST', body: new URLSearchParams(fields), headers })
          const answer = await answerOf(() => mod.action(routeArgs(request, testContext('203.0.113.9'), target.params?.(ctx) ?? {})))
          const sent = `${field}=${JSON.stringify(value).slice(0, 80)}`
          expect(answer.status, sent).toBeLessThan(500)
          if (!refused) {
            expect([answer.status, answer.headers.get('location')], sent).toEqual([302, '/'])
            return
          }
          expect(answer.status, sent).toBeGreaterThanOrEqual(400)
          expect(fieldMessage(answer.data, field, hidden), `no field message for ${sent.slice(0, 60)} (${answer.status} ${JSON.stringify(answer.data).slice(0, 120)})`).toBeTruthy()
        }),
        { numRuns: target.runs && !process.env.HOSTILE_RUNS ? target.runs : RUNS },
      )
      expect(await counts(target.tables)).toEqual(before)
      expect(await target.unchanged?.(ctx)).toEqual(unchanged)
    }, 120_000)
  }

  it('has a target for every public route of app/routes.ts with an action', () => {
    const missing = publicActions.filter((r) => !TARGETS.some((t) => t.route === r.id)).map((r) => `${r.id} (${r.pattern})`)
    expect(missing, 'add targets for these to TARGETS in tests/integration/hostile-input.test.ts').toEqual([])
    const gone = TARGETS.filter((t) => !routes.some((r) => r.id === t.route && 'action' in r.module)).map((t) => t.route)
    expect(gone, 'targets naming a route that is gone or has no action').toEqual([])
  })

  it(`posted at least 10,000 hostile values in total`, () => {
    if (!process.env.HOSTILE_RUNS) expect(total).toBeGreaterThanOrEqual(10_000)
  })
})
