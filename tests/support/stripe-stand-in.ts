import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A local HTTP stand-in for the parts of the Stripe API the site uses, so tests run the real
 * Stripe SDK (pointed here with STRIPE_API_BASE) without the network. With `webhook`, a Checkout
 * session's URL is a page of the stand-in's own ("Pay"), as Stripe's hosted page is: paying marks
 * the session paid, sends `checkout.session.completed` to the site's webhook signed with its
 * secret (as Stripe does), and sends the browser back to the session's success_url.
 */
export interface StripeStandIn {
  url: string
  checkoutSessions: Map<string, Record<string, unknown>>
  requests: { method: string; path: string; body: string }[]
  close: () => Promise<void>
}

export async function startStripeStandIn(options: { webhook?: { url: string; secret: string } } = {}): Promise<StripeStandIn> {
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
      const payMatch = /^\/pay\/([^/]+)$/.exec(path)
      if (payMatch && options.webhook) return void checkoutPage(decodeURIComponent(payMatch[1]!), req.method ?? 'GET', res)
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
        const params = new URLSearchParams(body)
        const metadata = Object.fromEntries([...params].flatMap(([k, v]) => (/^metadata\[(.+)\]$/.exec(k) ? [[/^metadata\[(.+)\]$/.exec(k)![1]!, v]] : [])))
        const amount = Number(params.get('line_items[0][price_data][unit_amount]') ?? 0) * Number(params.get('line_items[0][quantity]') ?? 1)
        const url = options.webhook ? `${base()}/pay/${id}` : `https://checkout.stripe.test/${id}`
        const session = {
          id, object: 'checkout.session', url, status: 'open', payment_status: 'unpaid', mode: params.get('mode'), metadata,
          amount_total: amount || null, success_url: params.get('success_url'), cancel_url: params.get('cancel_url'),
          customer_email: params.get('customer_email'), client_reference_id: params.get('client_reference_id'),
        }
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

  /** The hosted page: GET shows the amount and a "Pay" button; POST pays, tells the site, and goes back. */
  async function checkoutPage(id: string, method: string, res: import('node:http').ServerResponse) {
    const session = checkoutSessions.get(id)
    if (!session) {
      res.writeHead(404, { 'Content-Type': 'text/plain' })
      return res.end('No such checkout session')
    }
    if (method !== 'POST') {
      const amount = `$${(Number(session.amount_total ?? 0) / 100).toFixed(2)}`
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return res.end(`<!doctype html><html lang="en"><title>Checkout (test)</title><main><h1>Pay ${amount}</h1><form method="post"><button type="submit">Pay</button></form></main></html>`)
    }
    const paid: Record<string, unknown> = { ...session, status: 'complete', payment_status: 'paid', payment_intent: `pi_test_${++counter}` }
    checkoutSessions.set(id, paid)
    const payload = JSON.stringify({ id: `evt_test_${++counter}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: paid } })
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhook!.secret })
    const told = await fetch(options.webhook!.url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload })
    if (!told.ok) {
      res.writeHead(502, { 'Content-Type': 'text/plain' })
      return res.end(`The site's webhook answered ${told.status}`)
    }
    res.writeHead(303, { Location: String(paid.success_url) })
    res.end()
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const base = () => `http://127.0.0.1:${port}`
  return {
    url: base(),
    checkoutSessions,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A completed, paid Checkout session as Stripe returns it. */
export function paidSession(id: string, customer = 'cus_test_1', subscription = 'sub_test_1') {
  return { id, object: 'checkout.session', status: 'complete', payment_status: 'paid', customer, subscription, client_reference_id: null }
}
