import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import type { SessionUser } from '../account/session.server.ts'
import { createBillingPortal } from './checkout.server.ts'
import { stripeClient, verifyPaidCheckout } from './stripe.server.ts'

/**
 * The billing portal URL for whoever asks: a signed-in member (their Stripe customer), or the
 * buyer on the post-payment page (the customer of their paid Checkout session). Null if neither.
 */
export async function openBillingPortal(db: DB, user: SessionUser | null, checkoutSessionId: string | null): Promise<string | null> {
  if (user) return createBillingPortal(db, user)
  if (!checkoutSessionId) return null
  const paid = await verifyPaidCheckout(checkoutSessionId)
  if (!paid?.customerId) return null
  const portal = await stripeClient().billingPortal.sessions.create({ customer: paid.customerId, return_url: `${getEnv().SITE_URL}/thank-you` })
  return portal.url
}
