import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { consumeRateLimit } from '~/lib/rate-limit.server.ts'

const WINDOW_SECONDS = 15 * 60

/** Sign-in, sign-up and reset attempts per IP (RATE_LIMIT_AUTH per 15 minutes). */
export async function consumeAuthAttempt(db: DB, ip: string) {
  const result = await consumeRateLimit(db, `auth:${ip}`, getEnv().RATE_LIMIT_AUTH, WINDOW_SECONDS)
  const minutes = Math.ceil(result.retryAfterSeconds / 60)
  return {
    ...result,
    message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  }
}
