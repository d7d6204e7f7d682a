import type Stripe from 'stripe'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { inTransaction } from '~/lib/transaction.server.ts'
import { applyBadgePaymentEvent, isBadgePaymentEvent } from '~/domain/application/confirm-application-payment.server.ts'
import { setSubscriptionLevel } from './subscription.server.ts'
import { stripeClient } from './stripe.server.ts'

/** Verifies the Stripe-Signature header; throws when it does not match STRIPE_WEBHOOK_SECRET. */
export function verifyWebhookEvent(payload: string, signature: string | null): Stripe.Event {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
  if (!signature) throw new Error('Missing Stripe-Signature header')
  return stripeClient().webhooks.constructEvent(payload, signature, secret)
}

const ACTIVE = new Set(['active', 'trialing', 'past_due'])

export type WebhookOutcome = 'handled' | 'ignored' | 'duplicate'

/**
 * Keeps profiles.subscription_level in step with Stripe. A cancelled subscription stays premium
 * until the end of the paid period (refund policy), then Stripe sends `deleted` and it goes free.
 * Each event is applied once: its id is stored in `stripe_events` in the same transaction as its
 * effect, so a replay (Stripe retries, an attacker resending a captured request) changes nothing,
 * and an event whose handling failed is not recorded, so Stripe's retry can still apply it.
 */
export async function handleStripeEvent(db: DB, event: Stripe.Event): Promise<WebhookOutcome> {
  return inTransaction(db, async (trx) => {
    const claimed = await trx.insertInto('stripe_events').values({ id: event.id, type: event.type, outcome: 'pending' })
      .onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst()
    if (!claimed) return 'duplicate'
    const outcome = await applyStripeEvent(trx, event)
    await trx.updateTable('stripe_events').set({ outcome }).where('id', '=', event.id).execute()
    return outcome
  })
}

async function applyStripeEvent(db: DB, event: Stripe.Event): Promise<'handled' | 'ignored'> {
  // A badge application's payment (its own metadata) never touches premium.
  if (isBadgePaymentEvent(event)) return applyBadgePaymentEvent(db, event)
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object
    const userId = session.client_reference_id
    if (!userId || session.payment_status !== 'paid') return 'ignored'
    const id = (v: string | { id: string } | null) => (v === null ? null : typeof v === 'string' ? v : v.id)
    const customerId = id(session.customer)
    const subscriptionId = id(session.subscription)
    // The customer or subscription already belongs to another account: checked first, because a
    // unique violation would abort the transaction on PostgreSQL.
    const owners = [customerId, subscriptionId].some(Boolean)
      ? await db.selectFrom('profiles').select('user_id').where('user_id', '!=', userId)
        .where((eb) => eb.or([
          ...(customerId ? [eb('stripe_customer_id', '=', customerId)] : []),
          ...(subscriptionId ? [eb('stripe_subscription_id', '=', subscriptionId)] : []),
        ]))
        .execute()
      : []
    const taken = owners.length > 0
    if (taken) return 'ignored'
    await setSubscriptionLevel(db, userId, 'premium', { customerId, subscriptionId })
    return 'handled'
  }
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted' || event.type === 'customer.subscription.created') {
    const subscription = event.data.object
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id
    const profile = await db.selectFrom('profiles').select(['user_id', 'stripe_event_at']).where('stripe_customer_id', '=', customerId).executeTakeFirst()
    if (!profile) return 'ignored'
    // Stripe does not promise order: an event older than the last one applied changes nothing.
    const eventAt = new Date(event.created * 1000)
    if (profile.stripe_event_at && eventAt < new Date(profile.stripe_event_at)) return 'ignored'
    const periodEnd = subscription.items?.data?.[0]?.current_period_end
    const active = event.type !== 'customer.subscription.deleted' && ACTIVE.has(subscription.status)
    await setSubscriptionLevel(db, profile.user_id, active ? 'premium' : 'free', {
      subscriptionId: subscription.id,
      premiumUntil: active && periodEnd ? new Date(periodEnd * 1000) : null,
      eventAt,
    })
    return 'handled'
  }
  return 'ignored'
}
