import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite, types } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from '../../db/migrate.ts'
import { seedDatabase } from '../../db/seed/index.ts'
import type { Database } from './db-schema.ts'
import { getEnv } from './env.server.ts'
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
}

/** Opens a Kysely handle on PostgreSQL or on the embedded PGlite. */
export function openDatabase(options: OpenDatabaseOptions): DB {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    })
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  let pglite: PGlite
  if (options.dataDir) {
    const dir = resolve(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    pglite = new PGlite(dir, { parsers: pgliteParsers })
  } else {
    pglite = new PGlite({ parsers: pgliteParsers })
  }
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
}

/** Brings a database to the latest schema and seeds it; safe to run on every start. */
export async function prepareDatabase(db: DB, schema?: string): Promise<void> {
  await migrateToLatest(db, schema)
  await seedDatabase(db)
}

let app: { db: DB; ready: Promise<DB> } | undefined

/** The application's database, migrated and seeded on first use. */
export function database(): Promise<DB> {
  if (!app) {
    const env = getEnv()
    const db = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
    app = { db, ready: prepareDatabase(db).then(() => db) }
  }
  return app.ready
}

export async function closeDatabase(): Promise<void> {
  if (!app) return
  const { db } = app
  app = undefined
  await db.destroy()
}
