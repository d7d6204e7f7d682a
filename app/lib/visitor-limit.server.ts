import { data } from 'react-router'
import type { DB } from './db.server.ts'
import { getEnv } from './env.server.ts'
import { consumeRateLimit, networkOf } from './rate-limit.server.ts'

const WINDOW_SECONDS = 10 * 60

/**
 * The submission forms' abuse limit (RATE_LIMIT_SUBMISSIONS a network per 10 minutes) for another
 * visitor form, counted under its own `kind`: null when allowed, else the 429 to answer (Retry-After).
 */
export async function visitorLimit(db: DB, kind: string, ip: string | null): Promise<ReturnType<typeof data<{ ok: false; message: string }>> | null> {
  const limit = await consumeRateLimit(db, `${kind}:${networkOf(ip ?? 'unknown')}`, getEnv().RATE_LIMIT_SUBMISSIONS, WINDOW_SECONDS)
  if (limit.allowed) return null
  const minutes = Math.ceil(limit.retryAfterSeconds / 60)
  return data(
    { ok: false as const, message: `Too many attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
    { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
  )
}
