import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { todayIso } from '~/lib/audit-dates.ts'
import { STAT_COUNTERS, type StatCounter } from '~/lib/db-schema-owners.ts'

export type DayStats = { day: string } & Record<StatCounter, number>

/** An owned business's statistics for the last `days` days (today included), one entry a day, oldest first, with totals. */
export async function findBusinessStats(db: DB, businessId: string, days: 30 | 90) {
  const today = todayIso()
  const first = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10)
  const rows = await db.selectFrom('business_stats').select([...STAT_COUNTERS, sql<string>`to_char(day, 'YYYY-MM-DD')`.as('isoDay')]).where('business_id', '=', businessId).where('day', '>=', first).execute()
  const byDay = new Map(rows.map((r) => [r.isoDay, r]))
  const series: DayStats[] = []
  for (let i = 0; i < days; i++) {
    const day = new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10)
    const row = byDay.get(day)
    series.push({ day, ...(Object.fromEntries(STAT_COUNTERS.map((c) => [c, Number(row?.[c] ?? 0)])) as Record<StatCounter, number>) })
  }
  const totals = Object.fromEntries(STAT_COUNTERS.map((c) => [c, series.reduce((sum, d) => sum + d[c], 0)])) as Record<StatCounter, number>
  return { days, series, totals }
}
export type BusinessStats = Awaited<ReturnType<typeof findBusinessStats>>
