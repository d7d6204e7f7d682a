import { sql } from 'kysely'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { STAT_COUNTERS, STAT_LABELS } from './model.ts'

/** The month before `now` (UTC): its YYYY-MM, first and last day, and its name. */
export function previousMonth(now: Date = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))
  return { month: first.toISOString().slice(0, 7), from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10), name: first.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }) }
}

/**
 * The `listing-summaries` job (the 1st of each month): each owned business's last month in one
 * e-mail to its owner. Recorded in listing_summaries in the same transaction, so a retry sends none twice.
 */
export async function sendMonthlySummaries(db: DB, now: Date = new Date()): Promise<number> {
  const { month, from, to, name } = previousMonth(now)
  const owned = await db.selectFrom('businesses').innerJoin('user', 'user.id', 'businesses.owner_id')
    .select(['businesses.id', 'businesses.name', 'user.email']).where('businesses.owner_id', 'is not', null).execute()
  let sent = 0
  for (const b of owned) {
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await trx.insertInto('listing_summaries').values({ business_id: b.id, month }).onConflict((oc) => oc.doNothing()).returning('month').executeTakeFirst()
      if (!claimed) return false
      const totals = await trx.selectFrom('business_stats')
        .select(STAT_COUNTERS.map((c) => sql<string>`coalesce(sum(${sql.ref(c)}), 0)`.as(c)))
        .where('business_id', '=', b.id).where('day', '>=', from).where('day', '<=', to).executeTakeFirstOrThrow()
      const lines = STAT_COUNTERS.map((c) => `${STAT_LABELS[c]}: ${Number((totals as Record<string, string>)[c]).toLocaleString('en-US')}`)
      await sendEmail(trx, {
        to: b.email, kind: 'listing-summary', subject: `${b.name} on Safest: your ${name} summary`,
        text: `What your listing did in ${name}:\n\n${lines.join('\n')}\n\nDay by day, and the last 90 days: ${getEnv().SITE_URL}/dashboard/listings/${b.id}/statistics\n`,
      })
      return true
    })
    if (done) sent++
  }
  return sent
}
