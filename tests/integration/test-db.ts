import { afterAll, beforeAll } from 'vitest'
import { openDatabase, type DB } from '~/lib/db.server.ts'
import { copyTemplate, engine } from '../support/template-database.ts'

export { engine }

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

/** A copy of the template for this file: opened before its tests (passed to `opened`), closed after them. */
export function withTestDatabase(opened: (t: TestDatabase) => void): void {
  let t: TestDatabase | undefined
  beforeAll(async () => {
    t = await createTestDatabase()
    opened(t)
  })
  afterAll(async () => {
    await t?.close()
  })
}
