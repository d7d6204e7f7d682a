import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, prepareDatabase, type DB } from '~/lib/db.server.ts'

/** Which engine the integration tests run on: PGlite by default, PostgreSQL when TEST_DB=postgres. */
export const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

export interface TestDatabase {
  db: DB
  /** The private schema on PostgreSQL; undefined on PGlite. */
  schema?: string
  close: () => Promise<void>
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a private
 * schema on the PostgreSQL server at TEST_DATABASE_URL (dropped by the next run's global setup,
 * never while other files may be migrating: see global-setup.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const db = openDatabase({})
    await prepareDatabase(db)
    return { db, close: () => db.destroy() }
  }
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const db = openDatabase({ url, schema })
  await prepareDatabase(db, schema)
  return {
    db,
    schema,
    close: () => db.destroy(),
  }
}
