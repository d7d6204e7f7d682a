import type { DB } from '~/lib/db.server.ts'
import type { QueueSpec } from '~/lib/jobs/queues.ts'

/**
 * Opens the job queue on a test database: on PostgreSQL pg-boss's schema is beside the test
 * file's (`test_…_jobs`, dropped with it), so files never see each other's jobs. Imported at call
 * time: a file that resets its modules gets the queue of its fresh module instances.
 */
export async function openTestJobQueue(db: DB, queues?: Record<string, QueueSpec>) {
  const { openJobQueue } = await import('~/lib/jobs/queue.server.ts')
  return openJobQueue(db, { queues })
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
