import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local HTTP stand-in for the parts of the Stripe API the site uses, so tests run the real
 * Stripe SDK (pointed here with STRIPE_API_BASE) without the network.
 */
export interface StripeStandIn {
  url: string
  checkoutSessions: Map<string, Record<string, unknown>>
  requests: { method: string; path: string; body: string }[]
  close: () => Promise<void>
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const checkoutSessions = new Map<string, Record<string, unknown>>()
  const requests: StripeStandIn['requests'] = []
  let counter = 0
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!
      requests.push({ method: req.method ?? '', path, body })
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++counter}` })
        res.end(JSON.stringify(json))
      }
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
      if (req.method === 'GET' && sessionMatch) {
        const session = checkoutSessions.get(decodeURIComponent(sessionMatch[1]!))
        if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
        return send(200, session)
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++counter}`
        const session = { id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}`, status: 'open', payment_status: 'unpaid' }
        checkoutSessions.set(id, session)
        return send(200, session)
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const params = new URLSearchParams(body)
        return send(200, { id: `re_test_${++counter}`, object: 'refund', status: 'succeeded', payment_intent: params.get('payment_intent') })
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const customer = new URLSearchParams(body).get('customer')
        return send(200, { id: `bps_${++counter}`, object: 'billing_portal.session', customer, url: `https://billing.stripe.test/p/${customer}` })
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    checkoutSessions,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A completed, paid Checkout session as Stripe returns it. */
export function paidSession(id: string, customer = 'cus_test_1', subscription = 'sub_test_1') {
  return { id, object: 'checkout.session', status: 'complete', payment_status: 'paid', customer, subscription, client_reference_id: null }
}
