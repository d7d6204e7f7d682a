import type { Request, Response } from 'express'
import { sql } from 'kysely'
import { database } from '~/lib/db.server.ts'
import { describeError, unavailableHeaders } from '~/lib/db-errors.server.ts'
import { log } from '~/lib/log.server.ts'

// A health check must answer quickly even when the database hangs: load balancers time out.
const HEALTHZ_TIMEOUT_MS = 2_000

/** `GET /healthz`: 200 when `select 1` answers within 2 s (with the page cache's counts), else 503. */
export function healthCheck(pageCacheStats: () => object | null) {
  return async (_req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store')
    try {
      await withTimeout(checkDatabase(), HEALTHZ_TIMEOUT_MS, 'health check timed out')
      res.json({ status: 'ok', database: 'ok', pageCache: pageCacheStats() })
    } catch (error) {
      log('error', 'healthcheck failed', { error: describeError(error) })
      res.status(503).set(unavailableHeaders()).json({ status: 'error', database: 'unreachable' })
    }
  }
}

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
