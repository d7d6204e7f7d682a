// One engine suffices: the directory's SQL is the same in both engines; business-search.test.ts runs its bounded searches on both.
import { beforeAll, describe, expect, it } from 'vitest'
import { parseDirectoryQuery, type DirectoryQuery } from '~/domain/directory/directory-query.ts'
import { toSummary } from '~/domain/business/business-summary.ts'
import { findBusinessDetails, findBusinesses, findTopBusinesses } from '~/domain/business/find-businesses.server.ts'
import { findCities, findCityBySlug, findFirstCityOfState, findStates } from '~/domain/directory/find-cities.server.ts'
import type { BadgeType } from '~/lib/db-schema.ts'
import { createAward } from '~/domain/award/create-award.server.ts'
import { createTestBusinesses } from '../support/factories.ts'
import { startNewDay } from '~/domain/award/directory-badges.server.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

let cityId: number

const all: Omit<DirectoryQuery, 'state'> = { q: '', category: null, badges: [], sort: 'score', dir: 'desc', page: 1 }
const PAGE = 100

const db = await openAppDatabase('directory')
beforeAll(async () => {
  // A city of our own with known rows, so every expectation below is exact.
  const city = await db.insertInto('cities').values({ name: 'Testville', state: 'CO', slug: 'testville', image_path: null })
    .returning('id').executeTakeFirstOrThrow()
  cityId = city.id
  const rows = [
    { name: 'Alpha Diner', category: 'restaurants', rating: 4.5, safety_score: 97, badges: ['osha', 'state'], description: 'Open kitchen with daily temperature logs.' },
    { name: 'Bravo Builders', category: 'construction', rating: 3.9, safety_score: 88, badges: ['osha'], description: 'Fall protection on every site.' },
    { name: 'Care Clinic', category: 'healthcare', rating: 4.9, safety_score: 91, badges: ['state', 'city'], description: 'Walk-in care, 100% hand hygiene audits.' },
    { name: 'Delta Daycare', category: 'childcare', rating: 4.2, safety_score: 79, badges: [], description: 'Secure pick-up for little ones.' },
    { name: 'Echo Eatery', category: 'restaurants', rating: 3.5, safety_score: 84, badges: ['city'], description: 'Allergen-aware menu.' },
    { name: 'Hidden Place', category: 'retail', rating: 5.0, safety_score: 99, badges: ['osha', 'state', 'city'], description: 'Not shown.', status: 'hidden' },
  ] as const
  // Audited, and rated by approved reviews (the public rating is the reviews' average).
  await createTestBusinesses(db, rows.map((r) => ({ ...r, cityId, auditedOn: '2026-01-15', safetyScore: r.safety_score })))
})

const names = async (q: Partial<DirectoryQuery>, pageSize = PAGE) =>
  (await findBusinesses(db, cityId, { ...all, ...q }, pageSize)).businesses.map((b) => b.name)

describe(`directory queries on ${engine}`, () => {
  it('seeds 50 states, 52 cities and at least 4 businesses per city (more in bigger ones)', async () => {
    expect(await findStates(db)).toHaveLength(50)
    const cities = (await findCities(db)).filter((c) => c.slug !== 'testville')
    expect(cities).toHaveLength(52)
    for (const c of cities) expect(c.businessCount).toBeGreaterThanOrEqual(4)
    for (const name of ['Birmingham', 'Anchorage', 'Little Rock', 'Denver', 'Hartford', 'Wilmington', 'Milwaukee']) {
      expect(cities.map((c) => c.name)).toContain(name)
    }
  })

  it('lists published businesses by safety score, highest first, by default', async () => {
    expect(await names({})).toEqual(['Alpha Diner', 'Care Clinic', 'Bravo Builders', 'Echo Eatery', 'Delta Daycare'])
  })

  it('sorts by safety score ascending', async () => {
    expect(await names({ sort: 'score', dir: 'asc' })).toEqual(['Delta Daycare', 'Echo Eatery', 'Bravo Builders', 'Care Clinic', 'Alpha Diner'])
  })

  it('sorts by rating both ways', async () => {
    expect(await names({ sort: 'rating', dir: 'desc' })).toEqual(['Care Clinic', 'Alpha Diner', 'Delta Daycare', 'Bravo Builders', 'Echo Eatery'])
    expect(await names({ sort: 'rating', dir: 'asc' })).toEqual(['Echo Eatery', 'Bravo Builders', 'Delta Daycare', 'Alpha Diner', 'Care Clinic'])
  })

  it('filters by category', async () => {
    expect(await names({ category: 'restaurants' })).toEqual(['Alpha Diner', 'Echo Eatery'])
    expect(await names({ category: 'retail' })).toEqual([])
  })

  it('requires a badge of every ticked certification type', async () => {
    expect(await names({ badges: ['osha'] })).toEqual(['Alpha Diner', 'Bravo Builders'])
    expect(await names({ badges: ['state'] })).toEqual(['Alpha Diner', 'Care Clinic'])
    expect(await names({ badges: ['city'] })).toEqual(['Care Clinic', 'Echo Eatery'])
    expect(await names({ badges: ['osha', 'state'] })).toEqual(['Alpha Diner'])
    expect(await names({ badges: ['osha', 'city'] })).toEqual([])
  })

  it('searches name, description and category, case-insensitively', async () => {
    expect(await names({ q: 'DINER' })).toEqual(['Alpha Diner'])
    expect(await names({ q: 'fall protection' })).toEqual(['Bravo Builders'])
    expect(await names({ q: 'restaurant' })).toEqual(['Alpha Diner', 'Echo Eatery'])
    expect(await names({ q: 'nothing like this' })).toEqual([])
  })

  it('treats % and _ in a search as plain text', async () => {
    expect(await names({ q: '100%' })).toEqual(['Care Clinic'])
    expect(await names({ q: '%' })).toEqual(['Care Clinic'])
    expect(await names({ q: '_' })).toEqual([])
  })

  it('combines category, certification and search', async () => {
    expect(await names({ category: 'restaurants', badges: ['city'] })).toEqual(['Echo Eatery'])
    expect(await names({ category: 'restaurants', q: 'kitchen' })).toEqual(['Alpha Diner'])
  })

  it('paginates with a total and a page count, clamping pages past the end', async () => {
    const first = await findBusinesses(db, cityId, all, 2)
    expect(first).toMatchObject({ total: 5, page: 1, pageCount: 3, pageSize: 2 })
    expect(first.businesses.map((b) => b.name)).toEqual(['Alpha Diner', 'Care Clinic'])
    const third = await findBusinesses(db, cityId, { ...all, page: 3 }, 2)
    expect(third.businesses.map((b) => b.name)).toEqual(['Delta Daycare'])
    const beyond = await findBusinesses(db, cityId, { ...all, page: 99 }, 2)
    expect(beyond.page).toBe(3)
    expect(beyond.businesses.map((b) => b.name)).toEqual(['Delta Daycare'])
  })

  it("an unfiltered page takes its total from the city's kept count, filtered pages count their matches", async () => {
    const city = (await findCityBySlug(db, 'testville'))!
    expect(city.businessCount).toBe(5) // the hidden business does not count
    const page = await findBusinesses(db, cityId, all, 2, city.businessCount)
    expect(page).toMatchObject({ total: 5, pageCount: 3 })
    // A filter ignores the kept count: only the two restaurants match.
    expect(await findBusinesses(db, cityId, { ...all, category: 'restaurants' }, 2, city.businessCount)).toMatchObject({ total: 2, pageCount: 1 })
  })

  it('reads filters from a URL straight into the query', async () => {
    const query = parseDirectoryQuery(new URLSearchParams('category=restaurants&badge=osha-compliant&sort=rating&dir=asc'))
    expect((await findBusinesses(db, cityId, query)).businesses.map((b) => b.name)).toEqual(['Alpha Diner'])
  })

  it('returns ratings as numbers and card fields', async () => {
    const [card] = (await findBusinesses(db, cityId, { ...all, category: 'healthcare' })).businesses
    expect(card).toMatchObject({ name: 'Care Clinic', rating: 4.9, safetyScore: 91, currentBadges: ['State Certified', 'Local Safety Leader'], category: 'healthcare' })
  })

  it('finds a city by slug and the first city of a state alphabetically', async () => {
    expect(await findCityBySlug(db, 'little-rock')).toMatchObject({ name: 'Little Rock', state: 'AR', stateName: 'Arkansas' })
    expect(await findCityBySlug(db, 'atlantis')).toBeUndefined()
    expect((await findFirstCityOfState(db, 'CO'))?.name).toBe('Denver')
    expect(await findFirstCityOfState(db, 'ZZ')).toBeUndefined()
  })

  it('ranks the top 5 of a category across cities by safety score', async () => {
    const top = await findTopBusinesses(db, 'restaurants')
    expect(top).toHaveLength(5)
    const scores = top.map((b) => b.safetyScore)
    expect(scores).toEqual([...scores].sort((a, b) => (b ?? 0) - (a ?? 0)))
    expect(top.every((b) => b.category === 'restaurants')).toBe(true)
    expect(top.map((b) => b.name)).not.toContain('Hidden Place')
  })

  it('gives a card only what it shows, and a published business its details by id (hidden ones never)', async () => {
    const [care] = (await findBusinesses(db, cityId, { ...all, category: 'healthcare' })).businesses
    // No badge records: every badge on record counts.
    expect(toSummary(care!)).toEqual({
      id: care!.id,
      name: 'Care Clinic',
      category: 'healthcare',
      description: 'Walk-in care, 100% hand hygiene audits.',
      rating: 4.9,
      reviewCount: 10,
      safetyScore: 91,
      address: care!.address,
      slug: care!.slug,
      citySlug: 'testville',
      auditedLabel: 'Audited January 2026',
      currentBadges: ['State Certified', 'Local Safety Leader'],
      latestInspection: null,
    })
    // The details (dialog, business page) say the same as the card, and more.
    expect(await findBusinessDetails(db, care!.id)).toMatchObject(care!)
    const hidden = await db.selectFrom('businesses').select('id').where('name', '=', 'Hidden Place').executeTakeFirstOrThrow()
    expect(await findBusinessDetails(db, hidden.id)).toBeNull()
    expect(await findBusinessDetails(db, '00000000-0000-4000-8000-000000000000')).toBeNull()
  })

  it('counts a badge only while its award is current: expired and revoked awards stop counting on cards, details and filters', async () => {
    const alpha = await db.selectFrom('businesses').select('id').where('name', '=', 'Alpha Diner').executeTakeFirstOrThrow()
    // Its badges from the fixture's awards make way for two awards of known dates.
    await db.deleteFrom('awards').where('business_id', '=', alpha.id).execute()
    const osha = await createAward(db, { businessId: alpha.id, badgeId: 'osha-compliant', issuedOn: '2020-01-01', expiresOn: '2999-01-01', issuer: 'OSHA' })
    const state = await createAward(db, { businessId: alpha.id, badgeId: 'state-certified', issuedOn: '2025-01-01', expiresOn: '2999-01-01', issuer: 'State' })
    await db.updateTable('businesses').set({ audited_on: '2025-03-14' }).where('id', '=', alpha.id).execute()
    await refreshSafetyRecords(db, [alpha.id])
    const ids = async (badges: BadgeType[]) => (await findBusinesses(db, cityId, { ...all, badges })).businesses.map((b) => b.id)
    expect(await ids(['osha'])).toContain(alpha.id)

    // The OSHA award's expiry date passes: the new-day job takes the badge off.
    await db.updateTable('awards').set({ expires_on: '2021-01-01' }).where('code', '=', osha.code).execute()
    await db.updateTable('businesses').set({ safety_record_changes_on: '2021-01-02' }).where('id', '=', alpha.id).execute()
    await startNewDay(db, '2021-01-15')
    const details = await findBusinessDetails(db, alpha.id)
    expect(details).toMatchObject({ currentBadges: ['State Certified'], auditedLabel: 'Audited March 2025' })
    expect(details!.awards.map((a) => [a.code, a.status])).toEqual(expect.arrayContaining([[osha.code, 'expired'], [state.code, 'current']]))
    const card = (await findBusinesses(db, cityId, all)).businesses.find((b) => b.id === alpha.id)
    expect(card).toMatchObject({ currentBadges: ['State Certified'] })
    expect(await ids(['osha'])).not.toContain(alpha.id)
    expect(await ids(['state'])).toContain(alpha.id)

    // Revoked: it no longer counts either, and says why.
    await db.updateTable('awards').set({ revoked_at: new Date(), revoked_reason: 'Failed re-inspection' }).where('code', '=', state.code).execute()
    await refreshSafetyRecords(db, [alpha.id])
    expect(await ids(['state'])).not.toContain(alpha.id)
    expect((await findBusinessDetails(db, alpha.id))!.awards.find((a) => a.code === state.code)).toMatchObject({ status: 'revoked', revokedReason: 'Failed re-inspection' })
  })
})
