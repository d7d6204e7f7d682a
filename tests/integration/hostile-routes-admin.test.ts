// Hostile values against every admin loader and action (tests/support/hostile-sweep.ts says what is
// sent and what every answer must be), over HTTP as the admin, past requireAdmin. A new admin route
// without an entry in TABLE fails the first test, naming it. The public and member routes are in
// hostile-routes-pages.test.ts, the API in hostile-routes-api.test.ts.
import { openHostileRoutesDatabase } from '../support/hostile-requests.ts'
import type { Entry, Kind } from '../support/hostile-sweep.ts'

const db = await openHostileRoutesDatabase('hostile-routes-admin')
const { hostileRouteTests } = await import('../support/hostile-sweep.ts')

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


/** Keyed by route id (app/routes.ts). */
const TABLE: Record<string, Entry> = {
  'routes/admin/dashboard': {
    as: 'admin',
    loader: { path: () => '/admin', query: { tab: 'choice', q: 'text', page: 'int', sort: 'choice', dir: 'choice' } },
  },
  'routes/admin/login': {
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

await hostileRouteTests(db, 'admin', 'tests/integration/hostile-routes-admin.test.ts', TABLE, 1_500)
