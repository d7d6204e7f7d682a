// Hostile values against every API route (tests/support/hostile-sweep.ts says what is sent and what
// every answer must be), over HTTP as a visitor. With Stripe's keys the webhook checks signatures
// (without them, it answers 503 "not configured"); so does the bounce/complaint webhook with its
// secret (decision 033). A new API route without an entry in TABLE fails the first test, naming it.
import { openHostileRoutesDatabase } from '../support/hostile-requests.ts'
import type { Entry } from '../support/hostile-sweep.ts'

const db = await openHostileRoutesDatabase('hostile-routes-api')
const { hostileRouteTests } = await import('../support/hostile-sweep.ts')

/** Keyed by route id (app/routes.ts). */
const TABLE: Record<string, Entry> = {
  'routes/api.email-events': {
    loader: { path: () => '/api/email-events' },
    action: [{ path: '/api/email-events', body: 'json', valid: () => ({ type: 'bounce', email: 'a@example.com' }), fields: { type: 'choice', email: 'email' } }],
  },
  'routes/api.stripe-webhook': {
    action: [{ path: '/api/stripe/webhook', body: 'json', valid: () => ({ id: 'evt_1', type: 'checkout.session.completed' }), fields: { id: 'text', type: 'choice' } }],
  },
  'routes/api.submissions': {
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
    loader: { path: (ctx) => `/api/businesses/${ctx.businessId}`, pathParam: { kind: 'uuid', path: (v) => `/api/businesses/${v}` } },
    action: [{ path: (ctx) => `/api/businesses/${ctx.businessId}`, body: 'form', valid: () => ({ a: '1' }), fields: { a: 'text' } }],
  },
  'routes/api.business-events': {
    action: [{ path: '/api/business-events', body: 'form', valid: (ctx) => ({ businessId: ctx.businessId, kind: 'call' }), fields: { businessId: 'uuid', kind: 'choice' } }],
  },
  'routes/api.city-images': { loader: { path: () => '/api/city-images' } },
  'routes/api.newsletter': {
    loader: { path: () => '/api/newsletter' },
    action: [{ path: '/api/newsletter', body: 'form', valid: () => ({ email: 'reader@example.com' }), fields: { email: 'email' } }],
  },
}

await hostileRouteTests(db, 'api', 'tests/integration/hostile-routes-api.test.ts', TABLE, 150)
