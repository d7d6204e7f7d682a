import { configuredImageDeps } from '~/domain/city-images/generate-city-image.server.ts'
import { cityImageWorker, enqueueBackfill } from '~/domain/city-images/city-image-jobs.server.ts'
import { matchChangedBusinesses, recordsImportWorker } from '~/domain/records/import-job.server.ts'
import { ensureAdminAccount } from '~/domain/admin/create-admin-account.server.ts'
import { startNewDay } from '~/domain/award/directory-badges.server.ts'
import { notifyExpiredAwards } from '~/domain/favorite/notify-favorite-watchers.server.ts'
import { todayIso } from '~/lib/audit-dates.ts'
import { sendRenewalReminders } from '~/domain/application/send-renewal-reminders.server.ts'
import { deliverEmail } from '~/domain/email/deliver-email.server.ts'
import { applyStatsBatch, startStatsFlush } from '~/domain/owner/flush-business-stats.server.ts'
import { sendMonthlySummaries } from '~/domain/owner/send-monthly-summaries.server.ts'
import { resumeCampaigns } from '~/domain/campaign/resume-campaigns.server.ts'
import { sendCampaignBatch } from '~/domain/campaign/send-campaign-batch.server.ts'
import { sendWeeklyDigest } from '~/domain/campaign/send-weekly-digest.server.ts'
import { closeDatabase, database, type DB } from '~/lib/db.server.ts'
import { describeError, isDatabaseUnavailable } from '~/lib/db-errors.server.ts'
import { maintenanceWorkers, vacuumEmbeddedDatabase } from '~/lib/db-maintenance.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { requestWork } from '~/lib/in-flight.server.ts'
import { closeJobQueue, openJobQueue, startJobWorkers } from '~/lib/jobs/queue.server.ts'
import { log } from '~/lib/log.server.ts'
import { pruneRateLimits } from '~/lib/rate-limit.server.ts'

/** How long a shutdown waits for requests still at work (start.js exits by force after 10 s). */
const SHUTDOWN_GRACE_MS = 5000

let jobsRetry: ReturnType<typeof setTimeout> | undefined
let statsFlush: ReturnType<typeof startStatsFlush> | undefined

/** The job queue (decision 017): e-mail, city images and the scheduled work run in every server process. */
async function startJobs(db: DB): Promise<void> {
  await openJobQueue(db)
  await startJobWorkers({
    ...maintenanceWorkers(db, !getEnv().DATABASE_URL),
    // The new UTC day also takes just-expired awards' badges off their businesses (decision 020)
    // and tells the members watching those businesses (decision 038).
    'new-day': async () => {
      await startNewDay(db)
      await notifyExpiredAwards(db, todayIso())
    },
    email: (job) => deliverEmail(db, job.data.outboxId),
    'city-image': cityImageWorker(db, configuredImageDeps),
    'renewal-reminders': () => sendRenewalReminders(db),
    'listing-stats': (job) => applyStatsBatch(db, job.data),
    'listing-summaries': () => sendMonthlySummaries(db),
    'campaign-send': (job) => sendCampaignBatch(db, job.data.campaignId),
    'campaigns-due': () => resumeCampaigns(db),
    'weekly-digest': () => sendWeeklyDigest(db),
    'records-import': recordsImportWorker(db),
    'records-match': () => matchChangedBusinesses(db),
  })
  statsFlush = startStatsFlush(db)
}

/**
 * Migrates and seeds before the first request is served, then starts the job queue (which prunes
 * rate limits and vacuums on its schedules). A PostgreSQL server that is down at boot does not stop
 * the start: pages answer 503 until it is reachable, and the queue starts when it can.
 */
export async function ready(): Promise<void> {
  const env = getEnv()
  try {
    const db = await database()
    await pruneRateLimits(db).catch((error) => log('error', 'rate limit prune failed', { error: describeError(error) }))
    await ensureAdminAccount(db)
    // The embedded database has no autovacuum (db-maintenance.server.ts); a PostgreSQL server does its own.
    if (!env.DATABASE_URL) await requestWork.track(vacuumEmbeddedDatabase(db).catch((error) => log('error', 'vacuum failed', { error: describeError(error) })))
    await startJobs(db)
    // Every city without an image gets one (a background job; pages show the placeholder meanwhile),
    // unless CITY_IMAGES_ON_START=off leaves that to the admin (City Images tab).
    if (env.CITY_IMAGES_ON_START === 'on') await enqueueBackfill(db)
  } catch (error) {
    if (!env.DATABASE_URL || !isDatabaseUnavailable(error)) throw error
    log('error', 'database unavailable at start; serving 503 until it is reachable', { error: describeError(error) })
    const retry = () => (jobsRetry = setTimeout(() => void database().then(startJobs).catch(retry), 30_000))
    retry()
  }
}

/**
 * Graceful shutdown, once the server has stopped taking connections: lets the requests still at
 * work finish (a visitor who left does not stop their loader), stops the job queue, then closes
 * the database (PGlite flushes and releases its files).
 */
export async function shutdown(): Promise<void> {
  clearTimeout(jobsRetry)
  await requestWork.settled(SHUTDOWN_GRACE_MS)
  await statsFlush?.stop()
  await closeJobQueue(SHUTDOWN_GRACE_MS)
  await closeDatabase()
}
