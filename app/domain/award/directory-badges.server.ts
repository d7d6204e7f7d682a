import { sql, type Kysely } from 'kysely'
import { todayIso } from '~/lib/audit-dates.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { Database } from '~/lib/db-schema.ts'
import { refreshDueSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'

/** The award condition in SQL (awardStatus = 'current'), for an `awards` row named `a`. */
export function currentAwardSql(today: string = todayIso()) {
  return sql<boolean>`(a.revoked_at is null and a.expires_on >= ${today})`
}

/**
 * The `new-day` job (00:00 UTC; server/lifecycle.ts): every safety record that time alone changes
 * today (an award lapsing, a clean year passing, an inspection's weight stepping down) is derived
 * again, then the content version moves so every cached page goes stale.
 */
export async function startNewDay(db: Kysely<Database>, today: string = todayIso()): Promise<void> {
  await refreshDueSafetyRecords(db, today)
  await bumpContentVersion(db)
}
