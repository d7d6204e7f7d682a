import { sql, type RawBuilder } from 'kysely'
import { todayIso } from './audit-dates.ts'

/**
 * badgeIsExpired (audit-dates.ts) in SQL, for a query over `businesses`: true when the business's
 * evidence for `badge` (a text expression) says it expired before `today`; false without a record.
 */
export function badgeExpiredSql(badge: RawBuilder<unknown>, today: string = todayIso()): RawBuilder<boolean> {
  return sql<boolean>`coalesce((businesses.badge_evidence -> ${badge} ->> 'expiresOn') < ${today}, false)`
}
