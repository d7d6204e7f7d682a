import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { vacuumEmbeddedDatabase } from '~/lib/db-maintenance.server.ts'
import { openDatabase, prepareDatabase } from '~/lib/db.server.ts'

const dir = mkdtempSync(join(tmpdir(), 'safest-persist-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the embedded database on disk', () => {
  it('keeps data across a restart and does not reseed', async () => {
    const first = openDatabase({ dataDir: dir })
    await prepareDatabase(first)
    await first.insertInto('submissions').values({ kind: 'nomination', business_name: 'Kept Across Restarts' }).execute()
    const denver = await first.selectFrom('cities').select('id').where('slug', '=', 'denver').executeTakeFirstOrThrow()
    await first.deleteFrom('businesses').where('city_id', '=', denver.id).execute()
    await first.destroy()

    const second = openDatabase({ dataDir: dir })
    await prepareDatabase(second)
    const kept = await second.selectFrom('submissions').select('business_name').where('business_name', '=', 'Kept Across Restarts').execute()
    expect(kept).toHaveLength(1)
    const denverBusinesses = await second.selectFrom('businesses').select('id').where('city_id', '=', denver.id).execute()
    expect(denverBusinesses).toHaveLength(0)
    await second.destroy()
  })
})

describe('maintenance of the embedded database (it runs no autovacuum)', () => {
  it('gives the planner statistics and the index-only scans a visibility map', async () => {
    const db = openDatabase({})
    try {
      await prepareDatabase(db)
      const stats = async () =>
        (
          await sql<{ reltuples: number; relallvisible: number }>`select reltuples, relallvisible from pg_class where relname = 'businesses'`.execute(db)
        ).rows[0]!
      const { count } = await db.selectFrom('businesses').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
      // Never analyzed: PostgreSQL does not know how many rows there are.
      expect((await stats()).reltuples).toBe(-1)
      await vacuumEmbeddedDatabase(db)
      const after = await stats()
      expect(after.reltuples).toBe(Number(count))
      expect(after.relallvisible).toBeGreaterThan(0)
    } finally {
      await db.destroy()
    }
  })
})
