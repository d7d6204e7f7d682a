import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { vacuumEmbeddedDatabase } from '~/lib/db-maintenance.server.ts'
import { prepareDatabase } from '../../db/seed/index.ts'
import { openDatabase } from '~/lib/db.server.ts'
import { copyTemplate, type DatabaseCopy } from '../support/template-database.ts'

// Copies of the run's template (migrated and seeded, on disk: tests/support/template-database.ts).
const copies: DatabaseCopy[] = []
const copy = async () => {
  const made = await copyTemplate('persistence')
  copies.push(made)
  return made.options
}
afterAll(() => Promise.all(copies.map((c) => c.remove())))

describe('the embedded database on disk', () => {
  it('keeps data across a restart and does not reseed', async () => {
    const stored = await copy()
    const first = openDatabase(stored)
    await first.insertInto('submissions').values({ kind: 'nomination', business_name: 'Kept Across Restarts' }).execute()
    const denver = await first.selectFrom('cities').select('id').where('slug', '=', 'denver').executeTakeFirstOrThrow()
    await first.deleteFrom('businesses').where('city_id', '=', denver.id).execute()
    await first.destroy()

    const second = openDatabase(stored)
    await prepareDatabase(second) // what a start runs: migrations and the seed
    const kept = await second.selectFrom('submissions').select('business_name').where('business_name', '=', 'Kept Across Restarts').execute()
    expect(kept).toHaveLength(1)
    const denverBusinesses = await second.selectFrom('businesses').select('id').where('city_id', '=', denver.id).execute()
    expect(denverBusinesses).toHaveLength(0)
    await second.destroy()
  })
})

describe('maintenance of the embedded database (it runs no autovacuum)', () => {
  it('gives the planner statistics and the index-only scans a visibility map', async () => {
    const db = openDatabase(await copy())
    try {
      const stats = async () =>
        (
          await sql<{ reltuples: number; relallvisible: number }>`select reltuples, relallvisible from pg_class where relname = 'businesses'`.execute(db)
        ).rows[0]!
      const { count } = await db.selectFrom('businesses').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
      // Not analyzed since the seed (migration 0048 analyzes the table while it is still empty):
      // PostgreSQL does not know how many rows there are.
      expect((await stats()).reltuples).not.toBe(Number(count))
      await vacuumEmbeddedDatabase(db)
      const after = await stats()
      expect(after.reltuples).toBe(Number(count))
      expect(after.relallvisible).toBeGreaterThan(0)
    } finally {
      await db.destroy()
    }
  })
})
