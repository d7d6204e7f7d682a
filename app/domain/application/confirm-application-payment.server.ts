import type Stripe from 'stripe'
import type { DB } from '~/lib/db.server.ts'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { BADGE_PAYMENT_KIND } from './start-application-checkout.server.ts'

const id = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id)

/** A Checkout session (or refund) event that belongs to a badge application, not to Go Premium. */
export function isBadgePaymentEvent(event: Stripe.Event): boolean {
  const object = event.data.object as { metadata?: Record<string, string> | null }
  return object.metadata?.kind === BADGE_PAYMENT_KIND
}

/**
 * Applies a badge payment's webhook event inside the webhook's transaction (the event id is stored
 * there too, so a replay is a no-op). `checkout.session.completed` with a paid session of the
 * application's amount submits an application awaiting payment — once: every later or out-of-order
 * event finds it past awaiting_payment and changes nothing. `charge.refunded` records a refund
 * made outside the admin's button once.
 */
export async function applyBadgePaymentEvent(db: DB, event: Stripe.Event): Promise<'handled' | 'ignored'> {
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const session = event.data.object
    const applicationId = session.metadata?.applicationId
    if (!applicationId || session.payment_status !== 'paid') return 'ignored'
    const app = await db.selectFrom('applications').innerJoin('user', 'user.id', 'applications.user_id')
      .innerJoin('badges', 'badges.id', 'applications.badge_id')
      .select(['applications.id', 'applications.status', 'applications.amount_cents', 'applications.stripe_session_id', 'applications.business_name', 'user.email', 'badges.name as badgeName'])
      .where('applications.id', '=', applicationId).executeTakeFirst()
    if (!app || app.status !== 'awaiting_payment') return 'ignored'
    if (app.stripe_session_id !== session.id || (session.amount_total ?? app.amount_cents) !== app.amount_cents) return 'ignored'
    const updated = await db.updateTable('applications')
      .set({ status: 'new', paid_at: new Date(event.created * 1000), submitted_at: new Date(), stripe_payment_intent: id(session.payment_intent), updated_at: new Date() })
      .where('id', '=', app.id).where('status', '=', 'awaiting_payment').executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return 'ignored'
    await sendEmail(db, {
      to: app.email,
      kind: 'application-submitted',
      subject: `Application received: ${app.badgeName}`,
      text: `Thank you: your payment was received and your application for the ${app.badgeName} badge for ${app.business_name} is submitted.\n\nWe will write when your audit is scheduled. Follow it here: ${getEnv().SITE_URL}/applications/${app.id}\n`,
    })
    return 'handled'
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object
    const applicationId = charge.metadata?.applicationId
    if (!applicationId || !charge.refunded) return 'ignored'
    const updated = await db.updateTable('applications').set({ refunded_at: new Date(event.created * 1000), refund_id: id(charge.refunds?.data?.[0]?.id) ?? 'refunded', updated_at: new Date() })
      .where('id', '=', applicationId).where('refunded_at', 'is', null).where('paid_at', 'is not', null).executeTakeFirst()
    return Number(updated.numUpdatedRows) > 0 ? 'handled' : 'ignored'
  }
  return 'ignored'
}
