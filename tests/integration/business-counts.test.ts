// One engine suffices: the counts are kept by SQL triggers, the same PostgreSQL in both engines (PGlite is PostgreSQL compiled to WebAssembly).
// Counts kept by triggers (migration 0008) match a real count after every kind of write.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { findCityBySlug } from '~/domain/directory/find-cities.server.ts'
import { findBusinessRows, MAX_COUNTED } from '~/domain/business/find-business-rows.admin.server.ts'
import { parseBusinessQuery } from '~/domain/business/business-query.ts'
import { parseBusiness } from '~/domain/business/model.ts'
import { removeBusinesses } from '~/domain/business/remove-businesses.admin.server.ts'
import { saveBusiness } from '~/domain/business/save-business.admin.server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

const db = await openAppDatabase('business-counts')

const admin = { email: 'owner@safest.test' }
const business = (fields: Record<string, string>) => {
  const parsed = parseBusiness({ name: 'Counted Co', category: 'retail', description: 'd', rating: '4', address: '1 Main St', phone: '(303) 555-0100', ...fields })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.value
}

async function expectCountsTrue() {
  const cities = await db.selectFrom('cities').select(['id', 'business_count', 'all_business_count']).execute()
  const real = await db
    .selectFrom('businesses')
    .select(['city_id', sql<number>`count(*)::int`.as('n'), sql<number>`(count(*) filter (where status = 'published'))::int`.as('published')])
    .groupBy('city_id')
    .execute()
  const byCity = new Map(real.map((r) => [r.city_id, r]))
  for (const city of cities) {
    expect(city.business_count, `published in city ${city.id}`).toBe(byCity.get(city.id)?.published ?? 0)
    expect(city.all_business_count, `listings in city ${city.id}`).toBe(byCity.get(city.id)?.n ?? 0)
  }
  const totals = await db.selectFrom('business_totals').selectAll().executeTakeFirstOrThrow()
  const all = await db.selectFrom('businesses').select([sql<number>`count(*)::int`.as('total'), sql<number>`count(*) filter (where status = 'published')::int`.as('published')]).executeTakeFirstOrThrow()
  expect({ total: Number(totals.total), published: Number(totals.published) }).toEqual(all)
}

describe(`listing counts on ${engine}`, () => {
  it('start true after the seed', async () => {
    await expectCountsTrue()
    expect((await findCityBySlug(db, 'denver'))!.businessCount).toBeGreaterThan(0)
  })

  it('follow creates, status changes, moves between cities and deletes', async () => {
    const denver = (await findCityBySlug(db, 'denver'))!
    const boise = (await findCityBySlug(db, 'boise'))!
    const created = await saveBusiness(db, admin, null, business({ cityId: String(denver.id) }))
    expect((await findCityBySlug(db, 'denver'))!.businessCount).toBe(denver.businessCount + 1)
    await saveBusiness(db, admin, created.id, business({ cityId: String(denver.id), status: 'hidden' }))
    expect((await findCityBySlug(db, 'denver'))!.businessCount).toBe(denver.businessCount)
    await saveBusiness(db, admin, created.id, business({ cityId: String(boise.id), status: 'published' }))
    expect((await findCityBySlug(db, 'boise'))!.businessCount).toBe(boise.businessCount + 1)
    await expectCountsTrue()
    await removeBusinesses(db, admin, [created.id])
    expect((await findCityBySlug(db, 'boise'))!.businessCount).toBe(boise.businessCount)
    await expectCountsTrue()
  })

  it('give the listings tables their totals without counting the table', async () => {
    const all = await findBusinessRows(db, parseBusinessQuery(new URLSearchParams()), { includeHidden: true })
    const real = await db.selectFrom('businesses').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
    expect(all.total).toBe(real.n)
    expect(all.totalIsLowerBound).toBe(false)
    const search = await findBusinessRows(db, parseBusinessQuery(new URLSearchParams('q=a')), { includeHidden: true })
    expect(search.total).toBeGreaterThan(0)
    expect(search.total).toBeLessThanOrEqual(real.n)
  })

  it('stop counting a broad search at 1,000 matches ("1,000+") and page through those only', async () => {
    // A bulk fixture (not a write path): 1,001 hidden businesses whose names share a word.
    await sql`insert into businesses (name, slug, category, description, rating, safety_score, address, status)
      select 'Broadword Outlet ' || n, 'broadword-outlet-' || n, 'retail', 'd', 4, 80, n || ' Main St', 'hidden'
      from generate_series(1, ${MAX_COUNTED + 1}) as n`.execute(db)
    try {
      const broad = await findBusinessRows(db, parseBusinessQuery(new URLSearchParams('q=broadword&page=999')), { includeHidden: true })
      expect(MAX_COUNTED).toBe(1000)
      expect(broad.total).toBe(1000)
      expect(broad.totalIsLowerBound).toBe(true)
      expect(broad.pageCount).toBe(40)
      expect(broad.page).toBe(40)
      expect(broad.businesses).toHaveLength(25)
      const narrow = await findBusinessRows(db, parseBusinessQuery(new URLSearchParams('q=broadword outlet 100')), { includeHidden: true })
      expect(narrow.businesses.map((l) => l.name)).toEqual(['Broadword Outlet 100', 'Broadword Outlet 1000', 'Broadword Outlet 1001'])
      expect(narrow.totalIsLowerBound).toBe(false)
    } finally {
      await sql`delete from businesses where slug like 'broadword-outlet-%'`.execute(db)
    }
    await expectCountsTrue()
  })

  it('page a broad search in another column’s order exactly as sorting every match would, when the first listings in that order hold none of it', async () => {
    // Bulk fixtures (not a write path; the words triggers see them as any insert): more top-rated
    // businesses than the first-businesses window, then 1,400 matches (1,120 published) rated below them all.
    await sql`insert into businesses (name, slug, category, description, rating, review_average, review_count, safety_score, address, status, updated_at)
      select 'Topfiller ' || n, 'topfiller-' || n, 'retail', 'd', 5, 5, 1, 100, n || ' Main St', 'published', now() + interval '1 day'
      from generate_series(1, 2001) as n`.execute(db)
    await sql`insert into businesses (name, slug, category, description, rating, review_average, review_count, safety_score, address, status, updated_at)
      select 'Broadword Outlet ' || n, 'broadword-outlet-' || n, 'retail', 'd', (n % 41) / 10.0, (n % 41) / 10.0, 1, n % 97, n || ' Main St',
        case when n % 5 = 0 then 'hidden' else 'published' end, now() - n * interval '1 minute'
      from generate_series(1, ${MAX_COUNTED + 400}) as n`.execute(db)
    await sql`update businesses set review_average = 4.9, review_count = 3, safety_score = 99 where slug = 'broadword-outlet-7'`.execute(db)
    try {
      const sorts = { rating: 'review_average', safety_score: 'safety_score', updated_at: 'updated_at', status: 'status', type: 'category' } as const
      for (const [sort, column] of Object.entries(sorts)) {
        for (const dir of ['desc', 'asc'] as const) {
          for (const includeHidden of [true, false]) {
            const expected = (
              await db
                .selectFrom('businesses')
                .select('id')
                .where('name', 'like', 'Broadword Outlet %')
                .$if(!includeHidden, (qb) => qb.where('status', '=', 'published'))
                .orderBy(column, dir)
                .orderBy('name', dir)
                .orderBy('id', dir)
                .execute()
            ).map((r) => r.id)
            for (const page of [1, 7]) {
              const found = await findBusinessRows(db, parseBusinessQuery(new URLSearchParams(`q=broadword&sort=${sort}&dir=${dir}&page=${page}`)), { includeHidden })
              expect(found.totalIsLowerBound).toBe(true)
              expect(found.businesses.map((l) => l.id), `${sort} ${dir} page ${page}, hidden ${includeHidden}`).toEqual(expected.slice((page - 1) * 25, page * 25))
            }
          }
        }
      }
      const best = await findBusinessRows(db, parseBusinessQuery(new URLSearchParams('q=broadword&sort=rating&dir=desc')), { includeHidden: true })
      expect(best.businesses[0]!.name).toBe('Broadword Outlet 7')
    } finally {
      await sql`delete from businesses where slug like 'broadword-outlet-%' or slug like 'topfiller-%'`.execute(db)
    }
    await expectCountsTrue()
  })

  it('sort by city page by page exactly as sorting the whole table would, hidden listings, shared city names and listings without a city included', async () => {
    // Fixtures: a second "Denver" (its Aardvark comes before, its Zz after the first Denver's
    // businesses: the two cities interleave by name), hidden businesses and
    // businesses without a city (last in both directions).
    const [twin] = await db.insertInto('cities').values({ name: 'Denver', state: 'PA', slug: 'denver-pa', image_path: null, image_updated_at: null, traits: null }).returning('id').execute()
    const denver = (await findCityBySlug(db, 'denver'))!
    const made: string[] = []
    for (const [i, cityId] of [twin.id, twin.id, denver.id, null, null].entries()) {
      const saved = await saveBusiness(db, admin, null, business({ name: `${i === 1 ? 'Zz' : 'Aardvark'} Sorted ${i}`, cityId: cityId === null ? '' : String(cityId), status: i % 2 ? 'hidden' : 'published' }))
      made.push(saved.id)
    }
    try {
      await expectCountsTrue()
      for (const includeHidden of [true, false]) {
        for (const dir of ['asc', 'desc'] as const) {
          const expected = (
            await db
              .selectFrom('businesses')
              .leftJoin('cities', 'cities.id', 'businesses.city_id')
              .select('businesses.id')
              .$if(!includeHidden, (qb) => qb.where('businesses.status', '=', 'published'))
              .orderBy(sql`cities.name ${sql.raw(dir)} nulls last`)
              .orderBy('businesses.name', dir)
              .orderBy('businesses.id', dir)
              .execute()
          ).map((r) => r.id)
          const first = await findBusinessRows(db, parseBusinessQuery(new URLSearchParams(`sort=city&dir=${dir}`)), { includeHidden })
          const shown = [...first.businesses]
          for (let page = 2; page <= first.pageCount; page++) {
            shown.push(...(await findBusinessRows(db, parseBusinessQuery(new URLSearchParams(`sort=city&dir=${dir}&page=${page}`)), { includeHidden })).businesses)
          }
          expect(shown.map((l) => l.id), `${dir}, hidden ${includeHidden}`).toEqual(expected)
          expect(expected.filter((id) => made.includes(id)).length).toBe(includeHidden ? 5 : 3)
        }
      }
    } finally {
      await removeBusinesses(db, admin, made)
      await db.deleteFrom('cities').where('id', '=', twin.id).execute()
    }
    await expectCountsTrue()
  })
})
