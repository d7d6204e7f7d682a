// Both engines: writes through a second instance are only possible on PostgreSQL.
// Decision 014: a city page's businesses are kept in memory per content version. A render the page
// cache does not answer (a signed-in member's) must still show every write at once after it on
// this instance, and within a second of a write made through another.
import { beforeAll, describe, expect, it } from 'vitest'
import { parseBusiness } from '~/domain/business/model.ts'
import { saveBusiness } from '~/domain/business/save-business.admin.server.ts'
import { engine, openAppDatabase, routeArgs, testContext } from '../support/app-database.ts'

const db = await openAppDatabase('directory-cache')
const { contentVersionTracker } = await import('~/lib/public-data-cache.server.ts')
const city = await import('~/routes/city.tsx')

const admin = { email: 'owner@safest.test' }
let denverId = 0

async function shownOnDenver(search: string): Promise<string[]> {
  const url = new URL(`http://localhost:3000/city/denver?q=${encodeURIComponent(search)}`)
  const data = await city.loader(routeArgs(new Request(url), testContext(), { cityName: 'denver' }))
  return data.result.businesses.map((b) => b.name)
}

async function addTestBusiness(name: string, rating = '4') {
  const parsed = parseBusiness({ name, category: 'retail', description: 'd', rating, address: '1 Main St', phone: '(303) 555-0100', safetyScore: '80', cityId: String(denverId) })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  await saveBusiness(db, admin, null, parsed.value)
}

beforeAll(async () => {
  denverId = (await db.selectFrom('cities').select('id').where('slug', '=', 'denver').executeTakeFirstOrThrow()).id
})

describe(`a city page's businesses, kept per content version, on ${engine}`, () => {
  it('reads the same filters once, and shows a listing saved on this instance at once', async () => {
    expect(await shownOnDenver('Directory Cache')).toEqual([])
    await addTestBusiness('Directory Cache Hardware')
    // The server marks the version stale when a mutating request ends (server.ts); so does this.
    contentVersionTracker.markStale()
    expect(await shownOnDenver('Directory Cache')).toEqual(['Directory Cache Hardware'])
  })

  it('shows a write it was not told about (another instance’s) within a second', async () => {
    expect(await shownOnDenver('Directory Cache')).toEqual(['Directory Cache Hardware'])
    await addTestBusiness('Directory Cache Lumber')
    // Not marked stale: only the once-a-second read of the version can tell.
    expect(await shownOnDenver('Directory Cache')).toEqual(['Directory Cache Hardware'])
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await shownOnDenver('Directory Cache')).sort()).toEqual(['Directory Cache Hardware', 'Directory Cache Lumber'])
  })
})
