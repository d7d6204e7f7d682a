import { sql } from 'kysely'
import { isIPv6 } from 'node:net'
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

/** An account's sign-in address stays known this long after its last sign-in from it (decision 022). */
export const KNOWN_ADDRESS_DAYS = 90

/** Old windows (and addresses no longer known) are useless; drop them now and then so the tables stay small. */
export async function pruneRateLimits(db: DB): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<', sql<Date>`now() - interval '1 day'`).execute()
  await db.deleteFrom('sign_in_addresses').where('last_seen_at', '<', sql<Date>`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`).execute()
}

/**
 * Gives back one hit of the current window: for limits that count every attempt before the slow
 * work (so parallel attempts cannot pass the limit) and forgive the attempts that succeeded.
 */
export async function refundRateLimit(db: DB, key: string): Promise<void> {
  await sql`update rate_limits set count = count - 1 where key = ${key} and count > 0 and reset_at > now()`.execute(db)
}

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * subscriber's network: a client picks any address in it, and a phone changes it every day).
 */
export function networkOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  if (v4) return v4[1]!
  if (!isIPv6(ip)) return ip
  const [head = '', tail = ''] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`
}
