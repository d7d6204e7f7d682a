import { sql } from 'kysely'
import type { DB } from './db.server.ts'

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  retryAfterSeconds: number
}

/**
 * Fixed-window counter kept in the database, so the limit holds across server instances.
 * One atomic upsert: the window restarts once reset_at has passed.
 */
export async function consumeRateLimit(db: DB, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const { rows } = await sql<{ count: number; retry: number }>`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, ceil(extract(epoch from (reset_at - now())))::int as retry
  `.execute(db)
  const row = rows[0]!
  return {
    allowed: row.count <= limit,
    remaining: Math.max(0, limit - row.count),
    retryAfterSeconds: Math.max(1, row.retry),
  }
}

/** Old windows are useless; drop them now and then so the table stays small. */
export async function pruneRateLimits(db: DB): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<', sql<Date>`now() - interval '1 day'`).execute()
}

/** The state of a window without counting a hit: for limits that count only failures. */
export async function peekRateLimit(db: DB, key: string, limit: number): Promise<RateLimitResult> {
  const { rows } = await sql<{ count: number; retry: number }>`
    select count, ceil(extract(epoch from (reset_at - now())))::int as retry
    from rate_limits where key = ${key} and reset_at > now()
  `.execute(db)
  const row = rows[0]
  if (!row) return { allowed: true, remaining: limit, retryAfterSeconds: 0 }
  return { allowed: row.count < limit, remaining: Math.max(0, limit - row.count), retryAfterSeconds: Math.max(1, row.retry) }
}

/** Forgets a window (e.g. an account's failed sign-ins once the right password is given). */
export async function clearRateLimit(db: DB, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute()
}
