// The hostile-input property suite (tests/support/hostile-input.ts) on the account forms: sign-up,
// sign-in and its second step, the password's recovery and reset, the profile, the e-mail's
// confirmation, billing and the return path of sign-out.
import { openAppDatabase } from '../support/app-database.ts'
import type { Target } from '../support/hostile-input.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

// With a Stripe key, the billing actions get past "not configured" to their own checks (no call reaches Stripe).
const db = await openAppDatabase('hostile-input-accounts', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000000', RATE_LIMIT_SUBMISSIONS: '1000000', STRIPE_SECRET_KEY: 'sk_test_hostile' })
const { hostileInputTests, SWEEP_RUNS } = await import('../support/hostile-input.ts')

const TARGETS: Target[] = [
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
    name: 'POST /login/two-factor (second step of a sign-in)', route: 'routes/login.two-factor', module: () => import('~/routes/login.two-factor.tsx'), path: '/login/two-factor', role: 'anonymous',
    valid: () => ({ code: '123456' }), singleLine: ['code'], tables: ['user'],
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
]

await hostileInputTests(db, 'accounts', 'tests/integration/hostile-input-accounts.test.ts', TARGETS, 3_000)
