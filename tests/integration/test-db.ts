import { afterAll, beforeAll } from 'vitest'
import { openDatabase, type DB } from '~/lib/db.server.ts'
import type { QueueSpec } from '~/lib/jobs/queues.ts'
import { copyTemplate, engine } from '../support/template-database.ts'
import { useAsAppDatabase } from './app-database-mock.ts'
import { openTestJobQueue } from './test-jobs.ts'

export { engine }

// What every file on a test database runs with (getEnv() reads the environment at first use, after the imports).
process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123'
process.env.LOG_LEVEL ??= 'silent'

export interface TestDatabase {
  db: DB
  /** The schema holding the tables on PostgreSQL (`public` of the file's own database); undefined on PGlite. */
  schema?: string
  close: () => Promise<void>
}

/**
 * A migrated and seeded database for one test file: a copy of the run's template (a PGlite
 * folder, or a database of its own on the PostgreSQL server at TEST_DATABASE_URL; see
 * tests/support/template-database.ts). On PostgreSQL, TEST_DATABASE_URL then names the copy, so a
 * second handle the file opens on it (page-cache.test.ts) sees the same data.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const copy = await copyTemplate()
  if (copy.options.url) process.env.TEST_DATABASE_URL = copy.options.url
  const db = openDatabase(copy.options)
  return {
    db,
    schema: copy.schema,
    close: async () => {
      await db.destroy()
      await copy.remove()
    },
  }
}

/**
 * A copy of the template for this file: opened before its tests (passed to `opened`, which may
 * prepare more), closed after them. With `jobQueue`, the job queue runs on it (with these queues,
 * or the app's for `true`) and is closed first. With `appDatabase`, the app's database() answers
 * it (the file mocks ~/lib/db.server.ts as app-database-mock.ts says).
 */
export function withTestDatabase(
  opened: (t: TestDatabase) => unknown,
  options: { jobQueue?: true | Record<string, QueueSpec>; appDatabase?: true } = {},
): void {
  let t: TestDatabase | undefined
  beforeAll(async () => {
    t = await createTestDatabase()
    if (options.appDatabase) useAsAppDatabase(t.db)
    if (options.jobQueue) await openTestJobQueue(t.db, options.jobQueue === true ? undefined : options.jobQueue)
    await opened(t)
  })
  afterAll(async () => {
    if (options.jobQueue) await (await import('~/lib/jobs/queue.server.ts')).closeJobQueue()
    await t?.close()
  })
}
