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

/**
 * Makes the member with `email` the verified owner of the business at /city/{city}/{slug}: the
 * owners' claim approval (issue 30) is not in this branch, so the review journeys set the owner in
 * the server's PostgreSQL schema (scripts/e2e.mjs with TEST_DATABASE_URL). Throws on PGlite.
 */
export async function setBusinessOwner(path: string, email: string): Promise<void> {
  const url = process.env.E2E_DATABASE_URL
  if (!url) throw new Error('setBusinessOwner needs PostgreSQL: run scripts/e2e.mjs with TEST_DATABASE_URL')
  const [, , citySlug, slug] = path.split('/')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rowCount } = await client.query(
      `update businesses set owner_id = (select id from "user" where email = $1), owner_since = now()
       where slug = $2 and city_id = (select id from cities where slug = $3)`,
      [email, slug, citySlug],
    )
    if (rowCount !== 1) throw new Error(`no business at ${path}`)
    // The page cache keeps anonymous copies until the content version moves.
    await client.query('update content_version set version = version + 1')
  } finally {
    await client.end()
  }
}
