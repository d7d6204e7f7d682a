import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createBusinesses, type NewBusiness } from '~/domain/business/create-businesses.server.ts'
import { updateBusiness } from '~/domain/business/update-business.server.ts'
import { businessOfRow } from '~/domain/business/business-of-row.ts'
import { importBusinesses } from '~/domain/business/import-businesses.admin.server.ts'
import { findPlace } from '~/domain/places/find-place.server.ts'
import { parseNearQuery } from '~/domain/places/near-query.ts'
import { searchNear } from '~/domain/places/search-near.server.ts'
import { distanceMiles } from '~/lib/geo.ts'
import { openAppDatabase } from '../support/app-database.ts'
import { cityIdOf, createTestBusinesses } from '../support/factories.ts'

const db = await openAppDatabase('near-me')

const business = (name: string, cityId: number, address: string, more: Partial<NewBusiness> = {}): NewBusiness => ({
  name, category: 'restaurants', description: 'Kitchen audited monthly.', rating: 4.5, address, phone: '303-555-0100', website: null,
  certifications: [], cityId, safetyScore: 90, email: null, badges: [], status: 'published', ...more,
})

async function place(near: string) {
  const found = await findPlace(db, near)
  if (!found.found) throw new Error(`${near} not found`)
  return found.place
}

describe('coordinates', () => {
  it('gives every seeded city its point and population from the registry, and every seeded business a point', async () => {
    const denver = await db.selectFrom('cities').selectAll().where('slug', '=', 'denver').executeTakeFirstOrThrow()
    expect(denver.latitude).toBeCloseTo(39.74, 1)
    expect(denver.longitude).toBeCloseTo(-104.98, 1)
    expect(denver.population).toBeGreaterThan(500_000)
    const { unplaced } = await db.selectFrom('businesses').select(sql<number>`count(*) filter (where latitude is null)::int`.as('unplaced')).executeTakeFirstOrThrow()
    expect(unplaced).toBe(0)
    const { cities } = await db.selectFrom('cities').select(sql<number>`count(*) filter (where latitude is null)::int`.as('cities')).executeTakeFirstOrThrow()
    expect(cities).toBe(0)
  })

  it('places a business at its ZIP code, at its city when the ZIP code is of another state, and where the admin sets it', async () => {
    const denver = await db.selectFrom('cities').selectAll().where('slug', '=', 'denver').executeTakeFirstOrThrow()
    const [byZip, wrongState, byHand] = await createBusinesses(db, [
      business('Zip Placed Diner', denver.id, '1 Main St, Denver, CO 80202'),
      business('Wrong State Diner', denver.id, '2 Main St, Denver, CO 10001'),
      business('Hand Placed Diner', denver.id, '3 Main St, Denver, CO 80202', { latitude: 39.7, longitude: -105.01 }),
    ])
    const rows = await db.selectFrom('businesses').selectAll().where('id', 'in', [byZip!, wrongState!, byHand!]).execute()
    const row = (id: string) => rows.find((r) => r.id === id)!
    expect(row(byZip!)).toMatchObject({ located_by: 'zip', latitude: 39.7491, longitude: -104.9946 })
    expect(row(wrongState!)).toMatchObject({ located_by: 'city', latitude: denver.latitude, longitude: denver.longitude })
    expect(row(byHand!)).toMatchObject({ located_by: 'point', latitude: 39.7, longitude: -105.01 })
    // Saving it again as it is changes nothing; taking the point away places it at its ZIP code.
    expect(await updateBusiness(db, byHand!, businessOfRow(row(byHand!)))).toBe('unchanged')
    expect(await updateBusiness(db, byZip!, businessOfRow(row(byZip!)))).toBe('unchanged')
    expect(await updateBusiness(db, byHand!, { ...businessOfRow(row(byHand!)), latitude: null, longitude: null })).toBe('updated')
    const moved = await db.selectFrom('businesses').selectAll().where('id', '=', byHand!).executeTakeFirstOrThrow()
    expect(moved).toMatchObject({ located_by: 'zip', latitude: 39.7491 })
  })

  it('imports latitude and longitude from a CSV file as a point set by hand, and refuses a latitude past 90', async () => {
    const csv = (lat: string) => new TextEncoder().encode(`name,type,description,rating,address,phone,city,state,latitude,longitude\nMile High Deli ${lat},restaurants,Sandwiches,4.4,"9 Blake St, Denver, CO 80202",303-555-0199,Denver,CO,${lat},-104.99\n`)
    expect(await importBusinesses(db, { email: 'admin@example.com' }, csv('39.75'))).toMatchObject({ ok: true, counts: { create: 1 } })
    const row = await db.selectFrom('businesses').selectAll().where('name', '=', 'Mile High Deli 39.75').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ located_by: 'point', latitude: 39.75, longitude: -104.99 })
    expect(await importBusinesses(db, { email: 'admin@example.com' }, csv('91'))).toMatchObject({ ok: false, rejectedLines: [{ reason: expect.stringContaining('Latitude must be between -90 and 90') }] })
  })
})

describe('places', () => {
  it('finds a ZIP code, a directory city and another town, and suggests places for an unknown name', async () => {
    expect((await place('80202')).label).toBe('80202 (Denver, CO)')
    expect((await place('denver')).label).toBe('Denver, CO')
    expect((await place('Boulder, CO')).label).toBe('Boulder, CO')
    expect((await place('New York')).label).toBe('New York, NY')
    const unknown = await findPlace(db, 'Atlantiss')
    expect(unknown).toMatchObject({ found: false })
    expect(unknown.found ? [] : unknown.suggestions).toContain('Atlanta, GA')
    expect(await findPlace(db, '00000')).toEqual({ found: false, suggestions: [] })
  })

  it('asks which city an ambiguous name means, listing them with their states, and still finds one named with its state', async () => {
    const springfield = await findPlace(db, 'springfield')
    expect(springfield).toMatchObject({ found: false, ambiguous: true })
    expect(springfield.found ? [] : springfield.suggestions.slice(0, 3)).toEqual(['Springfield, MO', 'Springfield, MA', 'Springfield, IL'])
    expect((await place('Springfield, IL')).label).toBe('Springfield, IL')
    // A name one city dominates is that city.
    expect((await place('Portland')).label).toBe('Portland, OR')
    expect((await place('Kansas City')).label).toBe('Kansas City, MO')
  })
})

describe('search near a place', () => {
  it('lists Denver restaurants within 10 miles of 80202, nearest first, with their distances', async () => {
    const query = parseNearQuery(new URLSearchParams('near=80202&radius=10&category=restaurants&sort=distance'))
    const result = await searchNear(db, query, await place(query.near))
    expect(result.businesses.length).toBeGreaterThan(0)
    expect(result.businesses.every((b) => b.category === 'restaurants' && b.citySlug === 'denver')).toBe(true)
    const distances = result.businesses.map((b) => b.distance!)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(Math.max(...distances)).toBeLessThanOrEqual(10)
  })

  it('near a ZIP code between two cities, lists the businesses of both', async () => {
    const [boulder] = await sql<{ id: number }>`insert into cities (name, state, slug, latitude, longitude, population)
      select name, state, 'boulder', latitude, longitude, population from places where name = 'Boulder' and state = 'CO' order by population desc limit 1
      returning id`.execute(db).then((r) => r.rows)
    const denver = await db.selectFrom('cities').select('id').where('slug', '=', 'denver').executeTakeFirstOrThrow()
    await createBusinesses(db, [
      business('Flatirons Safe Grill', boulder!.id, '1777 Broadway, Boulder, CO 80302'),
      business('Union Station Safe Cafe', denver.id, '1701 Wynkoop St, Denver, CO 80202'),
    ])
    // Broomfield (80020) lies between Boulder and Denver, about 12 miles from each.
    const result = await searchNear(db, parseNearQuery(new URLSearchParams('q=safe&radius=15')), await place('80020'))
    const names = result.businesses.map((b) => `${b.name} (${b.cityName})`)
    expect(names).toEqual(expect.arrayContaining(['Flatirons Safe Grill (Boulder)', 'Union Station Safe Cafe (Denver)']))
    // Without a place, the search covers the country, safest first, and no distance is shown.
    const anywhere = await searchNear(db, parseNearQuery(new URLSearchParams('q=flatirons safe&sort=distance')), null)
    expect(anywhere).toMatchObject({ sort: 'score', businesses: [{ name: 'Flatirons Safe Grill', distance: null }] })
  })

  it('pages nearest first exactly as one sort of the whole circle would, where businesses are dense near the point and sparse farther out', async () => {
    // 160 businesses around a point: 60 within a mile, then fewer and fewer out to 24 miles, a few past 25.
    const center = { latitude: 39.7392, longitude: -104.9903 }
    const ring = (i: number) => (i < 60 ? 0.05 + i * 0.015 : i < 100 ? 1 + (i - 60) * 0.05 : i < 150 ? 3 + (i - 100) * 0.42 : 25.5 + (i - 150) * 0.3)
    const at = (miles: number, i: number) => {
      const angle = (i * 137.5 * Math.PI) / 180
      return { latitude: center.latitude + (miles / 69.05) * Math.sin(angle), longitude: center.longitude + (miles / (69.05 * Math.cos((center.latitude * Math.PI) / 180))) * Math.cos(angle) }
    }
    const denver = await cityIdOf(db, 'denver')
    await createTestBusinesses(db, Array.from({ length: 160 }, (_, i) => ({
      name: `Quillfeather Works ${String(i).padStart(3, '0')}`, cityId: denver, category: 'manufacturing' as const, safetyScore: 60 + (i % 5) * 10, auditedOn: '2026-01-15', ...at(ring(i), i),
    })))
    const stored = await db.selectFrom('businesses').select(['id', 'name', 'latitude', 'longitude', 'safety_score']).where('name', 'like', 'Quillfeather Works %').execute()
    const expected = stored.map((b) => ({ ...b, miles: distanceMiles(center, { latitude: b.latitude!, longitude: b.longitude! }) }))
      .filter((b) => b.miles <= 25)
      .sort((a, b) => a.miles - b.miles || b.safety_score - a.safety_score || (a.name < b.name ? -1 : 1))
      .map((b) => b.name)
    expect(expected).toHaveLength(150)
    const pages: string[] = []
    for (let page = 1; page <= 13; page++) {
      const result = await searchNear(db, parseNearQuery(new URLSearchParams(`q=quillfeather&radius=25&sort=distance&page=${page}`)), center)
      expect(result).toMatchObject({ total: 150, pageCount: 13, page })
      pages.push(...result.businesses.map((b) => b.name))
    }
    expect(pages).toEqual(expected)
  })

  it('reads an out-of-range radius, an unknown sort and a bad page as the defaults', () => {
    expect(parseNearQuery(new URLSearchParams('radius=1000&sort=nearest&page=-3&category=x'))).toEqual({ q: '', near: '', radius: 25, category: null, sort: null, page: 1 })
    expect(parseNearQuery(new URLSearchParams('radius=4')).radius).toBe(25)
    expect(parseNearQuery(new URLSearchParams('radius=50')).radius).toBe(50)
  })
})
