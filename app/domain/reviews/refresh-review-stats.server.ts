import { sql, type Kysely } from 'kysely'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { Database } from '~/lib/db-schema.ts'

/**
 * Recounts a business's approved reviews (count and average, what its page and the directory show)
 * and bumps the content version: called in the transaction of every write that changes a review.
 */
export async function refreshReviewStats(trx: Kysely<Database>, businessId: string): Promise<void> {
  await sql`update businesses b set review_count = s.n, review_average = s.avg
    from (select count(*)::int as n, coalesce(round(avg(stars), 2), 0) as avg from reviews where business_id = ${businessId} and status = 'approved') s
    where b.id = ${businessId}`.execute(trx)
  await bumpContentVersion(trx)
}
