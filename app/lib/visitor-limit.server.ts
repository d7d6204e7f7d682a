import { tooManyRequests } from './app-error.ts'
import type { DB } from './db.server.ts'
import { getEnv } from './env.server.ts'
import { consumeRateLimit, networkOf } from './rate-limit.server.ts'

const WINDOW_SECONDS = 10 * 60

/**
 * The visitor forms' abuse limit: RATE_LIMIT_SUBMISSIONS a `key` per 10 minutes. Spent: throws
 * too-many-requests (429, Retry-After) saying how many minutes to wait ("Too many `what` from
 * your network…").
 */
export async function submissionsLimit(db: DB, key: string, what = 'attempts'): Promise<void> {
  const limit = await consumeRateLimit(db, key, getEnv().RATE_LIMIT_SUBMISSIONS, WINDOW_SECONDS)
  if (limit.allowed) return
  const minutes = Math.ceil(limit.retryAfterSeconds / 60)
  throw tooManyRequests(`Too many ${what} from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, limit.retryAfterSeconds)
}

/** The submission forms' limit for another visitor form, counted under its own `kind` per network. */
export const visitorLimit = (db: DB, kind: string, ip: string | null) => submissionsLimit(db, `${kind}:${networkOf(ip ?? 'unknown')}`)
