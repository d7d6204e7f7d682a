// The hostile-input property suite (tests/support/hostile-input.ts) on the public forms: Add Your
// Business, nominations and applications, the newsletter's sign-up, preferences and unsubscribe,
// Use my location, Report a problem, reviews and their reports, and Contact Business.
import { openAppDatabase } from '../support/app-database.ts'
import type { Target } from '../support/hostile-input.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

const db = await openAppDatabase('hostile-input-public', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000000', RATE_LIMIT_SUBMISSIONS: '1000000', STRIPE_SECRET_KEY: 'sk_test_hostile' })
const { hostileInputTests, ZERO_UUID, SUBSCRIBER, SWEEP_RUNS } = await import('../support/hostile-input.ts')

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

await hostileInputTests(db, 'public', 'tests/integration/hostile-input-public.test.ts', TARGETS, 2_500)
