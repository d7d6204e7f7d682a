import { configuredImageDeps } from '~/domain/admin/city-images/generate.server.ts'
import { enqueueBackfill, startImageJobRunner } from '~/domain/admin/city-images/jobs.server.ts'
import { ensureAdminAccount } from '~/domain/admin/create-admin-account.server.ts'
import { serverSplitComponents } from '~/components/ui/split-component.tsx'
import { closeDatabase, database } from '~/lib/db.server.ts'
import { describeError, isDatabaseUnavailable } from '~/lib/db-errors.server.ts'
import { vacuumEmbeddedDatabase } from '~/lib/db-maintenance.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { requestWork } from '~/lib/in-flight.server.ts'
import { log } from '~/lib/log.server.ts'
import { pruneRateLimits } from '~/lib/rate-limit.server.ts'

const HOUR_MS = 60 * 60 * 1000
/** How long a shutdown waits for requests still at work (start.js exits by force after 10 s). */
const SHUTDOWN_GRACE_MS = 5000

let pruneTimer: ReturnType<typeof setInterval> | undefined
let stopImageJobs: (() => Promise<void>) | undefined

/**
 * Migrates and seeds before the first request is served; then clears old rate-limit windows
 * hourly. A PostgreSQL server that is down at boot does not stop the start: pages answer 503
 * until it is reachable, and the first request after that migrates and seeds.
 */
export async function ready(): Promise<void> {
  const env = getEnv()
  const prune = () =>
    database()
      .then((db) => pruneRateLimits(db))
      .catch((error) => log('error', 'rate limit prune failed', { error: describeError(error) }))
  // The embedded database has no autovacuum (db-maintenance.server.ts); a PostgreSQL server does its own.
  const vacuum = () =>
    env.DATABASE_URL
      ? Promise.resolve()
      : // Tracked, so a shutdown lets it finish before the database closes.
        requestWork.track(
          database()
            .then((db) => vacuumEmbeddedDatabase(db))
            .catch((error) => log('error', 'vacuum failed', { error: describeError(error) })),
        )
  // Split components' code, so the server renders them without suspending (split-component.tsx).
  await Promise.all(serverSplitComponents)
  try {
    const db = await database()
    await prune()
    await ensureAdminAccount(db)
    await vacuum()
    // First start: every city without an image gets one (a background job; pages show the placeholder meanwhile).
    await enqueueBackfill(db)
  } catch (error) {
    if (!env.DATABASE_URL || !isDatabaseUnavailable(error)) throw error
    log('error', 'database unavailable at start; serving 503 until it is reachable', { error: describeError(error) })
  }
  pruneTimer = setInterval(() => void prune().then(vacuum), HOUR_MS)
  pruneTimer.unref()
  stopImageJobs = startImageJobRunner(database, configuredImageDeps, (error) => log('error', 'city image jobs', { error: describeError(error) }))
}

/**
 * Graceful shutdown, once the server has stopped taking connections: lets the requests still at
 * work finish (a visitor who left does not stop their loader), then closes the database (PGlite
 * flushes and releases its files).
 */
export async function shutdown(): Promise<void> {
  clearInterval(pruneTimer)
  await requestWork.settled(SHUTDOWN_GRACE_MS)
  await stopImageJobs?.()
  await closeDatabase()
}
