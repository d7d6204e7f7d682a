import { conflict } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { stripeClient } from '~/domain/billing/stripe.server.ts'

/** What a badge payment's Checkout session carries, so the webhook can tell it from Go Premium. */
export const BADGE_PAYMENT_KIND = 'badge-application'

/**
 * Stripe Checkout for an application awaiting payment (one-time, the badge's price). The session id
 * is stored on the application: the webhook finds the application by it, and only a verified,
 * paid `checkout.session.completed` for it submits the application. Returns the Checkout URL; a
 * conflict when the application is not the member's or not awaiting payment.
 */
export async function startApplicationCheckout(db: DB, user: { id: string; email: string }, applicationId: string): Promise<string> {
  const app = await db.selectFrom('applications').innerJoin('badges', 'badges.id', 'applications.badge_id')
    .select(['applications.id', 'applications.status', 'applications.amount_cents', 'applications.business_name', 'badges.name as badgeName'])
    .where('applications.id', '=', applicationId).where('applications.user_id', '=', user.id).executeTakeFirst()
  if (!app || app.status !== 'awaiting_payment' || app.amount_cents <= 0) throw conflict('This application is not awaiting payment.')
  const site = getEnv().SITE_URL
  const session = await stripeClient().checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: app.amount_cents, product_data: { name: `${app.badgeName} badge — ${app.business_name}` } } }],
    customer_email: user.email,
    metadata: { kind: BADGE_PAYMENT_KIND, applicationId: app.id },
    payment_intent_data: { metadata: { kind: BADGE_PAYMENT_KIND, applicationId: app.id } },
    success_url: `${site}/applications/${app.id}?checkout=success`,
    cancel_url: `${site}/applications/${app.id}?checkout=cancelled`,
  })
  if (!session.url) throw new Error('Stripe returned no checkout URL')
  await db.updateTable('applications').set({ stripe_session_id: session.id, updated_at: new Date() })
    .where('id', '=', app.id).where('status', '=', 'awaiting_payment').execute()
  return session.url
}
