// The structured-data check of `npm run check:structured-data` (scripts/lib/structured-data.ts:
// structured-data-testing-tool's Google preset and Google's rules for LocalBusiness, ratings,
// reviews, products, lists and FAQs) on the app over HTTP: a city page, the business first on it,
// a business with visitors' reviews (its AggregateRating), the example product review and a blog
// post answer with no error and no warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openAppDatabase } from '../support/app-database.ts'

const db = await openAppDatabase('structured-data')
const { startAppServer } = await import('../support/app-server.ts')
const { createTestBusinesses } = await import('../support/factories.ts')
const { checkPages, pagesToCheck } = await import('../../scripts/lib/structured-data.ts')

let server: Awaited<ReturnType<typeof startAppServer>>
let reviewed = ''
beforeAll(async () => {
  const city = await db.selectFrom('cities').select(['id', 'slug']).where('slug', '=', 'denver').executeTakeFirstOrThrow()
  const [id] = await createTestBusinesses(db, [{ name: 'Structured Data Bakery', cityId: city.id, address: '1700 Champa St, Denver, CO 80202', category: 'restaurants', rating: 4.3, safetyScore: 88, auditedOn: '2026-03-02' }])
  const { slug } = await db.selectFrom('businesses').select('slug').where('id', '=', id!).executeTakeFirstOrThrow()
  reviewed = `/city/${city.slug}/${slug}`
  server = await startAppServer()
})
afterAll(async () => {
  await server?.close()
})

describe('structured data to Google’s rules', () => {
  it('the city, business, product review and blog pages have every required and recommended property', async () => {
    const reports = await checkPages(server.base, await pagesToCheck(server.base, [reviewed]))
    expect(reports.map((r) => r.url)).toEqual([expect.stringMatching(/^\/city\/[^/]+$/), expect.stringMatching(/^\/city\/[^/]+\/[^/]+$/), '/reviews/example', expect.stringMatching(/^\/blog\//), reviewed])
    for (const r of reports) expect({ url: r.url, errors: r.errors, warnings: r.warnings }).toEqual({ url: r.url, errors: [], warnings: [] })
    const [city, , review, post, business] = reports
    expect(city!.nodes).toContain('ItemList.itemListElement ListItem.item LocalBusiness')
    expect(review!.nodes).toEqual(expect.arrayContaining(['Product', 'Product.review Review', 'Product.offers Offer', 'FAQPage.mainEntity Question']))
    expect(post!.schemas).toEqual(['Article'])
    expect(business!.nodes).toEqual(['LocalBusiness', 'LocalBusiness.address PostalAddress', 'LocalBusiness.aggregateRating AggregateRating'])
  })
})
