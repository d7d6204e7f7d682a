import { sql, type Kysely } from 'kysely'
import { todayIso } from '~/lib/audit-dates.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import { BADGE_TYPES, type Database } from '~/lib/db-schema.ts'
import { DIRECTORY_BADGE_IDS } from '~/domain/directory/directory-query.ts'

/** The award condition in SQL (awardStatus = 'current'), for an `awards` row named `a`. */
export function currentAwardSql(today: string = todayIso()) {
  return sql<boolean>`(a.revoked_at is null and a.expires_on >= ${today})`
}

const directoryBadges = sql.join(
  BADGE_TYPES.map((type, n) => sql`(${type}::text, ${DIRECTORY_BADGE_IDS[type]}::text, ${n}::int)`),
)

/** The directory badges (osha, state, city) a business's current awards give it, in that order. */
function heldBadgesSql(today: string) {
  return sql<string[]>`array(
    select d.type from (values ${directoryBadges}) as d(type, badge_id, n)
    where exists (select 1 from awards a where a.business_id = businesses.id and a.badge_id = d.badge_id and ${currentAwardSql(today)})
    order by d.n
  )`
}

/**
 * `businesses.badges` is derived (decision 020): the directory badges of the business's current
 * awards, so a city page filters and shows cards from one row without reading awards. Every write
 * that changes awards calls this in its transaction; the `new-day` job calls refreshExpiredBadges.
 */
export async function refreshBusinessBadges(db: Kysely<Database>, businessIds: readonly string[], today: string = todayIso()): Promise<number> {
  if (businessIds.length === 0) return 0
  const held = heldBadgesSql(today)
  const result = await sql`update businesses set badges = ${held}
    where id = any(${sql.val([...businessIds])}::uuid[]) and badges is distinct from ${held}`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

/**
 * The `new-day` job: businesses holding an award that expired within the last 31 days (a job
 * missed for a while still catches up) lose its directory badge. Returns the rows changed.
 */
export async function refreshExpiredBadges(db: Kysely<Database>, today: string = todayIso()): Promise<number> {
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - 31 * 86_400_000).toISOString().slice(0, 10)
  const held = heldBadgesSql(today)
  const result = await sql`update businesses set badges = ${held}
    where id in (select business_id from awards where revoked_at is null and expires_on < ${today} and expires_on >= ${since})
      and badges is distinct from ${held}`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

/**
 * The `new-day` job (00:00 UTC; server/lifecycle.ts): awards that just expired take their directory
 * badge off their businesses, then the content version moves so every cached page goes stale.
 */
export async function startNewDay(db: Kysely<Database>): Promise<void> {
  await refreshExpiredBadges(db)
  await bumpContentVersion(db)
}
