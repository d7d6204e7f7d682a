import { AppError, conflict } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'

/**
 * The verified owner's reply to an approved review of their business: once per review.
 * Forbidden when the review is not an approved one of a business this member owns.
 */
export async function replyToReview(db: DB, ownerId: string, reviewId: string, reply: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom('reviews')
      .innerJoin('businesses', 'businesses.id', 'reviews.business_id')
      .select(['reviews.reply', 'reviews.status', 'businesses.owner_id'])
      .where('reviews.id', '=', reviewId)
      .forUpdate()
      .executeTakeFirst()
    if (!review || review.owner_id !== ownerId || review.status !== 'approved') throw new AppError('forbidden', 'Only the verified owner of this business can reply to its reviews.')
    if (review.reply !== null) throw conflict('You have already replied to this review.')
    await trx.updateTable('reviews').set({ reply, replied_at: new Date() }).where('id', '=', reviewId).execute()
    await bumpContentVersion(trx)
  })
}
