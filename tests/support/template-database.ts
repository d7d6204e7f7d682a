// A template database per test run: vitest's global setup migrates and seeds one
// database, and every test file (or server a test starts) gets a copy of it instead of migrating
// and seeding its own (~8 s of CPU on PGlite, ~15 s on a busy PostgreSQL, per file).
// - PostgreSQL (TEST_DB=postgres): a template database beside TEST_DATABASE_URL's, copied with
//   CREATE DATABASE … TEMPLATE (~0.1 s; WAL_LOG, PostgreSQL 15's default, against ~5 s for
//   FILE_COPY and its checkpoint). A copy's tables are in its `public` schema.
// - PGlite: a data folder, copied with cpSync and opened in place (~0.5 s of CPU, against ~0.8 s
//   for PGlite's dumpDataDir()/loadDataDir into memory).
// Names: `tests_<database>_tpl` and `tests_<database>_f<hex>`, so two runs on different databases
// of one server leave each other alone; a run drops the previous run's copies when it starts.
import { randomBytes } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase, type OpenDatabaseOptions } from '../../app/lib/db.server.ts'

/** Which engine the integration tests run on: PGlite by default, PostgreSQL when TEST_DB=postgres. */
export const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** The run's template (its database name, or its PGlite folder): set by the global setup, inherited by every worker. */
const TEMPLATE_ENV = 'SAFEST_TEST_TEMPLATE'
/** The PostgreSQL server's URL (TEST_DATABASE_URL as the run started: a file's copy replaces that variable). */
const SERVER_ENV = 'SAFEST_TEST_SERVER'

export interface DatabaseCopy {
  /** For openDatabase(): a PostgreSQL URL, or the PGlite data folder (DATA_DIR). */
  options: Pick<OpenDatabaseOptions, 'url' | 'dataDir'>
  /** On PostgreSQL, the schema holding the tables (`public`). */
  schema?: string
  remove: () => Promise<void>
}

const databaseUrl = (server: URL, name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString()

async function onServer<T>(server: URL, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server.toString() })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Global setup: drops the last run's copies, then migrates and seeds this run's template. */
export async function createTemplate(): Promise<() => Promise<void>> {
  // The seed (its generator, word lists and the admin's import code) only here: a test file that
  // copies the template does not import it.
  const { prepareDatabase } = await import('../../db/seed/index.ts')
  if (engine === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
    const server = new URL(process.env.TEST_DATABASE_URL)
    const prefix = `tests_${decodeURIComponent(server.pathname.slice(1))}_`
    const template = `${prefix}tpl`
    const dropOurs = () =>
      onServer(server, async (client) => {
        const { rows } = await client.query<{ name: string }>('select datname as name from pg_database where starts_with(datname, $1)', [prefix])
        const ours = new RegExp(`^${prefix}(tpl|f[0-9a-f]{12})$`)
        for (const { name } of rows) if (ours.test(name)) await client.query(`drop database "${name}" with (force)`)
      })
    await dropOurs()
    await onServer(server, (client) => client.query(`create database "${template}"`))
    const db = openDatabase({ url: databaseUrl(server, template) })
    await prepareDatabase(db).finally(() => db.destroy())
    // Nobody may be connected to a template while it is copied: not even autovacuum.
    await onServer(server, (client) => client.query(`alter database "${template}" allow_connections false`))
    process.env[TEMPLATE_ENV] = template
    process.env[SERVER_ENV] = server.toString()
    return dropOurs
  }
  const root = mkdtempSync(join(tmpdir(), 'safest-tests-'))
  const template = join(root, 'template')
  const db = openDatabase({ dataDir: template })
  await prepareDatabase(db).finally(() => db.destroy())
  process.env[TEMPLATE_ENV] = template
  return async () => rmSync(root, { recursive: true, force: true })
}

/** A fresh copy of the run's template, for one test file or one server (`label` names a PGlite copy's folder). */
export async function copyTemplate(label = 'copy'): Promise<DatabaseCopy> {
  const template = process.env[TEMPLATE_ENV]
  if (!template) throw new Error('No template database: run the tests through vitest (its global setup makes one)')
  const id = randomBytes(6).toString('hex')
  if (engine === 'postgres') {
    const server = new URL(process.env[SERVER_ENV]!)
    const name = template.replace(/tpl$/, `f${id}`)
    await onServer(server, (client) => client.query(`create database "${name}" template "${template}"`))
    return {
      options: { url: databaseUrl(server, name) },
      schema: 'public',
      remove: () => onServer(server, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
    }
  }
  const dataDir = join(template, '..', `${label}-${id}`)
  mkdirSync(dataDir)
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true })
  return { options: { dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) }
}
