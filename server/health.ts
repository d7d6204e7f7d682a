import { createHash, timingSafeEqual } from 'node:crypto'
import type { Request, Response } from 'express'
import { sql } from 'kysely'
import { getSessionUser } from '~/domain/account/session.server.ts'
import { database } from '~/lib/db.server.ts'
import { describeError, unavailableHeaders } from '~/lib/db-errors.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { log } from '~/lib/log.server.ts'

// A health check must answer quickly even when the database hangs: load balancers time out.
const HEALTHZ_TIMEOUT_MS = 2_000

/**
 * `GET /healthz`: 200 `{"status":"ok"}` when `select 1` answers within 2 s, else 503
 * `{"status":"error"}`. The details (the database's state, the page cache's and the renders'
 * counts) only for the admin's session or `Authorization: Bearer <HEALTHZ_TOKEN>`.
 */
export function healthCheck(details: () => object) {
  return async (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store')
    let healthy = true
    try {
      await withTimeout(checkDatabase(), HEALTHZ_TIMEOUT_MS, 'health check timed out')
    } catch (error) {
      healthy = false
      log('error', 'healthcheck failed', { error: describeError(error) })
      res.status(503).set(unavailableHeaders())
    }
    const status = healthy ? 'ok' : 'error'
    if (!(await mayReadDetails(req, healthy))) return res.json({ status })
    res.json({ status, database: healthy ? 'ok' : 'unreachable', ...details() })
  }
}

/** The token from HEALTHZ_TOKEN, or (with the database up) the admin's session. */
async function mayReadDetails(req: Request, databaseUp: boolean): Promise<boolean> {
  const token = getEnv().HEALTHZ_TOKEN
  const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1]
  if (token && given) return timingSafeEqual(digest(given), digest(token))
  if (!databaseUp || !req.get('cookie')) return false
  try {
    const headers = new Headers({ cookie: req.get('cookie')! })
    const user = await withTimeout(database().then((db) => getSessionUser(db, new globalThis.Request('http://localhost/healthz', { headers }))), HEALTHZ_TIMEOUT_MS, 'session check timed out')
    return user?.isAdmin === true
  } catch {
    return false
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

async function checkDatabase(): Promise<void> {
  await sql`select 1`.execute(await database())
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  // The losing promise may still reject later: that must not become an unhandled rejection.
  work.catch(() => {})
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
