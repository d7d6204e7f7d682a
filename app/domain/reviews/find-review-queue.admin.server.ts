import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import type { ReviewStatus } from '~/lib/db-schema-reviews.ts'
import type { HoldReason } from '~/domain/reviews/model.ts'

/** The Reviews tab's filters: held by screening, reported by visitors, rejected (to restore). */
export const REVIEW_QUEUE_FILTERS = ['held', 'reported', 'rejected'] as const
export type ReviewQueueFilter = (typeof REVIEW_QUEUE_FILTERS)[number]

export interface QueuedReview {
  id: string
  businessId: string
  businessName: string
  businessPath: string
  reviewFraudUntil: string | null
  author: string
  authorEmail: string
  stars: number
  body: string
  status: ReviewStatus
  holdReasons: HoldReason[]
  decisionReason: string | null
  reports: string[]
  createdAt: string
}

const QUEUE_SIZE = 100

/** The admin's review queue (oldest first), with each review's open reports, and the watch words. */
export async function findReviewQueue(db: DB, filter: ReviewQueueFilter): Promise<{ reviews: QueuedReview[]; watchWords: string[] }> {
  const openReports = sql<string[]>`coalesce((select array_agg(r.reason order by r.created_at) from review_reports r where r.review_id = reviews.id and r.resolved_at is null), '{}')`
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('businesses', 'businesses.id', 'reviews.business_id')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .innerJoin('user', 'user.id', 'reviews.user_id')
    .select([
      'reviews.id',
      'reviews.business_id as businessId',
      'businesses.name as businessName',
      'businesses.slug',
      'cities.slug as citySlug',
      'businesses.review_fraud_until as reviewFraudUntil',
      'user.name as author',
      'user.email as authorEmail',
      'reviews.stars',
      'reviews.body',
      'reviews.status',
      'reviews.hold_reasons as holdReasons',
      'reviews.decision_reason as decisionReason',
      'reviews.created_at as createdAt',
      openReports.as('reports'),
    ])
    .$if(filter === 'held', (qb) => qb.where('reviews.status', '=', 'held'))
    .$if(filter === 'rejected', (qb) => qb.where('reviews.status', '=', 'rejected'))
    .$if(filter === 'reported', (qb) =>
      qb.where('reviews.status', '=', 'approved').where(sql<boolean>`exists (select 1 from review_reports r where r.review_id = reviews.id and r.resolved_at is null)`),
    )
    .orderBy('reviews.created_at')
    .limit(QUEUE_SIZE)
    .execute()
  const words = await db.selectFrom('review_watch_words').select('word').orderBy('word').execute()
  return {
    reviews: rows.map(({ slug, citySlug, createdAt, holdReasons, ...r }) => ({
      ...r,
      holdReasons: holdReasons as HoldReason[],
      businessPath: citySlug ? `/city/${citySlug}/${slug}` : '',
      createdAt: new Date(createdAt).toISOString(),
    })),
    watchWords: words.map((w) => w.word),
  }
}
