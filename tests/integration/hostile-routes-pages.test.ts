// Hostile values against the public pages that take free text or a body of their own, their GET
// forms and a business's own routes, where members write reviews and save (tests/support/hostile-sweep.ts
// says what is sent and what every answer must be); their actions' fields are also in
// the hostile-input-*.test.ts property suite. A new route under /businesses/ without an entry in TABLE
// fails the first test, naming it.
import { openHostileRoutesDatabase } from '../support/hostile-requests.ts'
import type { Entry } from '../support/hostile-sweep.ts'

const db = await openHostileRoutesDatabase('hostile-routes-pages')
const { hostileRouteTests } = await import('../support/hostile-sweep.ts')

/** Keyed by route id (app/routes.ts). */
const TABLE: Record<string, Entry> = {
  // Near me: a public page whose action takes the browser's position.
  'routes/search': {
    loader: { path: () => '/search', query: { q: 'text', near: 'text', radius: 'int', category: 'choice', sort: 'choice', page: 'int' } },
    action: [{ path: '/search?near=80202', body: 'form', valid: () => ({ latitude: '39.7491', longitude: '-104.9946' }), fields: { latitude: 'text', longitude: 'text' } }],
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
    loader: { path: (ctx) => `/businesses/${ctx.businessId}/problems` },
    action: [{
      path: (ctx) => `/businesses/${ctx.businessId}/problems`, body: 'form', valid: () => ({ kind: 'wrong-contact', details: 'Old number', field: 'phone', correction: '(303) 555-0101', email: 'a@example.com' }),
      fields: { kind: 'choice', details: 'long', field: 'choice', correction: 'text', email: 'email' }, pathParam: { kind: 'uuid', path: (v) => `/businesses/${v}/problems` },
    }],
  },
  // The public pages' GET forms: the directory's filters and search, the home page's Top 5
  // by place, the city list's search, the products' filters and the certificate check.
  'routes/city': {
    loader: {
      path: () => '/city/denver', query: { q: 'text', category: 'choice', badge: 'choice', sort: 'choice', dir: 'choice', page: 'int', state: 'choice', type: 'choice', cert: 'choice' },
      pathParam: { kind: 'text', path: (v) => `/city/${v}` },
    },
  },
  'routes/cities': { loader: { path: () => '/city', query: { q: 'text', city: 'choice', category: 'choice', type: 'choice' } } },
  'routes/home': { loader: { path: () => '/', query: { top: 'choice', near: 'text' } } },
  'routes/products': { loader: { path: () => '/products', query: { q: 'text', category: 'choice', rating: 'number', price: 'choice', sort: 'choice' } } },
  'routes/verify': { loader: { path: () => '/verify', query: { code: 'text' }, pathParam: { kind: 'text', path: (v) => `/verify/${v}` } } },
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
    loader: { path: () => '/compare', query: { ids: 'uuid', near: 'text' } },
  },
  // A visitor's message to a business (stored as a lead, e-mailed to its owner or the admin).
  'routes/contact-business': {
    loader: { path: (ctx) => `/contact-business/${ctx.businessId}` },
    action: [{
      path: (ctx) => `/contact-business/${ctx.businessId}`, body: 'form', valid: () => ({ name: 'Vera Visitor', email: 'vera@example.com', message: 'Do you install stair gates?' }),
      fields: { name: 'text', email: 'email', message: 'long' }, pathParam: { kind: 'uuid', path: (v) => `/contact-business/${v}` },
    }],
  },
}

await hostileRouteTests(db, 'pages', 'tests/integration/hostile-routes-pages.test.ts', TABLE, 400)
