import pg from 'pg'

/**
 * On PostgreSQL every test file migrates its own `test_…` schema. Dropping a schema while another
 * file's migrator introspects the catalog makes that introspection fail ("schema … does not
 * exist"), so files never drop their schema; the previous run's schemas are dropped here instead,
 * before any file starts.
 */
export default async function setup() {
  if (process.env.TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL) return
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname like 'test\\_%'",
    )
    for (const { name } of rows) await client.query(`drop schema "${name}" cascade`)
  } finally {
    await client.end()
  }
}
