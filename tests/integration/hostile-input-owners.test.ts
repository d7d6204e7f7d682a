// The hostile-input property suite (tests/support/hostile-input.ts) on what members do with
// businesses: the owner's edits, change requests, lead answers and photos, claims, badge
// applications and their withdrawal, and "E-mail me changes" of a saved business.
import { openAppDatabase } from '../support/app-database.ts'
import type { Target } from '../support/hostile-input.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

const db = await openAppDatabase('hostile-input-owners', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000000', RATE_LIMIT_SUBMISSIONS: '1000000', STRIPE_SECRET_KEY: 'sk_test_hostile' })
const { hostileInputTests, ZERO_UUID, PROGRAMME, SWEEP_RUNS } = await import('../support/hostile-input.ts')

const TARGETS: Target[] = [
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
]

await hostileInputTests(db, 'owners', 'tests/integration/hostile-input-owners.test.ts', TARGETS, 2_500)
