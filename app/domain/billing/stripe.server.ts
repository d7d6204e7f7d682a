import Stripe from 'stripe'
import { getEnv } from '~/lib/env.server.ts'

let cached: { key: string; base: string | undefined; client: Stripe } | undefined

/**
 * The Stripe SDK client. STRIPE_API_BASE points it at another host (tests use a local stand-in
 * of the Stripe API); otherwise it talks to Stripe itself.
 */
export function stripeClient(): Stripe {
  const env = getEnv()
  const key = env.STRIPE_SECRET_KEY
  if (!key) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY)')
  if (cached && cached.key === key && cached.base === env.STRIPE_API_BASE) return cached.client
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined
  const client = new Stripe(key, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base
      ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  })
  cached = { key, base: env.STRIPE_API_BASE, client }
  return client
}

/** A Checkout session that is complete and paid, with its customer and subscription; else null. */
export interface PaidCheckout {
  customerId: string | null
  subscriptionId: string | null
  /** The member the session was started for (Go Premium), or null for a purchase made signed out. */
  clientReferenceId: string | null
}

export async function verifyPaidCheckout(sessionId: string): Promise<PaidCheckout | null> {
  if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) return null
  try {
    const session = await stripeClient().checkout.sessions.retrieve(sessionId)
    if (session.status !== 'complete' || session.payment_status !== 'paid') return null
    const id = (v: string | { id: string } | null) => (v === null ? null : typeof v === 'string' ? v : v.id)
    return { customerId: id(session.customer), subscriptionId: id(session.subscription), clientReferenceId: session.client_reference_id }
  } catch {
    return null
  }
}
