import { conflict, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { refundable } from '~/domain/application/model.ts'
import { stripeClient } from '~/domain/billing/stripe.server.ts'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

const NOT_REFUNDABLE = 'This payment cannot be refunded (refunded already, unpaid, or older than 30 days)'

/**
 * The refund policy's full refund within 30 days of payment, as an admin action: Stripe refunds the
 * payment, then the refund is recorded with its audit entry and the applicant is told. A second
 * click finds it refunded and does nothing; Stripe's idempotency key makes a retried call one refund.
 * Returns the refund's id.
 */
export async function refundApplication(db: DB, admin: { email: string }, applicationId: string, now: Date = new Date()): Promise<string> {
  const app = await db.selectFrom('applications').innerJoin('user', 'user.id', 'applications.user_id')
    .innerJoin('badges', 'badges.id', 'applications.badge_id')
    .select(['applications.id', 'applications.paid_at', 'applications.refunded_at', 'applications.stripe_payment_intent', 'applications.amount_cents', 'user.email', 'badges.name as badgeName'])
    .where('applications.id', '=', applicationId).executeTakeFirst()
  if (!app) throw notFound('Application not found')
  if (!app.stripe_payment_intent || !refundable({ paidAt: app.paid_at, refundedAt: app.refunded_at }, now)) throw conflict(NOT_REFUNDABLE)
  const refund = await stripeClient().refunds.create(
    { payment_intent: app.stripe_payment_intent, metadata: { applicationId: app.id } },
    { idempotencyKey: `refund-${app.id}` },
  )
  const recorded = await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('applications').set({ refunded_at: now, refund_id: refund.id, updated_at: now })
      .where('id', '=', app.id).where('refunded_at', 'is', null).executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return false
    await recordAudit(trx, { actor: admin.email, action: 'application.refund', entity: 'application', entityId: app.id, detail: { refundId: refund.id, amountCents: app.amount_cents } })
    await sendEmail(trx, {
      to: app.email,
      kind: 'application-refunded',
      subject: `Refund issued: ${app.badgeName}`,
      text: `Your payment of $${(app.amount_cents / 100).toFixed(2)} for the ${app.badgeName} badge application has been refunded in full. It can take 5-10 days to appear on your statement.\n`,
    })
    return true
  })
  if (!recorded) throw conflict(NOT_REFUNDABLE)
  return refund.id
}
