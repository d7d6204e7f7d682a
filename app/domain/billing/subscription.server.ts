import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'

/** Billing needs Stripe: without STRIPE_SECRET_KEY the billing buttons say so instead of failing. */
export function isBillingConfigured(): boolean {
  return Boolean(getEnv().STRIPE_SECRET_KEY)
}

export { BILLING_NOT_CONFIGURED } from './billing-messages.ts'

/** Spec §7: profiles.subscription_level for a user. */
export async function setSubscriptionLevel(
  db: DB,
  userId: string,
  level: 'free' | 'premium',
  stripe?: { customerId?: string | null; subscriptionId?: string | null; premiumUntil?: Date | null; eventAt?: Date },
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      subscription_level: level,
      updated_at: new Date(),
      ...(stripe?.customerId !== undefined ? { stripe_customer_id: stripe.customerId } : {}),
      ...(stripe?.subscriptionId !== undefined ? { stripe_subscription_id: stripe.subscriptionId } : {}),
      ...(stripe?.premiumUntil !== undefined ? { premium_until: stripe.premiumUntil } : {}),
      ...(stripe?.eventAt !== undefined ? { stripe_event_at: stripe.eventAt } : {}),
    })
    .where('user_id', '=', userId)
    .execute()
}

/** A member's billing record: the date premium is paid through and their Stripe customer, if any. */
export async function findBillingProfile(db: DB, userId: string): Promise<{ premiumUntil: string | null; stripeCustomerId: string | null }> {
  const profile = await db.selectFrom('profiles').select(['premium_until', 'stripe_customer_id']).where('user_id', '=', userId).executeTakeFirst()
  return {
    premiumUntil: profile?.premium_until ? new Date(profile.premium_until).toISOString() : null,
    stripeCustomerId: profile?.stripe_customer_id ?? null,
  }
}
