import pg from 'pg'

/**
 * Submissions stored under a business name, read straight from the server's PostgreSQL schema.
 * On PGlite (no TEST_DATABASE_URL) the server owns the files, so this returns null and the tests
 * rely on the server's 201 answer carrying the new row's id.
 */
export async function storedSubmissions(businessName: string): Promise<Record<string, unknown>[] | null> {
  const url = process.env.E2E_DATABASE_URL
  if (!url) return null
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query('select * from submissions where business_name = $1', [businessName])
    return rows
  } finally {
    await client.end()
  }
}

