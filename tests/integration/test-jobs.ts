import type { DB } from '~/lib/db.server.ts'
import { QUEUES, type QueueSpec } from '~/lib/jobs/queues.ts'

/**
 * How often the tests' idle workers look for a job (pg-boss's minimum; the app's queues wait 2 to
 * 30 s): a retried job, or one whose start time has come, runs within half a second, not within
 * its queue's interval (seconds of a test file waiting on an idle core).
 */
export const TEST_POLLING_SECONDS = 0.5

/**
 * Opens the job queue on a test database (the app's queues, or these), every queue polling every
 * TEST_POLLING_SECONDS: on PostgreSQL pg-boss's schema is beside the test file's (`test_…_jobs`,
 * dropped with it), so files never see each other's jobs. Imported at call time: a file that resets
 * its modules gets the queue of its fresh module instances.
 */
export async function openTestJobQueue(db: DB, queues: Record<string, QueueSpec> = QUEUES) {
  const { openJobQueue } = await import('~/lib/jobs/queue.server.ts')
  const polling = Object.fromEntries(Object.entries(queues).map(([name, spec]) => [name, { ...spec, pollingIntervalSeconds: TEST_POLLING_SECONDS }]))
  return openJobQueue(db, { queues: polling })
}

/** Polls until `check` answers something other than undefined (or fails after the timeout). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
