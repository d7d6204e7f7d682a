// Both engines: the outage of each engine is its own drill (a private cluster, a PGlite folder).
// Database outages (docs/decisions/006-database-outages.md), on the engine of this run:
// - PostgreSQL (TEST_DB=postgres): a private cluster this file starts, stops and restarts itself
//   (never the shared server at TEST_DATABASE_URL); needs the PostgreSQL server binaries.
// - PGlite: an instance that is closed under the application.
import './log-everything.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DatabaseUnavailableResponse, isDatabaseUnavailable, withUnavailableAs503 } from '~/lib/db-errors.server.ts'
import { closeDatabase, database, openDatabase, type DB } from '~/lib/db.server.ts'
import { seedAppDatabase } from '../../server/seed.ts'
import { getEnv } from '~/lib/env.server.ts'
import { PGliteDialect } from '~/lib/pglite-dialect.server.ts'
import { startPrivatePostgres, type PrivatePostgres } from '../../scripts/private-postgres.ts'
import { engine } from '../support/template-database.ts'

const RECOVERY_LIMIT_MS = 5_000

/** Errors that would have killed the process (e.g. an unhandled 'error' event of pg). */
const crashes: unknown[] = []
const recordCrash = (error: unknown) => crashes.push(error)
/** Log lines the code under test wrote (kept out of the test output). */
const logged: string[] = []

beforeAll(() => {
  process.on('uncaughtException', recordCrash)
  process.on('unhandledRejection', recordCrash)
  const capture = (chunk: string | Uint8Array) => (logged.push(String(chunk)), true)
  vi.spyOn(process.stderr, 'write').mockImplementation(capture)
  vi.spyOn(process.stdout, 'write').mockImplementation(capture)
})

afterAll(() => {
  process.off('uncaughtException', recordCrash)
  process.off('unhandledRejection', recordCrash)
  vi.restoreAllMocks()
})

/** Runs `query` until it succeeds; returns how long that took. Fails after RECOVERY_LIMIT_MS. */
async function timeToRecover(query: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  for (;;) {
    try {
      await query()
      return performance.now() - started
    } catch (error) {
      if (performance.now() - started > RECOVERY_LIMIT_MS) throw error
      await sleep(100)
    }
  }
}

const loggedMessages = () => logged.flatMap((line) => line.split('\n').filter(Boolean).map((l) => JSON.parse(l).msg as string))

if (engine === 'postgres') {
  describe('a PostgreSQL outage (private cluster)', () => {
    let cluster: PrivatePostgres
    const dataDir = mkdtempSync(join(tmpdir(), 'safest-outage-'))

    beforeAll(async () => {
      cluster = await startPrivatePostgres()
      // Before anything reads the environment (getEnv caches it): database() must use this cluster.
      process.env.DATABASE_URL = cluster.url
      process.env.DATA_DIR = dataDir
    }, 180_000)

    afterAll(async () => {
      await closeDatabase().catch(() => {})
      cluster?.remove()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('a lost connection is logged, not fatal; queries fail as unavailable and work again once the server is back', async () => {
      const db = openDatabase({ url: cluster.url })
      // Two idle connections in the pool, and one held by a transaction when the server stops.
      await Promise.all([sql`select pg_sleep(0.05)`.execute(db), sql`select pg_sleep(0.05)`.execute(db)])
      let inTransaction: unknown
      await db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx)
          await cluster.stop()
          await sleep(200) // the server's "terminating connection" reaches the idle connections
          inTransaction = await sql`select 1`.execute(trx).catch((error: unknown) => error)
        })
        .catch(() => {}) // the rollback fails too: the connection is gone

      expect(crashes).toEqual([])
      expect(isDatabaseUnavailable(inTransaction)).toBe(true)
      const down = await sql`select 1`.execute(db).catch((error: unknown) => error)
      expect(isDatabaseUnavailable(down)).toBe(true)
      expect(loggedMessages().filter((m) => m === 'database connection lost').length).toBeGreaterThanOrEqual(2)

      await cluster.start()
      expect(await timeToRecover(() => sql`select 1`.execute(db))).toBeLessThan(RECOVERY_LIMIT_MS)
      expect(crashes).toEqual([])
      await db.destroy()
    }, 90_000)

    it('the app handle rejects with a 503 while the server is down, retries a failed start, and recovers; the seed waits for a start with the server up', async () => {
      await cluster.stop()
      expect(getEnv().DATABASE_URL).toBe(cluster.url)

      const atBoot = await database().catch((error: unknown) => error)
      expect(atBoot).toBeInstanceOf(DatabaseUnavailableResponse)
      expect((atBoot as Response).status).toBe(503)

      // The start's seed step does not stop the start either: it logs, and the seed waits for the next start.
      await seedAppDatabase()
      expect(loggedMessages()).toContain('database unavailable at start; the seed runs at the next start')

      await cluster.start()
      const db: DB = await database() // not the failure of a moment ago: migrates now
      const cities = () => db.selectFrom('cities').select('slug').where('slug', '=', 'denver').execute()
      expect(await cities()).toHaveLength(0)
      await seedAppDatabase() // the next start
      expect(await cities()).toHaveLength(1)

      await cluster.stop()
      const down = await cities().catch((error: unknown) => error)
      expect(down).toBeInstanceOf(DatabaseUnavailableResponse)
      expect(loggedMessages()).toContain('database unavailable')

      await cluster.start()
      expect(await timeToRecover(cities)).toBeLessThan(RECOVERY_LIMIT_MS)
      expect(loggedMessages()).toContain('database available again')
      expect(crashes).toEqual([])
    }, 180_000)
  })
} else {
  describe('a broken PGlite instance', () => {
    it('fails queries as unavailable (503 for the app) instead of crashing', async () => {
      const pglite = new PGlite()
      const raw: DB = new Kysely({ dialect: new PGliteDialect(pglite) })
      const app: DB = new Kysely({ dialect: withUnavailableAs503(new PGliteDialect(pglite)) })
      await sql`select 1`.execute(raw)

      await pglite.close() // as after an abort or a close under a running request
      const rawError = await sql`select 1`.execute(raw).catch((error: unknown) => error)
      expect(String(rawError)).toContain('PGlite is unavailable: PGlite is closed')
      expect(isDatabaseUnavailable(rawError)).toBe(true)

      const appError = await app.selectFrom('cities').select('slug').execute().catch((error: unknown) => error)
      expect(appError).toBeInstanceOf(DatabaseUnavailableResponse)
      expect((appError as Response).status).toBe(503)
      await expect(app.transaction().execute(async (trx) => sql`select 1`.execute(trx))).rejects.toBeInstanceOf(DatabaseUnavailableResponse)

      await raw.destroy()
      await app.destroy()
      expect(crashes).toEqual([])
    })
  })
}
