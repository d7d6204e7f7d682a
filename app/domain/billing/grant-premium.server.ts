import type { DB } from '~/lib/db.server.ts'
import { log } from '~/lib/log.server.ts'
import { isBillingConfigured, setSubscriptionLevel } from './subscription.server.ts'
import { verifyPaidCheckout } from './stripe.server.ts'

/**
 * Spec §3: sign-up on the post-payment page sets premium — only after a verified payment:
 * without Stripe configured nobody becomes premium this way (the admin grants it by hand). Only a verified,
 * paid Checkout session (?session_id=) does, so opening the URL grants nothing; a session started
 * for one member (client_reference_id) serves only that member, and a session's customer and
 * subscription can be claimed by one account only (unique columns), so a shared link is useless.
 */
export async function grantPremiumAfterCheckout(db: DB, userId: string, sessionId: string | null): Promise<boolean> {
  if (!isBillingConfigured() || !sessionId) return false
  const paid = await verifyPaidCheckout(sessionId)
  if (!paid) return false
  if (paid.clientReferenceId && paid.clientReferenceId !== userId) return false
  try {
    await setSubscriptionLevel(db, userId, 'premium', { customerId: paid.customerId, subscriptionId: paid.subscriptionId })
    return true
  } catch (error) {
    // Unique violation: another account already holds this customer or subscription.
    log('info', 'checkout session already claimed', { userId, error: String(error) })
    return false
  }
}
