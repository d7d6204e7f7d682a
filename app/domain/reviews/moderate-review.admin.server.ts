import { AppError } from '~/lib/app-error.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'
import type { ReviewStatus } from '~/lib/db-schema-reviews.ts'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

export type ModerationDecision = { kind: 'approve' } | { kind: 'reject'; reason: string } | { kind: 'restore' }

/** Which statuses each decision applies to: approve a held (or reported) review, reject any but a rejected one, restore a rejected one. */
const FROM: Record<ModerationDecision['kind'], ReviewStatus[]> = {
  approve: ['held', 'approved'],
  reject: ['held', 'approved'],
  restore: ['rejected'],
}

const GONE = 'That review was not found, or someone already decided on it.'

/**
 * The admin's decision on a review, in one transaction with its audit entry: approve (it counts;
 * its open reports are closed), reject with a reason (the author sees it; reports closed), restore a
 * rejected review (it counts again). The business's count and average follow. Refused when the
 * review is gone (not-found) or its status does not take this decision (conflict).
 */
export async function moderateReview(db: DB, actor: { email: string }, reviewId: string, decision: ModerationDecision): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const review = await trx.selectFrom('reviews').select(['status', 'business_id']).where('id', '=', reviewId).forUpdate().executeTakeFirst()
    if (!review) throw new AppError('not-found', GONE)
    if (!FROM[decision.kind].includes(review.status)) throw new AppError('conflict', GONE)
    const status: ReviewStatus = decision.kind === 'reject' ? 'rejected' : 'approved'
    await trx
      .updateTable('reviews')
      .set({ status, decision_reason: decision.kind === 'reject' ? decision.reason : null })
      .where('id', '=', reviewId)
      .execute()
    await trx.updateTable('review_reports').set({ resolved_at: new Date() }).where('review_id', '=', reviewId).where('resolved_at', 'is', null).execute()
    await recordAudit(trx, {
      actor: actor.email,
      action: `review.${decision.kind}`,
      entity: 'review',
      entityId: reviewId,
      detail: { businessId: review.business_id, ...(decision.kind === 'reject' ? { reason: decision.reason } : {}) },
    })
    await refreshSafetyRecords(trx, [review.business_id], { reason: 'review' })
    await bumpContentVersion(trx)
  })
}
