import { notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { REVIEW_NOT_FOUND } from './save-review.server.ts'

/** A visitor's report of an approved review: the review goes to the admin's Reviews queue. */
export async function reportReview(db: DB, reviewId: string, reason: string, meta: { ip: string | null }): Promise<void> {
  const review = await db.selectFrom('reviews').select('id').where('id', '=', reviewId).where('status', '=', 'approved').executeTakeFirst()
  if (!review) throw notFound(REVIEW_NOT_FOUND)
  await db.insertInto('review_reports').values({ review_id: reviewId, reason, ip: meta.ip }).execute()
}
