// Hostile values against every admin loader and action and every API route, over HTTP
// against the app (server/app.ts around the route modules, tests/support/app-server.ts): NUL,
// bytes that are not UTF-8, over-long text, control characters, integers past PostgreSQL's, ids
// that are not uuids, unknown choices, bodies of the wrong type, and methods a route does not
// serve. Every answer is below 500; a refusal is a 4xx with a message (or, for a page's "not
// found", a redirect with an error toast); no row is stored. Public pages with a GET form or a
// body of their own are swept too (PUBLIC_PAGES); their actions' fields are also in
// hostile-input.test.ts's property suite. The routes come from app/routes.ts: a new admin or API
// route without an entry in TABLE fails the first test, naming it.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCookie, UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router'
import { engine, openAppDatabase } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

// With Stripe's keys, the webhook checks signatures (without them, it answers 503 "not configured");
// so does the bounce/complaint webhook with its secret (decision 033).
const db = await openAppDatabase('hostile-routes', {
  ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_SUBMISSIONS: '1000000', RATE_LIMIT_AUTH: '1000000',
  STRIPE_SECRET_KEY: 'sk_test_hostile', STRIPE_WEBHOOK_SECRET: 'whsec_hostile', EMAIL_WEBHOOK_SECRET: 'hostile-webhook-secret-0123',
})
const { jobsTable } = await import('~/lib/jobs/read-jobs.server.ts')
const { appRoutes, startAppServer } = await import('../support/app-server.ts')
const { adminAndMemberCookies } = await import('../support/sessions.ts')
const { createSubmission } = await import('~/domain/submission/create-submission.server.ts')

/** What a field holds: which hostile values are wrong for it besides those wrong for every field. */
type Kind = 'text' | 'long' | 'int' | 'number' | 'uuid' | 'choice' | 'email'
/** A hostile value: text, or bytes already percent-encoded (`raw`, sent as they are). */
interface Hostile {
  label: string
  text?: string
  raw?: string
}

const OVER_LONG = 'A'.repeat(6_000) // past every field's cap (a listing's description: 5,000)
const EVERY_FIELD: Hostile[] = [
  { label: 'an escape sequence', text: '\u001b[2J' },
  { label: 'NUL', text: 'a\u0000b' },
  { label: 'Latin-1 é (not UTF-8)', raw: 'Caf%E9' },
  { label: 'a UTF-16 surrogate in UTF-8', raw: '%ED%A0%80' },
  { label: 'over-long text', text: OVER_LONG },
]
const HUGE_INTEGERS = ['99999999999', '2147483648', '1e309', '9'.repeat(400), 'NaN']
const BY_KIND: Record<Kind, Hostile[]> = {
  text: [{ label: 'a line break', text: 'a\r\nb' }],
  long: [],
  int: [...HUGE_INTEGERS, '-1.5'].map((text) => ({ label: `integer ${text.slice(0, 12)}`, text })),
  number: [...HUGE_INTEGERS, '-1'].map((text) => ({ label: `number ${text.slice(0, 12)}`, text })),
  uuid: ['------------------------------------', '00000000-0000-0000-0000-00000000000g', "' OR 1=1 --"].map((text) => ({ label: `id ${text}`, text })),
  choice: ['no-such-choice', '__proto__'].map((text) => ({ label: `choice ${text}`, text })),
  email: [{ label: 'not an e-mail', text: 'not-an-email' }, { label: 'a header injection', text: 'a@example.com\r\nBcc: b@example.com' }],
}
const hostileFor = (kind: Kind) => [...EVERY_FIELD, ...BY_KIND[kind]]

interface Ctx {
  businessId: string
  submissionId: string
  memberId: string
}
interface LoaderSpec {
  path: (ctx: Ctx) => string
  /** Query parameters the loader reads. */
  query?: Record<string, Kind>
  /** A path parameter: the path with it replaced by a hostile value. */
  pathParam?: { kind: Kind; path: (value: string) => string }
}
interface ActionSpec {
  path: string | ((ctx: Ctx) => string)
  body: 'form' | 'json' | 'csv'
  valid: (ctx: Ctx) => Record<string, string>
  fields: Record<string, Kind>
  pathParam?: { kind: Kind; path: (value: string) => string }
}
interface Entry {
  /** Whose session sends the requests (the admin's for the admin area, to get past requireAdmin). */
  as: 'admin' | 'member' | 'anonymous'
  loader?: LoaderSpec
  /** One spec per kind of request the action takes (its intents). */
  action?: ActionSpec[]
}

const ZERO_UUID = '00000000-0000-4000-8000-000000000000'
const businessForm = { name: 'Hostile Listing', category: 'retail', description: 'Test listing', rating: '4.5', address: '1 Main St', phone: '(303) 555-0100', safetyScore: '90' }
const businessFields: Record<string, Kind> = {
  name: 'text', category: 'choice', description: 'long', rating: 'number', address: 'text', phone: 'text', website: 'text', cityId: 'int',
  safetyScore: 'int', email: 'email', certifications: 'text', badges: 'choice', status: 'choice', audited_on: 'text', latitude: 'number', longitude: 'number',
}

const product = { name: 'Video Baby Monitor', brand: 'Brand', model: 'M1', category: 'child-safety', subCategory: 'Baby Monitors', description: 'A monitor.', rating: '4.7', price: '99.99', currency: 'USD', priceRange: '', popularity: '3' }
const reviewForm = { title: 'A review', productName: 'Duo', author: 'Tester', publishedOn: '2026-11-26', productIds: 'smoke-alarm', verdict: 'A verdict.', rating: '4.5', price: '39.99', currency: 'USD', experience: 'Text', status: 'published' }
const reviewFields: Record<string, Kind> = { title: 'text', productName: 'text', author: 'text', publishedOn: 'text', productIds: 'text', verdict: 'long', rating: 'number', price: 'number', currency: 'choice', status: 'choice' }
const productFields: Record<string, Kind> = {
  name: 'text', brand: 'text', model: 'text', category: 'choice', subCategory: 'text', description: 'long', rating: 'number', price: 'number', currency: 'choice', priceRange: 'text', popularity: 'int',
}

/** Keyed by route id (app/routes.ts): each admin route and API route with a loader or action. */
const TABLE: Record<string, Entry> = {
  'routes/admin/dashboard': {
    as: 'admin',
    loader: { path: () => '/admin', query: { tab: 'choice', q: 'text', page: 'int', sort: 'choice', dir: 'choice' } },
  },
  'routes/admin/login': {
    as: 'anonymous',
    loader: { path: () => '/admin-login' },
    action: [{ path: '/admin-login', body: 'form', valid: () => ({ email: 'nobody@example.com', password: 'whatever-123' }), fields: { email: 'email', password: 'text' } }],
  },
  'routes/admin/business-form': {
    as: 'admin',
    loader: { path: (ctx) => `/business-form/${ctx.businessId}`, pathParam: { kind: 'uuid', path: (v) => `/business-form/${v}` } },
    action: [{ path: '/business-form', body: 'form', valid: () => businessForm, fields: businessFields, pathParam: { kind: 'uuid', path: (v) => `/business-form/${v}` } }],
  },
  'routes/admin/badge-form': {
    as: 'admin',
    loader: { path: () => '/badge-form/osha-compliant', pathParam: { kind: 'text', path: (v) => `/badge-form/${v}` } },
    action: [{
      path: '/badge-form/new', body: 'form', valid: () => ({ id: 'hostile-badge', name: 'Hostile Badge', price: '0', description: 'Test badge' }),
      fields: { id: 'text', name: 'text', image: 'text', price: 'number', description: 'long' }, pathParam: { kind: 'text', path: (v) => `/badge-form/${v}` },
    }],
  },
  'routes/admin/businesses': {
    as: 'admin',
    action: [
      { path: '/admin/businesses', body: 'form', valid: (ctx) => ({ intent: 'save', id: ctx.businessId, ...businessForm }), fields: { intent: 'choice', id: 'uuid', ...businessFields } },
      { path: '/admin/businesses', body: 'form', valid: (ctx) => ({ intent: 'delete', id: ctx.businessId }), fields: { id: 'uuid' } },
      { path: '/admin/businesses', body: 'form', valid: (ctx) => ({ intent: 'delete-selected', ids: ctx.businessId }), fields: { ids: 'uuid' } },
      { path: '/admin/businesses', body: 'form', valid: () => ({ intent: 'delete-matching', q: 'zzznomatchzzz' }), fields: { q: 'text' } },
    ],
  },
  'routes/admin/business-awards': {
    as: 'admin',
    action: [
      { path: '/admin/businesses/x/awards', body: 'form', valid: () => ({ intent: 'add', badgeId: 'osha-compliant', issuer: 'OSHA', issuedOn: '2026-01-01', expiresOn: '2027-01-01' }), fields: { intent: 'choice', badgeId: 'text', issuer: 'text', issuedOn: 'text', expiresOn: 'text' }, pathParam: { kind: 'uuid', path: (v) => `/admin/businesses/${v}/awards` } },
    ],
  },
  'routes/admin/applications': {
    as: 'admin',
    action: [{ path: '/admin/applications', body: 'form', valid: () => ({ intent: 'schedule', applicationId: '00000000-0000-4000-8000-000000000000', auditDate: '2026-12-01' }), fields: { intent: 'choice', applicationId: 'uuid', auditDate: 'text' } }],
  },
  'routes/admin/content-post': {
    as: 'admin',
    loader: { path: () => '/admin/content/posts/new', pathParam: { kind: 'uuid', path: (v) => `/admin/content/posts/${v}` } },
    // The body is Markdown of up to 60,000 characters, so the 6,000-character value is a valid body
    // (its NUL, escapes and bytes that are not UTF-8 are refused: tests/integration/blog.test.ts).
    action: [{
      path: '/admin/content/posts/new', body: 'form',
      valid: () => ({ title: 'Hostile Post', slug: 'hostile-post', author: 'Tester', publishedOn: '2026-11-26', summary: 'Summary', body: 'Body', status: 'draft' }),
      fields: { title: 'text', slug: 'text', author: 'text', publishedOn: 'text', summary: 'long', coverAlt: 'text', status: 'choice' },
      pathParam: { kind: 'uuid', path: (v) => `/admin/content/posts/${v}` },
    }],
  },
  // The guides' editors. A hostile value anywhere leaves the product as it was
  // (the edit path: an accepted value would be audited). The review's hands-on section is Markdown
  // of up to 30,000 characters, like a post's body.
  'routes/admin/content-product': {
    as: 'admin',
    loader: { path: () => '/admin/content/products/new', pathParam: { kind: 'text', path: (v) => `/admin/content/products/${v}` } },
    action: [{ path: '/admin/content/products/baby-monitor', body: 'form', valid: () => product, fields: productFields, pathParam: { kind: 'text', path: (v) => `/admin/content/products/${v}` } }],
  },
  // Reviews (decision 039): created at /admin/content/reviews/new, edited at their slug. The sections
  // are Markdown of up to 20,000 characters (the hands-on one 30,000), like a post's body.
  'routes/admin/content-product-review': {
    as: 'admin',
    loader: { path: () => '/admin/content/reviews/example', pathParam: { kind: 'text', path: (v) => `/admin/content/reviews/${v}` } },
    action: [
      {
        path: '/admin/content/reviews/example', body: 'form',
        valid: () => reviewForm,
        fields: reviewFields,
        pathParam: { kind: 'text', path: (v) => `/admin/content/reviews/${v}` },
      },
      {
        path: '/admin/content/reviews/new', body: 'form',
        valid: () => ({ ...reviewForm, slug: 'hostile-review' }),
        fields: { slug: 'text', ...reviewFields },
      },
    ],
  },
  'routes/admin/content-category': {
    as: 'admin',
    loader: { path: () => '/admin/content/categories/home-safety', pathParam: { kind: 'text', path: (v) => `/admin/content/categories/${v}` } },
    // The guide is Markdown of up to 30,000 characters and the checklist 8,000, like a post's body.
    action: [{
      path: '/admin/content/categories/home-safety', body: 'form',
      valid: () => ({ heroTitle: 'Home Safety Products', heroText: 'T', guideSummary: 'S', guide: 'G', checklistSummary: 'C', checklist: 'One' }),
      fields: { heroTitle: 'text', heroText: 'long', guideSummary: 'long', checklistSummary: 'long' },
      pathParam: { kind: 'text', path: (v) => `/admin/content/categories/${v}` },
    }],
  },
  'routes/admin/content-merchants': {
    as: 'admin',
    action: [{ path: '/admin/content/merchants', body: 'form', valid: () => ({ id: 'amazon', affiliateParam: 'tag', affiliateTag: 'safest-20' }), fields: { id: 'text', affiliateParam: 'text', affiliateTag: 'text' } }],
  },
  'routes/admin/content-products-export': {
    as: 'admin',
    loader: { path: () => '/admin/content/products.csv' },
  },
  'routes/admin/content-products-import': {
    as: 'admin',
    action: [{ path: '/admin/content/products/import', body: 'csv', valid: () => ({ id: 'baby-monitor', ...product, image: '/product-images/baby-monitor.svg' }), fields: { id: 'text', ...productFields, image: 'text' } }],
  },
  'routes/admin/settings': {
    as: 'admin',
    action: [{ path: '/admin/settings', body: 'form', valid: () => ({ sampleNotice: 'on' }), fields: { sampleNotice: 'choice' } }],
  },
  'routes/admin/submissions': {
    as: 'admin',
    action: [
      { path: '/admin/submissions', body: 'form', valid: (ctx) => ({ intent: 'reject', submissionId: ctx.submissionId, reason: 'Not real' }), fields: { intent: 'choice', submissionId: 'uuid', reason: 'long' } },
      { path: '/admin/submissions', body: 'form', valid: (ctx) => ({ intent: 'approve', submissionId: ctx.submissionId, ...businessForm }), fields: { submissionId: 'uuid', ...businessFields } },
      { path: '/admin/submissions', body: 'form', valid: (ctx) => ({ intent: 'merge', submissionId: ctx.submissionId, businessId: '00000000-0000-4000-8000-000000000000' }), fields: { submissionId: 'uuid', businessId: 'uuid' } },
    ],
  },
  'routes/admin/records': {
    as: 'admin',
    action: [
      { path: '/admin/records', body: 'form', valid: () => ({ intent: 'reject', activityNr: '123' }), fields: { intent: 'choice', activityNr: 'text' } },
      { path: '/admin/records', body: 'form', valid: () => ({ intent: 'reopen', activityNr: '123' }), fields: { intent: 'choice', activityNr: 'text' } },
      { path: '/admin/records', body: 'form', valid: () => ({ intent: 'upload' }), fields: { intent: 'choice', inspections: 'text', violations: 'text' } },
    ],
  },
  'routes/admin/badges': {
    as: 'admin',
    action: [{ path: '/admin/badges', body: 'form', valid: () => ({ intent: 'delete', id: 'osha-compliant' }), fields: { intent: 'choice', id: 'text' } }],
  },
  'routes/admin/members': {
    as: 'admin',
    action: [{ path: '/admin/members', body: 'form', valid: (ctx) => ({ intent: 'grant', userId: ctx.memberId }), fields: { intent: 'choice', userId: 'uuid' } }],
  },
  'routes/admin/city-images': {
    as: 'admin',
    loader: { path: () => '/admin/city-images', query: { job: 'uuid', specific: 'choice' } },
    action: [
      { path: '/admin/city-images', body: 'form', valid: () => ({ intent: 'generate', cityId: '1' }), fields: { intent: 'choice', cityId: 'int' } },
      { path: '/admin/city-images', body: 'form', valid: () => ({ intent: 'generate-all', scope: 'after', afterCity: 'Milwaukee' }), fields: { scope: 'choice', afterCity: 'text' } },
    ],
  },
  'routes/admin/api-generate-image': {
    as: 'admin',
    action: [{ path: '/api/generate-runware-image', body: 'json', valid: () => ({ cityName: 'Denver', type: 'city' }), fields: { cityName: 'text', type: 'choice' } }],
  },
  'routes/admin/claims': {
    as: 'admin',
    action: [{ path: '/admin/claims', body: 'form', valid: () => ({ intent: 'refuse-claim', id: '00000000-0000-4000-8000-000000000000', reason: 'No proof' }), fields: { intent: 'choice', id: 'uuid', reason: 'text' } }],
  },
  'routes/admin/claim-document': {
    as: 'admin',
    loader: { path: () => `/admin/claims/${ZERO_UUID}/documents/${ZERO_UUID}`, pathParam: { kind: 'uuid', path: (v) => `/admin/claims/${v}/documents/${ZERO_UUID}` } },
  },
  'routes/admin/businesses-export': { as: 'admin', loader: { path: () => '/admin/businesses.csv' } },
  'routes/admin/businesses-import': {
    as: 'admin',
    action: [{ path: '/admin/businesses/import', body: 'csv', valid: () => ({ ...businessForm, name: 'Imported Hostile' }), fields: { name: 'text', type: 'choice', description: 'long', rating: 'number', address: 'text', phone: 'text' } }],
  },
  'routes/admin/imports': {
    as: 'admin',
    action: [{ path: '/admin/imports', body: 'form', valid: () => ({ intent: 'undo', batchId: '00000000-0000-4000-8000-000000000000' }), fields: { intent: 'choice', batchId: 'uuid' } }],
  },
  'routes/admin/newsletter-form': {
    as: 'admin',
    loader: { path: () => '/admin/newsletter', pathParam: { kind: 'uuid', path: (v) => `/admin/newsletter/${v}` } },
    action: [
      {
        path: '/admin/newsletter', body: 'form', valid: () => ({ intent: 'save', subject: 'Hostile alert', body: 'Hello', topic: 'city-alerts', cityIds: '1', audience: 'all', sendAt: '' }),
        fields: { intent: 'choice', subject: 'text', body: 'long', topic: 'choice', cityIds: 'int', audience: 'choice', sendAt: 'text' }, pathParam: { kind: 'uuid', path: (v) => `/admin/newsletter/${v}` },
      },
    ],
  },
  'routes/api.email-events': {
    as: 'anonymous',
    loader: { path: () => '/api/email-events' },
    action: [{ path: '/api/email-events', body: 'json', valid: () => ({ type: 'bounce', email: 'a@example.com' }), fields: { type: 'choice', email: 'email' } }],
  },
  'routes/api.stripe-webhook': {
    as: 'anonymous',
    action: [{ path: '/api/stripe/webhook', body: 'json', valid: () => ({ id: 'evt_1', type: 'checkout.session.completed' }), fields: { id: 'text', type: 'choice' } }],
  },
  'routes/api.submissions': {
    as: 'anonymous',
    loader: { path: () => '/api/submissions' },
    action: [
      {
        path: '/api/submissions', body: 'form', valid: () => ({ kind: 'nomination', businessName: 'Nominee', location: 'Denver', description: 'Great', submitterEmail: 'n@example.com' }),
        fields: { kind: 'choice', businessName: 'text', location: 'text', description: 'long', submitterEmail: 'email' },
      },
      {
        path: '/api/submissions', body: 'form',
        valid: () => ({ kind: 'business', businessName: 'Safe Co', type: 'retail', address: '1 Main St', email: 'a@example.com', phone: '(303) 555-0100', description: 'We are safe.', city: 'denver' }),
        fields: { type: 'choice', address: 'text', email: 'email', phone: 'text', website: 'text', certifications: 'text', city: 'text' },
      },
    ],
  },
  'routes/api.business': {
    as: 'anonymous',
    loader: { path: (ctx) => `/api/businesses/${ctx.businessId}`, pathParam: { kind: 'uuid', path: (v) => `/api/businesses/${v}` } },
    action: [{ path: (ctx) => `/api/businesses/${ctx.businessId}`, body: 'form', valid: () => ({ a: '1' }), fields: { a: 'text' } }],
  },
  'routes/api.business-events': {
    as: 'anonymous',
    action: [{ path: '/api/business-events', body: 'form', valid: (ctx) => ({ businessId: ctx.businessId, kind: 'call' }), fields: { businessId: 'uuid', kind: 'choice' } }],
  },
  'routes/api.city-images': { as: 'anonymous', loader: { path: () => '/api/city-images' } },
  // Near me: a public page whose action takes the browser's position.
  'routes/search': {
    as: 'anonymous',
    loader: { path: () => '/search', query: { q: 'text', near: 'text', radius: 'int', category: 'choice', sort: 'choice', page: 'int' } },
    action: [{ path: '/search?near=80202', body: 'form', valid: () => ({ latitude: '39.7491', longitude: '-104.9946' }), fields: { latitude: 'text', longitude: 'text' } }],
  },
  'routes/api.newsletter': {
    as: 'anonymous',
    loader: { path: () => '/api/newsletter' },
    action: [{ path: '/api/newsletter', body: 'form', valid: () => ({ email: 'reader@example.com' }), fields: { email: 'email' } }],
  },
  // Reviews (a member writes; anyone reports), problem reports, and their admin queues.
  'routes/business-reviews': {
    as: 'member',
    loader: { path: (ctx) => `/businesses/${ctx.businessId}/reviews` },
    action: [
      { path: (ctx) => `/businesses/${ctx.businessId}/reviews`, body: 'form', valid: () => ({ intent: 'save', stars: '4', body: 'A careful and clean place with staff who explain every safety step.' }), fields: { intent: 'choice', stars: 'int', body: 'long' }, pathParam: { kind: 'uuid', path: (v) => `/businesses/${v}/reviews` } },
      { path: (ctx) => `/businesses/${ctx.businessId}/reviews`, body: 'form', valid: () => ({ intent: 'report', reviewId: '00000000-0000-4000-8000-000000000000', reason: 'Spam' }), fields: { reviewId: 'uuid', reason: 'long' } },
      { path: (ctx) => `/businesses/${ctx.businessId}/reviews`, body: 'form', valid: () => ({ intent: 'reply', reviewId: '00000000-0000-4000-8000-000000000000', reply: 'Thanks' }), fields: { reviewId: 'uuid', reply: 'long' } },
    ],
  },
  'routes/business-problems': {
    as: 'anonymous',
    loader: { path: (ctx) => `/businesses/${ctx.businessId}/problems` },
    action: [{
      path: (ctx) => `/businesses/${ctx.businessId}/problems`, body: 'form', valid: () => ({ kind: 'wrong-contact', details: 'Old number', field: 'phone', correction: '(303) 555-0101', email: 'a@example.com' }),
      fields: { kind: 'choice', details: 'long', field: 'choice', correction: 'text', email: 'email' }, pathParam: { kind: 'uuid', path: (v) => `/businesses/${v}/problems` },
    }],
  },
  // The public pages' GET forms: the directory's filters and search, the home page's Top 5
  // by place, the city list's search, the products' filters and the certificate check.
  'routes/city': {
    as: 'anonymous',
    loader: {
      path: () => '/city/denver', query: { q: 'text', category: 'choice', badge: 'choice', sort: 'choice', dir: 'choice', page: 'int', state: 'choice', type: 'choice', cert: 'choice' },
      pathParam: { kind: 'text', path: (v) => `/city/${v}` },
    },
  },
  'routes/cities': { as: 'anonymous', loader: { path: () => '/city', query: { q: 'text', city: 'choice', category: 'choice', type: 'choice' } } },
  'routes/home': { as: 'anonymous', loader: { path: () => '/', query: { top: 'choice', near: 'text' } } },
  'routes/products': { as: 'anonymous', loader: { path: () => '/products', query: { q: 'text', category: 'choice', rating: 'number', price: 'choice', sort: 'choice' } } },
  'routes/verify': { as: 'anonymous', loader: { path: () => '/verify', query: { code: 'text' }, pathParam: { kind: 'text', path: (v) => `/verify/${v}` } } },
  // Save and its change e-mails (a member's own saved list), and the comparison page.
  'routes/business-favorite': {
    as: 'member',
    loader: { path: (ctx) => `/businesses/${ctx.businessId}/favorite` },
    action: [
      { path: (ctx) => `/businesses/${ctx.businessId}/favorite`, body: 'form', valid: () => ({ intent: 'save' }), fields: { intent: 'choice' }, pathParam: { kind: 'uuid', path: (v) => `/businesses/${v}/favorite` } },
      { path: (ctx) => `/businesses/${ctx.businessId}/favorite`, body: 'form', valid: () => ({ intent: 'notify', notify: 'on' }), fields: { notify: 'choice' } },
    ],
  },
  'routes/compare': {
    as: 'anonymous',
    loader: { path: () => '/compare', query: { ids: 'uuid', near: 'text' } },
  },
  // A visitor's message to a business (stored as a lead, e-mailed to its owner or the admin).
  'routes/contact-business': {
    as: 'anonymous',
    loader: { path: (ctx) => `/contact-business/${ctx.businessId}` },
    action: [{
      path: (ctx) => `/contact-business/${ctx.businessId}`, body: 'form', valid: () => ({ name: 'Vera Visitor', email: 'vera@example.com', message: 'Do you install stair gates?' }),
      fields: { name: 'text', email: 'email', message: 'long' }, pathParam: { kind: 'uuid', path: (v) => `/contact-business/${v}` },
    }],
  },
  'routes/admin/reviews': {
    as: 'admin',
    action: [
      { path: '/admin/reviews', body: 'form', valid: () => ({ intent: 'reject', id: '00000000-0000-4000-8000-000000000000', reason: 'Spam' }), fields: { intent: 'choice', id: 'uuid', reason: 'long' } },
      { path: '/admin/reviews', body: 'form', valid: () => ({ intent: 'add-word', word: 'bribe' }), fields: { word: 'text' } },
    ],
  },
  'routes/admin/reports': {
    as: 'admin',
    action: [
      { path: '/admin/reports', body: 'form', valid: () => ({ intent: 'apply', id: '00000000-0000-4000-8000-000000000000', value: '(303) 555-0101' }), fields: { intent: 'choice', id: 'uuid', value: 'text' } },
      // A records dispute's Detach (the ticked inspections' activity numbers).
      { path: '/admin/reports', body: 'form', valid: () => ({ intent: 'detach', id: '00000000-0000-4000-8000-000000000000', activityNr: '1500001' }), fields: { id: 'uuid', activityNr: 'int' } },
    ],
  },
}

const TABLES = ['businesses', 'submissions', 'badges', 'user', 'profiles', 'newsletter_subscribers', 'audit_log', 'outbox', 'stripe_events', 'business_claims', 'business_change_requests', 'business_leads', 'campaigns', 'email_suppressions', 'reviews', 'review_reports', 'review_watch_words', 'problem_reports', 'blog_posts', 'products', 'record_imports', 'score_history', 'favorites'] as const

let server: Awaited<ReturnType<typeof startAppServer>>
const cookies = { admin: '', member: '', anonymous: '' }
const ctx: Ctx = { businessId: '', submissionId: '', memberId: '' }
const routes = await appRoutes()
let requests = 0

beforeAll(async () => {
  const sessions = await adminAndMemberCookies(db)
  cookies.admin = sessions.admin
  cookies.member = sessions.member
  ctx.memberId = sessions.memberId
  ctx.businessId = (await db.selectFrom('businesses').select('id').limit(1).executeTakeFirstOrThrow()).id
  ctx.submissionId = (await createSubmission(db, { kind: 'nomination', businessName: 'Pending Co', location: null, description: null, submitterEmail: null }, { ip: null })).id
  server = await startAppServer()
})
afterAll(async () => {
  await server?.close()
})

/**
 * Row counts of every table a request could write to, the city images' versions, the queued jobs
 * and the Premium members: one statement (taken twice by most of the 129 tests).
 */
async function snapshot(): Promise<Record<string, number>> {
  const counts = TABLES.map((table) => sql`(select count(*) from ${sql.table(table)})::int as ${sql.id(table)}`)
  const { rows } = await sql<Record<string, number>>`select ${sql.join(counts)},
    (select coalesce(sum(image_version), 0) from cities)::int as "imageVersions",
    (select count(*) from ${await jobsTable()} where name = 'city-image')::int as jobs,
    (select count(*) from profiles where subscription_level = 'premium')::int as premium`.execute(db)
  return rows[0]!
}

interface Answer {
  status: number
  message: string | null
  /** A redirect's error toast (how a page says "not found" on the way back to its list). */
  errorToast: string | null
  summary: string
}
const toastCookie = createCookie('safest_toast')

/** Sends a request; its answer's status and the message it carries (JSON, text, a page's heading, React Router's data). */
async function send(method: string, path: string, as: Entry['as'], body?: { bytes: Buffer; type: string }): Promise<Answer> {
  requests++
  const headers: Record<string, string> = {}
  if (cookies[as]) headers.cookie = cookies[as]
  if (body) headers['content-type'] = body.type
  const response = await fetch(server.base + path, { method, headers, body: body ? new Uint8Array(body.bytes) : undefined, redirect: 'manual' })
  const type = response.headers.get('content-type') ?? ''
  let message: string | null = null
  let text = ''
  if (type.includes('text/x-script') && response.body) {
    const decoded = await decodeTurboStream(response.body, globalThis)
    await decoded.done
    message = findMessage(decoded.value)
    text = JSON.stringify(decoded.value)
  } else {
    text = await response.text()
    if (type.includes('json')) message = findMessage(JSON.parse(text))
    else if (type.includes('text/plain')) message = text.trim() || null
    else if (type.includes('text/html')) message = /<h1[^>]*>([^<]+)</.exec(text)?.[1] ?? null
  }
  const toast = response.headers.getSetCookie().find((c) => c.startsWith('safest_toast='))
  const flash = toast ? ((await toastCookie.parse(toast.split(';')[0]!)) as { type?: string; title?: string; description?: string } | null) : null
  const errorToast = flash?.type === 'error' ? (flash.description ?? flash.title ?? null) : null
  return { status: response.status, message, errorToast, summary: `${method} ${path.slice(0, 100)} → ${response.status} ${text.slice(0, 160)}` }
}

const MESSAGE_KEYS = new Set(['message', 'error', 'description', 'title', 'statusText', 'data'])
/** The first non-empty string under a key that carries a message (or a field's, under `errors`), at any depth. */
function findMessage(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' && v.trim() && MESSAGE_KEYS.has(key)) return v
    if (key === 'errors' && v && typeof v === 'object') {
      const first = Object.values(v).find((m) => typeof m === 'string' && m.trim())
      if (typeof first === 'string') return first
    }
    const nested = findMessage(v)
    if (nested) return nested
  }
  return null
}

/** A form, JSON or CSV body from fields; `hostile` (raw bytes or text) in one field. */
function encode(spec: ActionSpec, fields: Record<string, string>, field?: string, hostile?: Hostile): { bytes: Buffer; type: string } {
  if (spec.body === 'form') {
    const parts = Object.entries(fields).filter(([k]) => k !== field).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    if (field && hostile) parts.push(`${encodeURIComponent(field)}=${hostile.raw ?? encodeURIComponent(hostile.text!)}`)
    return { bytes: Buffer.from(parts.join('&'), 'latin1'), type: 'application/x-www-form-urlencoded' }
  }
  const rawBytes = (raw: string) => Buffer.from(decodeURIComponentBytes(raw))
  if (spec.body === 'json') {
    const marker = '\u0001HOSTILE\u0001'
    const json = JSON.stringify({ ...fields, ...(field ? { [field]: hostile?.raw !== undefined ? marker : hostile?.text } : {}) })
    const [before, after] = json.split(JSON.stringify(marker).slice(1, -1))
    const bytes = hostile?.raw !== undefined ? Buffer.concat([Buffer.from(before!), rawBytes(hostile.raw), Buffer.from(after!)]) : Buffer.from(json)
    return { bytes, type: 'application/json' }
  }
  // A CSV file in a multipart form (intent=import): a header and one row.
  const names = Object.keys(spec.fields)
  const cell = (v: string) => `"${v.replaceAll('"', '""')}"`
  const row = names.map((n) => (n === field && hostile?.raw !== undefined ? null : cell(n === field ? hostile!.text! : fields[n] ?? '')))
  const boundary = '----hostile-boundary'
  const csv = Buffer.concat([Buffer.from(`${names.join(',')}\n`), ...row.flatMap((c, i) => [Buffer.from(i ? ',' : ''), c === null ? rawBytes(hostile!.raw!) : Buffer.from(c)]), Buffer.from('\n')])
  const bytes = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nimport\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hostile.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { bytes, type: `multipart/form-data; boundary=${boundary}` }
}

/** Percent-encoded bytes as bytes (decodeURIComponent refuses those that are not UTF-8). */
function decodeURIComponentBytes(raw: string): number[] {
  const out: number[] = []
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '%') {
      out.push(Number.parseInt(raw.slice(i + 1, i + 3), 16))
      i += 2
    } else out.push(raw.charCodeAt(i))
  }
  return out
}

const pathValue = (h: Hostile) => h.raw ?? encodeURIComponent(h.text!)
const resolve = (path: string | ((ctx: Ctx) => string)) => (typeof path === 'function' ? path(ctx) : path)
/** React Router's path for a page's data (what the browser's fetches use): `.data` after the path. */
const dataPath = (path: string) => `${path.split('?')[0] === '/' ? '/_root' : path.split('?')[0]}.data${path.includes('?') ? `?${path.split('?')[1]}` : ''}`

/** Public pages swept too: those that take free text or a body of their own, and the GET forms' pages. */
const PUBLIC_PAGES = new Set(['routes/search', 'routes/contact-business', 'routes/compare', 'routes/city', 'routes/cities', 'routes/home', 'routes/products', 'routes/verify'])
const inScope = routes.filter((r) => (r.file.startsWith('routes/admin/') || r.pattern.startsWith('/api/') || r.pattern.startsWith('/businesses/') || PUBLIC_PAGES.has(r.id)) && ('loader' in r.module || 'action' in r.module))

describe(`hostile values against every admin and API route on ${engine}`, () => {
  it('has an entry for every admin and API route of app/routes.ts, for each of its loader and action', () => {
    const missing: string[] = []
    for (const route of inScope) {
      const entry = TABLE[route.id]
      if ('loader' in route.module && !entry?.loader) missing.push(`${route.id} (${route.pattern}): loader`)
      if ('action' in route.module && !entry?.action) missing.push(`${route.id} (${route.pattern}): action`)
    }
    expect(missing, 'add these to TABLE in tests/integration/hostile-routes.test.ts').toEqual([])
    expect(Object.keys(TABLE).filter((id) => !inScope.some((r) => r.id === id)), 'entries for routes that are gone').toEqual([])
  })

  for (const route of inScope) {
    const entry = TABLE[route.id]
    if (!entry) continue
    const isPage = typeof route.module.default === 'function'

    if (entry.loader) {
      const spec = entry.loader
      it(`${route.pattern} loader: never 5xx, a message with every 4xx, nothing stored`, async () => {
        const before = await snapshot()
        const answers: Answer[] = []
        const base = spec.path(ctx)
        // A page's loader is swept through its data path (no render); its document is requested once.
        const paths: string[] = []
        for (const [name, kind] of Object.entries(spec.query ?? {})) {
          for (const hostile of hostileFor(kind)) paths.push(`${base}?${name}=${pathValue(hostile)}`)
        }
        if (spec.pathParam) {
          for (const hostile of [...hostileFor(spec.pathParam.kind), { label: 'dot segments', raw: '..%2F..%2Fetc%2Fpasswd' }]) paths.push(spec.pathParam.path(pathValue(hostile)))
        }
        for (const path of paths) answers.push(await send('GET', isPage ? dataPath(path) : path, entry.as))
        if (isPage && paths[0]) answers.push(await send('GET', paths[0], entry.as))
        for (const answer of answers) {
          expect(answer.status, answer.summary).toBeLessThan(500)
          if (answer.status >= 400) expect(answer.message, answer.summary).toBeTruthy()
        }
        expect(await snapshot()).toEqual(before)
      }, 120_000)
    }

    for (const spec of entry.action ?? []) {
      const intent = spec.valid({ businessId: '', submissionId: '', memberId: '' }).intent ?? spec.valid({ businessId: '', submissionId: '', memberId: '' }).kind
      it(`${route.pattern} action${intent ? ` (${intent})` : ''}: every hostile value in every field is a 4xx with a message, nothing stored`, async () => {
        const before = await snapshot()
        const valid = spec.valid(ctx)
        const path = resolve(spec.path)
        const answers: Answer[] = []
        // A page's action is swept through its data path (no render); its document gets the first values.
        for (const [field, kind] of Object.entries(spec.fields)) {
          // A CSV file in Windows-1252 is read as such (decision 030): its "é" is no hostile byte.
          const values = hostileFor(kind).filter((h) => !(spec.body === 'csv' && h.label.startsWith('Latin-1')))
          for (const hostile of values) answers.push(await send('POST', isPage ? dataPath(path) : path, entry.as, encode(spec, valid, field, hostile)))
        }
        const [firstField, firstKind] = Object.entries(spec.fields)[0]!
        if (isPage) for (const hostile of hostileFor(firstKind).slice(0, 2)) answers.push(await send('POST', path, entry.as, encode(spec, valid, firstField, hostile)))
        if (spec.pathParam) {
          for (const hostile of hostileFor(spec.pathParam.kind)) {
            const target = spec.pathParam.path(pathValue(hostile))
            answers.push(await send('POST', isPage ? dataPath(target) : target, entry.as, encode(spec, valid)))
          }
        }
        // Bodies of the wrong type.
        const wrongBodies = [
          { bytes: Buffer.from('{"intent":"save"'), type: 'application/json' },
          { bytes: Buffer.from('intent=save'), type: 'text/plain' },
          { bytes: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'), type: 'multipart/form-data; boundary=y' },
          { bytes: Buffer.from([0xff, 0xfe, 0x00, 0x01]), type: 'application/octet-stream' },
        ]
        for (const body of wrongBodies) answers.push(await send('POST', path, entry.as, body))
        for (const answer of answers) {
          expect(answer.status, answer.summary).toBeLessThan(500)
          // A refusal: a 4xx with a message, or (a page's "not found") a redirect with an error toast.
          if (answer.errorToast) continue
          expect(answer.status, answer.summary).toBeGreaterThanOrEqual(400)
          expect(answer.message, `no message: ${answer.summary}`).toBeTruthy()
        }
        expect(await snapshot()).toEqual(before)
      }, 120_000)
    }

    it(`${route.pattern}: methods it does not serve are 405, running nothing`, async () => {
      const before = await snapshot()
      const action = entry.action?.[0]
      const path = action ? resolve(action.path) : entry.loader!.path(ctx)
      const body = action ? encode(action, action.valid(ctx)) : undefined
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const answer = await send(method, path, entry.as, body)
        expect(answer.status, answer.summary).toBe(405)
        expect(answer.message, answer.summary).toBeTruthy()
      }
      if (!entry.action) expect((await send('POST', path, entry.as, { bytes: Buffer.from('a=1'), type: 'application/x-www-form-urlencoded' })).status).toBe(405)
      if (!entry.loader) expect((await send('GET', path, entry.as)).status).toBeLessThan(500)
      expect(await snapshot()).toEqual(before)
    })
  }

  it('sent the hostile requests', () => {
    expect(requests).toBeGreaterThan(800)
  })
})
