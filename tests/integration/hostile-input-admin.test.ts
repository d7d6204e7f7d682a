// The hostile-input property suite (tests/support/hostile-input.ts) on the admin's forms: the
// listing and badge editors, saves, rejections, deletes, award revocations and Premium grants.
import { openAppDatabase } from '../support/app-database.ts'
import type { Target } from '../support/hostile-input.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

const db = await openAppDatabase('hostile-input-admin', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000000', RATE_LIMIT_SUBMISSIONS: '1000000', STRIPE_SECRET_KEY: 'sk_test_hostile' })
const { hostileInputTests, ZERO_UUID } = await import('../support/hostile-input.ts')

const TARGETS: Target[] = [
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
    name: 'POST /admin/members (grant Premium)', route: 'routes/admin/members', module: () => import('~/routes/admin/members.ts'), path: '/admin/members', role: 'admin',
    valid: () => ({ intent: 'grant', userId: 'no-such-member' }), singleLine: ['userId'], tables: ['user', 'audit_log'],
  },
]

await hostileInputTests(db, 'admin', 'tests/integration/hostile-input-admin.test.ts', TARGETS, 2_000)
