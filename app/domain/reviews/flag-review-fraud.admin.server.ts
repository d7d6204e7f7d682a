import { changeBusiness } from '~/domain/business/write-business.server.ts'
import { FRAUD_NOTICE_DAYS } from '~/domain/reviews/model.ts'
import { notFound } from '~/lib/app-error.ts'
import { addDays, todayIso } from '~/lib/audit-dates.ts'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

/**
 * The admin found review fraud at a business: its page shows the notice for 90 days from today
 * (`on: false` takes it down early). Audited; the page cache follows.
 */
export async function flagReviewFraud(db: DB, actor: { email: string }, businessId: string, on: boolean, today = todayIso()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const until = on ? addDays(today, FRAUD_NOTICE_DAYS) : null
    if (!(await changeBusiness(trx, businessId, { review_fraud_until: until }, { reason: 'review fraud notice' }))) throw notFound('That business was not found.')
    await recordAudit(trx, { actor: actor.email, action: 'review.flag-fraud', entity: 'business', entityId: businessId, detail: { until } })
  })
}
