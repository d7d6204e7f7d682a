import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { clearRateLimit, consumeRateLimit, peekRateLimit, type RateLimitResult } from '~/lib/rate-limit.server.ts'

const WINDOW_SECONDS = 15 * 60
/** Wrong current passwords on the profile page, per member per 15 minutes. */
export const CURRENT_PASSWORD_LIMIT = 5

export interface LimitAnswer extends RateLimitResult {
  message: string
}

function withMessage(result: RateLimitResult): LimitAnswer {
  const minutes = Math.ceil(result.retryAfterSeconds / 60)
  return { ...result, message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` }
}

/** The headers of every 429 (issue 10: each carries Retry-After). */
export function retryAfterHeaders(limit: { retryAfterSeconds: number }): Record<string, string> {
  return { 'Retry-After': String(Math.max(1, limit.retryAfterSeconds)) }
}

/** Sign-up and password-reset requests per IP (RATE_LIMIT_AUTH per 15 minutes); each counts. */
export async function consumeAuthAttempt(db: DB, ip: string): Promise<LimitAnswer> {
  return withMessage(await consumeRateLimit(db, `auth:${ip}`, getEnv().RATE_LIMIT_AUTH, WINDOW_SECONDS))
}

const accountKey = (email: string) => `signin-fail:account:${email.trim().toLowerCase()}`
const ipKey = (ip: string) => `signin-fail:ip:${ip}`

/**
 * Sign-in: only failures count, per account and per IP (RATE_LIMIT_AUTH each per 15 minutes), so a
 * guesser is stopped on one account from many IPs and on many accounts from one IP, while signing
 * in successfully never locks anybody out.
 */
export async function checkSignIn(db: DB, ip: string, email: string): Promise<LimitAnswer> {
  const limit = getEnv().RATE_LIMIT_AUTH
  const [byIp, byAccount] = await Promise.all([peekRateLimit(db, ipKey(ip), limit), peekRateLimit(db, accountKey(email), limit)])
  const blocked = [byIp, byAccount].filter((r) => !r.allowed)
  if (blocked.length === 0) return withMessage(byIp)
  return withMessage({ allowed: false, remaining: 0, retryAfterSeconds: Math.max(...blocked.map((r) => r.retryAfterSeconds)) })
}

export async function recordFailedSignIn(db: DB, ip: string, email: string): Promise<void> {
  const limit = getEnv().RATE_LIMIT_AUTH
  await consumeRateLimit(db, ipKey(ip), limit, WINDOW_SECONDS)
  await consumeRateLimit(db, accountKey(email), limit, WINDOW_SECONDS)
}

/** The right password clears the account's failures (the IP's stay: it may be guessing others). */
export async function recordSuccessfulSignIn(db: DB, email: string): Promise<void> {
  await clearRateLimit(db, accountKey(email))
}

const currentPasswordKey = (userId: string) => `current-password:${userId}`

/** The profile's current-password check (e-mail and password changes): failures per member. */
export async function checkCurrentPassword(db: DB, userId: string): Promise<LimitAnswer> {
  return withMessage(await peekRateLimit(db, currentPasswordKey(userId), CURRENT_PASSWORD_LIMIT))
}
export async function recordWrongCurrentPassword(db: DB, userId: string): Promise<void> {
  await consumeRateLimit(db, currentPasswordKey(userId), CURRENT_PASSWORD_LIMIT, WINDOW_SECONDS)
}

const resetTokenKey = (ip: string) => `reset-token:${ip}`

/** Reset-link guesses: invalid or expired tokens per IP (RATE_LIMIT_AUTH per 15 minutes). */
export async function checkResetToken(db: DB, ip: string): Promise<LimitAnswer> {
  return withMessage(await peekRateLimit(db, resetTokenKey(ip), getEnv().RATE_LIMIT_AUTH))
}
export async function recordBadResetToken(db: DB, ip: string): Promise<void> {
  await consumeRateLimit(db, resetTokenKey(ip), getEnv().RATE_LIMIT_AUTH, WINDOW_SECONDS)
}
