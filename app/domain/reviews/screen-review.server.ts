import { sql, type Kysely } from 'kysely'
import type { Database } from '~/lib/db-schema.ts'
import { BURST_WINDOW_MINUTES, fingerprint, holdReasons, watchedWordsIn, type HoldReason } from './model.ts'

/**
 * Screening before a review counts (model.ts `holdReasons`): reads the facts the rules need (the
 * account's age, recent reviews by the account and from the address, a review with the same text,
 * the admin's watch words). `reviewId` is the review being edited, left out of every count.
 */
export async function screenReview(
  db: Kysely<Database>,
  review: { userId: string; ip: string | null; body: string; reviewId?: string },
  now = new Date(),
): Promise<HoldReason[]> {
  const since = new Date(now.getTime() - BURST_WINDOW_MINUTES * 60_000)
  const other = review.reviewId ?? '00000000-0000-0000-0000-000000000000'
  const [account, recent, repeat, words] = await Promise.all([
    db.selectFrom('user').select('createdAt').where('id', '=', review.userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('reviews')
      .select([
        sql<number>`(count(*) filter (where user_id = ${review.userId}))::int`.as('byAccount'),
        sql<number>`(count(*) filter (where ip = ${review.ip}))::int`.as('byAddress'),
      ])
      .where('created_at', '>', since)
      .where('id', '!=', other)
      .where((eb) => eb.or([eb('user_id', '=', review.userId), ...(review.ip ? [eb('ip', '=', review.ip)] : [])]))
      .executeTakeFirstOrThrow(),
    db.selectFrom('reviews').select('id').where('fingerprint', '=', fingerprint(review.body)).where('id', '!=', other).limit(1).executeTakeFirst(),
    db.selectFrom('review_watch_words').select('word').execute(),
  ])
  return holdReasons({
    accountCreatedAt: new Date(account.createdAt),
    now,
    recentByAccount: recent.byAccount,
    recentByAddress: review.ip ? recent.byAddress : 0,
    repeatsAnother: repeat !== undefined,
    watchedWords: watchedWordsIn(review.body, words.map((w) => w.word)),
  })
}
