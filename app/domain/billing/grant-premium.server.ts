import type { DB } from '~/lib/db.server.ts'
import { isBillingConfigured, setSubscriptionLevel } from './subscription.server.ts'
import { verifyPaidCheckout } from './stripe.server.ts'

/**
 * Spec §3: sign-up on the post-payment page sets premium. With Stripe configured, only a verified,
 * paid Checkout session (?session_id=) does, so opening the URL grants nothing.
 */
export async function grantPremiumAfterCheckout(db: DB, userId: string, sessionId: string | null): Promise<boolean> {
  if (!isBillingConfigured()) {
    await setSubscriptionLevel(db, userId, 'premium')
    return true
  }
  if (!sessionId) return false
  const paid = await verifyPaidCheckout(sessionId)
  if (!paid) return false
  await setSubscriptionLevel(db, userId, 'premium', { customerId: paid.customerId, subscriptionId: paid.subscriptionId })
  return true
}
