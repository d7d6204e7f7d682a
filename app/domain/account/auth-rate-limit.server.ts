import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { consumeRateLimit, KNOWN_ADDRESS_DAYS, networkOf, refundRateLimit, type RateLimitResult } from '~/lib/rate-limit.server.ts'

const WINDOW_SECONDS = 15 * 60
/** Wrong current passwords on the profile page, per member per 15 minutes. */
export const CURRENT_PASSWORD_LIMIT = 5
/** Attempts on one account from addresses it never signed in from: this many times RATE_LIMIT_AUTH. */
export const UNKNOWN_ADDRESS_FACTOR = 3

export interface LimitAnswer extends RateLimitResult {
  message: string
}

function withMessage(result: RateLimitResult): LimitAnswer {
  const minutes = Math.ceil(result.retryAfterSeconds / 60)
  return { ...result, message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` }
}

/** The headers of every 429 (each carries Retry-After). */
export function retryAfterHeaders(limit: { retryAfterSeconds: number }): Record<string, string> {
  return { 'Retry-After': String(Math.max(1, limit.retryAfterSeconds)) }
}

/** An attempt let through (its counted keys, to forgive it if it succeeds) or refused. */
export type Attempt = { allowed: true; keys: string[] } | (LimitAnswer & { allowed: false })

/**
 * Counts an attempt BEFORE its slow work (a password hash, a token check), one atomic
 * increment-then-check per limit, so parallel attempts are refused past each limit exactly, on
 * every instance. The limits are checked in order; a refused attempt is not counted on the next.
 */
async function countAttempt(db: DB, limits: Array<{ key: string; limit: number }>): Promise<Attempt> {
  for (const { key, limit } of limits) {
    const result = await consumeRateLimit(db, key, limit, WINDOW_SECONDS)
    if (!result.allowed) return { ...withMessage(result), allowed: false }
  }
  return { allowed: true, keys: limits.map((l) => l.key) }
}

/** An attempt that succeeded (the right password, a valid link) does not count. */
export async function forgiveAttempt(db: DB, attempt: Attempt): Promise<void> {
  if (attempt.allowed) for (const key of attempt.keys) await refundRateLimit(db, key)
}

/** Sign-up and password-reset requests per address (RATE_LIMIT_AUTH per 15 minutes); each counts. */
export async function consumeAuthAttempt(db: DB, ip: string): Promise<LimitAnswer> {
  return withMessage(await consumeRateLimit(db, `auth:${networkOf(ip)}`, getEnv().RATE_LIMIT_AUTH, WINDOW_SECONDS))
}

const normalEmail = (email: string) => email.trim().toLowerCase()

/** Whether the account of `email` signed in from this address within KNOWN_ADDRESS_DAYS. */
async function isKnownAddress(db: DB, email: string, address: string): Promise<boolean> {
  const row = await db.selectFrom('sign_in_addresses as a').innerJoin('user as u', 'u.id', 'a.user_id').select('a.address')
    .where('u.email', '=', normalEmail(email)).where('a.address', '=', address)
    .where('a.last_seen_at', '>', sql<Date>`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * A sign-in attempt (/login, the post-payment pages, /admin-login), counted before the password is
 * checked: RATE_LIMIT_AUTH per address (whatever the account: one address guessing many accounts is
 * stopped) and, from an address the account never signed in from, UNKNOWN_ADDRESS_FACTOR ×
 * RATE_LIMIT_AUTH per account (many addresses guessing one account are stopped). A stranger's
 * guesses never reach the owner's sign-in from an address the owner used before (decision 022).
 */
export async function startSignIn(db: DB, ip: string, email: string): Promise<Attempt> {
  const limit = getEnv().RATE_LIMIT_AUTH
  const address = networkOf(ip)
  const limits = [{ key: `signin:address:${address}`, limit }]
  if (!(await isKnownAddress(db, email, address))) {
    limits.push({ key: `signin:account:${normalEmail(email)}`, limit: limit * UNKNOWN_ADDRESS_FACTOR })
  }
  return countAttempt(db, limits)
}

/** A complete sign-in (password, and second factor when the account has one): its address becomes known. */
export async function rememberSignInAddress(db: DB, userId: string, ip: string): Promise<void> {
  if (!userId) return
  await db.insertInto('sign_in_addresses').values({ user_id: userId, address: networkOf(ip) })
    .onConflict((oc) => oc.columns(['user_id', 'address']).doUpdateSet({ last_seen_at: sql<Date>`now()` }))
    .execute()
}

/** The profile's current-password check (e-mail, password and two-factor changes), per member. */
export async function startCurrentPasswordCheck(db: DB, userId: string): Promise<Attempt> {
  return countAttempt(db, [{ key: `current-password:${userId}`, limit: CURRENT_PASSWORD_LIMIT }])
}

/** Reset-link guesses: tokens tried per address (RATE_LIMIT_AUTH per 15 minutes); a valid one is forgiven. */
export async function startResetTokenCheck(db: DB, ip: string): Promise<Attempt> {
  return countAttempt(db, [{ key: `reset-token:${networkOf(ip)}`, limit: getEnv().RATE_LIMIT_AUTH }])
}
