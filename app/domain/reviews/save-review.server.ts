import { AppError } from '~/lib/app-error.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { DB } from '~/lib/db.server.ts'
import type { ReviewStatus } from '~/lib/db-schema-reviews.ts'
import { fingerprint, type ReviewInput } from './model.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'
import { screenReview } from './screen-review.server.ts'

export type ReviewRefusal = 'not-found' | 'owner' | 'unconfirmed'
export type SaveReviewResult = { status: ReviewStatus; created: boolean }

export const REVIEW_NOT_FOUND = 'That business or review was not found.'
const REFUSED: Record<ReviewRefusal, () => AppError> = {
  'not-found': () => new AppError('not-found', REVIEW_NOT_FOUND),
  owner: () => new AppError('forbidden', 'Owners cannot review their own business.'),
  unconfirmed: () => new AppError('forbidden', 'Please confirm your e-mail address before writing a review.'),
}

/** Who may review a business: a member with a confirmed e-mail who does not own it. */
export async function reviewRefusal(db: DB, userId: string, businessId: string): Promise<ReviewRefusal | null> {
  const [business, user] = await Promise.all([
    db.selectFrom('businesses').select('owner_id').where('id', '=', businessId).where('status', '=', 'published').executeTakeFirst(),
    db.selectFrom('user').select('emailVerified').where('id', '=', userId).executeTakeFirst(),
  ])
  if (!business || !user) return 'not-found'
  if (business.owner_id === userId) return 'owner'
  if (!user.emailVerified) return 'unconfirmed'
  return null
}

/**
 * Writes the member's one review of a business, or changes it. Screening decides whether it counts
 * at once ('approved') or waits for the admin ('held'); an edit of a rejected review waits again.
 * The business's count and average are refreshed in the same transaction. Refused (AppError) for
 * an owner, an unconfirmed address or a business not published.
 */
export async function saveReview(db: DB, userId: string, businessId: string, input: ReviewInput, meta: { ip: string | null }, now = new Date()): Promise<SaveReviewResult> {
  const refusal = await reviewRefusal(db, userId, businessId)
  if (refusal) throw REFUSED[refusal]()
  return db.transaction().execute(async (trx): Promise<SaveReviewResult> => {
    const existing = await trx.selectFrom('reviews').select(['id', 'status']).where('business_id', '=', businessId).where('user_id', '=', userId).forUpdate().executeTakeFirst()
    const reasons = await screenReview(trx, { userId, ip: meta.ip, body: input.body, reviewId: existing?.id }, now)
    const status: ReviewStatus = reasons.length > 0 || existing?.status === 'rejected' ? 'held' : 'approved'
    const values = { stars: input.stars, body: input.body, fingerprint: fingerprint(input.body), status, hold_reasons: reasons, decision_reason: null, updated_at: now }
    if (existing) {
      await trx.updateTable('reviews').set(values).where('id', '=', existing.id).execute()
    } else {
      await trx.insertInto('reviews').values({ ...values, business_id: businessId, user_id: userId, ip: meta.ip, created_at: now }).execute()
    }
    await refreshSafetyRecords(trx, [businessId], { reason: 'review' })
    // The review itself shows on the business page, whether or not the record changed.
    await bumpContentVersion(trx)
    return { status, created: !existing }
  })
}

/** Deletes the member's own review of a business (not-found when they wrote none). */
export async function deleteReview(db: DB, userId: string, businessId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('reviews').where('business_id', '=', businessId).where('user_id', '=', userId).executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) throw REFUSED['not-found']()
    await refreshSafetyRecords(trx, [businessId], { reason: 'review' })
    // The review itself shows on the business page, whether or not the record changed.
    await bumpContentVersion(trx)
  })
}
