import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import type { SessionUser } from '../account/session.server.ts'
import { stripeClient } from './stripe.server.ts'
import { findBillingProfile } from './subscription.server.ts'

/** "Go Premium": a Stripe Checkout session for the premium subscription; returns its URL. */
export async function createPremiumCheckout(db: DB, user: SessionUser): Promise<string> {
  const env = getEnv()
  if (!env.STRIPE_PRICE_ID) throw new Error('STRIPE_PRICE_ID is not set')
  const { stripeCustomerId } = await findBillingProfile(db, user.id)
  const session = await stripeClient().checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: env.STRIPE_PRICE_ID, quantity: 1 }],
    client_reference_id: user.id,
    ...(stripeCustomerId ? { customer: stripeCustomerId } : { customer_email: user.email }),
    success_url: `${env.SITE_URL}/dashboard/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${env.SITE_URL}/dashboard/billing?checkout=cancelled`,
  })
  if (!session.url) throw new Error('Stripe returned no checkout URL')
  return session.url
}

/** The Stripe billing portal for a member with a Stripe customer; null when there is none yet. */
export async function createBillingPortal(db: DB, user: SessionUser): Promise<string | null> {
  const { stripeCustomerId } = await findBillingProfile(db, user.id)
  if (!stripeCustomerId) return null
  const portal = await stripeClient().billingPortal.sessions.create({
    customer: stripeCustomerId,
    return_url: `${getEnv().SITE_URL}/dashboard/billing`,
  })
  return portal.url
}
