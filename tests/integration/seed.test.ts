import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDatabase } from '../../db/seed/index.ts'
import { migrateToLatest } from '../../db/migrate.ts'
import type { DB } from '~/lib/db.server.ts'
import { createTestDatabase, engine, type TestDatabase } from './test-db.ts'

let t: TestDatabase
let db: DB
beforeAll(async () => {
  t = await createTestDatabase()
  db = t.db
})
afterAll(async () => {
  await t?.close()
})

const count = async (table: 'states' | 'cities' | 'businesses' | 'badges') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

describe(`migrations and seed on ${engine}`, () => {
  it('seeds 50 states, 52 cities, 9 badges and the businesses', async () => {
    expect(await count('states')).toBe(50)
    expect(await count('cities')).toBe(52)
    expect(await count('badges')).toBe(9)
    expect(await count('businesses')).toBe(52 * 8 + 7)
  })

  it('gives every city its image traits; images come from the start-up generation job', async () => {
    const cities = await db.selectFrom('cities').select(['slug', 'image_path', 'traits']).execute()
    for (const c of cities) {
      expect(c.traits, c.slug).toMatchObject({ terrain: expect.any(String), skyline: expect.any(Object) })
      expect(c.image_path).toBeNull()
    }
  })

  it('running migrations and the seed again changes nothing', async () => {
    const before = await count('businesses')
    expect(await migrateToLatest(db, t.schema)).toEqual([])
    expect(await seedDatabase(db)).toEqual([])
    expect(await count('businesses')).toBe(before)
  })

  it('does not bring back a business an admin deleted', async () => {
    const victim = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirstOrThrow()
    await db.deleteFrom('businesses').where('id', '=', victim.id).execute()
    await seedDatabase(db)
    expect(await db.selectFrom('businesses').select('id').where('id', '=', victim.id).executeTakeFirst()).toBeUndefined()
  })

  it('gives every seeded city businesses in at least 7 categories', async () => {
    const rows = await db.selectFrom('businesses').select(['city_id', 'category']).distinct().execute()
    const perCity = new Map<number, number>()
    for (const r of rows) perCity.set(r.city_id!, (perCity.get(r.city_id!) ?? 0) + 1)
    expect(perCity.size).toBe(52)
    for (const n of perCity.values()) expect(n).toBeGreaterThanOrEqual(7)
  })
})
