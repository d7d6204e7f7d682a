// One engine suffices: every PGlite test file runs on a copy of a template seeded on PGlite (the global setup), so the seed is loaded there on every run.
import { computeSafetyScore } from '~/lib/score-model.ts'
import { describe, expect, it } from 'vitest'
import { seedDatabase } from '../../db/seed/index.ts'
import { migrateToLatest } from '../../db/migrate.ts'
import { engine, openAppDatabase, testSchema } from '../support/app-database.ts'
import { SEED_CITIES, citySlug, generatedCountFor } from '../../db/seed/cities.ts'
import { SAMPLE_BUSINESSES } from '../../db/seed/sample-businesses.ts'

const db = await openAppDatabase('seed')

const count = async (table: 'states' | 'cities' | 'businesses' | 'badges') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

describe(`migrations and seed on ${engine}`, () => {
  it('seeds 50 states, 52 cities, 9 badges and the businesses', async () => {
    expect(await count('states')).toBe(50)
    expect(await count('cities')).toBe(52)
    expect(await count('badges')).toBe(9)
    // Bigger cities get more sample businesses (4 to 18), plus the hand-written samples.
    expect(await count('businesses')).toBe(SAMPLE_BUSINESSES.length + SEED_CITIES.reduce((n, c) => n + generatedCountFor(c.population), 0))
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
    expect(await migrateToLatest(db, testSchema)).toEqual([])
    expect(await seedDatabase(db)).toEqual([])
    expect(await count('businesses')).toBe(before)
  })

  it('does not bring back a business an admin deleted', async () => {
    // A business whose city has another of its category, so the city keeps all its categories.
    const rows = await db.selectFrom('businesses').select(['id', 'city_id', 'category']).orderBy('id').execute()
    const key = (r: (typeof rows)[number]) => `${r.city_id}|${r.category}`
    const victim = rows.find((r) => rows.filter((o) => key(o) === key(r)).length > 1)!
    await db.deleteFrom('businesses').where('id', '=', victim.id).execute()
    await seedDatabase(db)
    expect(await db.selectFrom('businesses').select('id').where('id', '=', victim.id).executeTakeFirst()).toBeUndefined()
  })

  it('gives every business an audit whose components add up to its safety score, and its badges awards with codes', async () => {
    const rows = await db.selectFrom('businesses').select(['id', 'safety_score', 'score_components', 'audited_on', 'badges']).execute()
    expect(rows.length).toBeGreaterThan(400)
    for (const r of rows) {
      expect(r.score_components).not.toBeNull()
      expect(computeSafetyScore(r.score_components!)).toBe(r.safety_score)
      expect(r.audited_on).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    // Every badge a seeded business shows is a current award with a certificate code (so it can be verified).
    const awards = await db.selectFrom('awards').select(['business_id', 'badge_id', 'code', 'issuer', 'issued_on', 'expires_on', 'revoked_at']).execute()
    const today = new Date().toISOString().slice(0, 10)
    const current = new Set(awards.filter((a) => !a.revoked_at && a.expires_on >= today).map((a) => `${a.business_id}|${a.badge_id}`))
    const ids = { osha: 'osha-compliant', state: 'state-certified', city: 'local-safety-leader' } as const
    for (const r of rows) for (const b of r.badges) expect(current.has(`${r.id}|${ids[b]}`)).toBe(true)
    for (const a of awards) {
      expect(a.code).toMatch(/^SAF-[0-9A-Z]{10}$/)
      expect(a.expires_on >= a.issued_on).toBe(true)
      expect(a.issuer).not.toBe('')
    }
    // Some awards have lapsed (they show as expired and no longer count); most are current.
    const expired = awards.filter((a) => a.expires_on < today).length
    expect(expired).toBeGreaterThan(0)
    expect(expired).toBeLessThan(awards.length / 4)
  })

  it('gives every seeded city businesses in as many categories as it has businesses, up to the 7 core ones', async () => {
    const rows = await db.selectFrom('businesses').innerJoin('cities', 'cities.id', 'businesses.city_id').select(['cities.slug', 'businesses.category']).distinct().execute()
    const perCity = new Map<string, number>()
    for (const r of rows) perCity.set(r.slug, (perCity.get(r.slug) ?? 0) + 1)
    expect(perCity.size).toBe(52)
    for (const c of SEED_CITIES) expect(perCity.get(citySlug(c.name)), c.name).toBeGreaterThanOrEqual(Math.min(7, generatedCountFor(c.population)))
  })
})
