import { publicNameWords } from '~/domain/account/model.ts'
import type { DB } from '~/lib/db.server.ts'
import type { ReviewStatus } from '~/lib/db-schema-reviews.ts'
import type { HoldReason } from './model.ts'
import { reviewRefusal, type ReviewRefusal } from './save-review.server.ts'

export interface PublicReview {
  id: string
  author: string
  stars: number
  body: string
  /** YYYY-MM-DD */
  date: string
  reply: string | null
}

export interface OwnReview extends PublicReview {
  status: ReviewStatus
  holdReasons: HoldReason[]
  decisionReason: string | null
}

/** What the viewer of a business page may do with its reviews. */
export type ReviewViewer =
  | { kind: 'anonymous' }
  | { kind: 'member'; refusal: ReviewRefusal | null; isOwner: boolean; own: OwnReview | null }

const SHOWN = 50

/** "Jane D.": a reviewer's first name and initial, never the whole name or an e-mail address. */
export function authorName(name: string): string {
  const parts = publicNameWords(name)
  if (parts.length === 0) return 'A member'
  return parts.length === 1 ? parts[0]! : `${parts[0]} ${parts.at(-1)![0]!.toUpperCase()}.`
}

function reviewRows(db: DB, businessId: string) {
  return db
    .selectFrom('reviews')
    .innerJoin('user', 'user.id', 'reviews.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'reviews.user_id')
    .select(['reviews.id', 'reviews.stars', 'reviews.body', 'reviews.created_at', 'reviews.reply', 'reviews.status', 'reviews.hold_reasons', 'reviews.decision_reason', 'user.name', 'profiles.full_name'])
    .where('reviews.business_id', '=', businessId)
}

type Row = Awaited<ReturnType<ReturnType<typeof reviewRows>['execute']>>[number]

const toPublic = (r: Row): PublicReview => ({
  id: r.id,
  author: authorName(r.full_name || r.name),
  stars: r.stars,
  body: r.body,
  date: new Date(r.created_at).toISOString().slice(0, 10),
  reply: r.reply,
})

/** The approved reviews of a business, newest first (what every visitor sees). */
export async function findApprovedReviews(db: DB, businessId: string): Promise<PublicReview[]> {
  const rows = await reviewRows(db, businessId).where('reviews.status', '=', 'approved').orderBy('reviews.created_at', 'desc').limit(SHOWN).execute()
  return rows.map(toPublic)
}

/** The signed-in viewer's standing: their own review (held ones show to their author only), and whether they may write one. */
export async function findReviewViewer(db: DB, businessId: string, userId: string | null): Promise<ReviewViewer> {
  if (!userId) return { kind: 'anonymous' }
  const [refusal, own] = await Promise.all([reviewRefusal(db, userId, businessId), reviewRows(db, businessId).where('reviews.user_id', '=', userId).executeTakeFirst()])
  return {
    kind: 'member',
    refusal,
    isOwner: refusal === 'owner',
    own: own ? { ...toPublic(own), status: own.status, holdReasons: own.hold_reasons as HoldReason[], decisionReason: own.decision_reason } : null,
  }
}
