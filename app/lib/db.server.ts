import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite, types } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from '../../db/migrate.ts'
import { describeError, toRequestError, withUnavailableAs503 } from './db-errors.server.ts'
import type { Database } from './db-schema.ts'
import { getEnv } from './env.server.ts'
import { log } from './log.server.ts'
import { PGliteDialect } from './pglite-dialect.server.ts'

export type DB = Kysely<Database>

// numeric (ratings, prices) as JS numbers on both engines; counts are cast to int in SQL.
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v))
const pgliteParsers = { [types.NUMERIC]: (v: string) => Number.parseFloat(v) }

export interface OpenDatabaseOptions {
  /** postgres://… for a server; otherwise a PGlite data directory, or undefined for in-memory. */
  url?: string
  dataDir?: string
  /** For PostgreSQL: run everything inside this schema (tests isolate themselves this way). */
  schema?: string
  /**
   * For the web app: queries that fail because the database is unavailable throw a 503
   * DatabaseUnavailableResponse (see db-errors.server.ts) instead of the driver's error.
   */
  unavailableAs503?: boolean
}

// Fail fast while the server is down or unreachable instead of queueing requests forever.
const CONNECT_TIMEOUT_MS = 3_000
// No statement of this app runs for long; a stuck one is cancelled by the server.
const STATEMENT_TIMEOUT_MS = 30_000
// A server that stops answering altogether (frozen, network black hole) cannot cancel anything:
// the client gives up a little after the server-side limit.
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 5_000

/** Opens a Kysely handle on PostgreSQL or on the embedded PGlite. */
export function openDatabase(options: OpenDatabaseOptions): DB {
  const dialect = options.url ? postgresDialect(options.url, options.schema) : pgliteDialect(options.dataDir)
  return new Kysely<Database>({ dialect: options.unavailableAs503 ? withUnavailableAs503(dialect) : dialect })
}

function postgresDialect(url: string, schema: string | undefined): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    // TCP keepalive notices a vanished server on connections that sit idle in the pool.
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // A connection the server closes (restart, failover, idle kill) emits 'error' on its client and,
  // when idle, on the pool. Unhandled, either event would kill the process; the broken client is
  // dropped by the pool and the next query opens a new connection.
  pool.on('connect', (client) => {
    client.on('error', (error) => log('error', 'database connection lost', { error: describeError(error) }))
  })
  pool.on('error', () => {
    // Already logged by the client's own listener above; this listener keeps the process alive.
  })
  return new PostgresDialect({ pool })
}

function pgliteDialect(dataDir: string | undefined): PGliteDialect {
  if (!dataDir) return new PGliteDialect(new PGlite({ parsers: pgliteParsers }))
  const dir = resolve(dataDir, 'pglite')
  mkdirSync(dir, { recursive: true })
  return new PGliteDialect(new PGlite(dir, { parsers: pgliteParsers }))
}

let app: { db: DB; ready?: Promise<DB> } | undefined

/**
 * The application's database, migrated on first use (a no-op once it is current). A failed
 * migration (database down at boot) is not kept: the next call tries again. While the database is
 * unavailable this rejects with a 503 DatabaseUnavailableResponse, a new one per caller. The seed
 * is not run here: it is a step of the start (seedAppDatabase), before the server listens.
 */
export async function database(): Promise<DB> {
  if (!app) {
    const env = getEnv()
    app = { db: openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, unavailableAs503: true }) }
  }
  const state = app
  state.ready ??= migrateToLatest(state.db).then(() => state.db)
  const ready = state.ready
  try {
    return await ready
  } catch (error) {
    if (state.ready === ready) state.ready = undefined
    throw toRequestError(error)
  }
}

export async function closeDatabase(): Promise<void> {
  if (!app) return
  const { db } = app
  app = undefined
  await db.destroy()
}
