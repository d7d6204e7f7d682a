// Both engines: full-text search and its bounded queries, whose plans differ per engine.
// The businesses tables' search (business-search.ts, migration 0015): every word of the search begins a
// word of a business's name, address, city or category. Each search, in every sort and direction, page by
// page, shows exactly the businesses that rule picks, in the table's order, and follows every kind of
// write.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findCityBySlug } from '~/domain/directory/find-cities.server.ts'
import { findBusinessRows } from '~/domain/business/find-business-rows.admin.server.ts'
import { parseBusinessQuery, type BusinessSort } from '~/domain/business/business-query.ts'
import { parseBusiness } from '~/domain/business/model.ts'
import { removeBusinesses } from '~/domain/business/remove-businesses.admin.server.ts'
import { saveBusiness } from '~/domain/business/save-business.admin.server.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

const made: string[] = []
const admin = { email: 'owner@safest.test' }

const db = await openAppDatabase('business-search')
beforeAll(async () => {
  const denver = (await findCityBySlug(db, 'denver'))!
  const fixtures: Record<string, string>[] = [
    { name: 'Quillfeather Harbor Cafe', address: '12 Quillfeather Way', cityId: String(denver.id) },
    { name: 'Seaquill Diner', address: '40 Ocean Ave', cityId: String(denver.id) }, // "quill" inside a word only
    { name: 'Quill & Co.', address: '7 Elm St', cityId: String(denver.id), status: 'hidden' },
    { name: "O'Quillan Bakery", address: '9 Pine St', cityId: '' }, // a word after an apostrophe
    { name: 'Plain Shop', address: '5 Quillton Rd', cityId: String(denver.id), rating: '2.5' }, // by its address
    { name: 'Quillfeather Two', address: '13 Quillfeather Way', cityId: '', category: 'healthcare' },
    { name: 'Joe’s Quillery', address: '2 Elm St', cityId: String(denver.id) }, // a curly apostrophe, as phones type it
  ]
  for (const fields of fixtures) {
    const parsed = parseBusiness({ category: 'retail', description: 'd', rating: '4', phone: '(303) 555-0100', status: 'published', ...fields })
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
    const saved = await saveBusiness(db, admin, null, parsed.value)
    made.push(saved.id)
  }
})
afterAll(async () => {
  if (made.length > 0) await removeBusinesses(db, admin, made)
})

/** The rule, written out plainly: each search word begins some word of the name, address, city or category. */
function matches(row: { name: string; address: string; cityName: string | null; category: string }, q: string): boolean {
  const terms = q.toLowerCase().split(/[\s!-/:-@[-`{-~]+/).filter(Boolean)
  const words = [row.name, row.address, row.cityName ?? '', row.category, categoryLabel(row.category)].join(' ').toLowerCase().split(/[\s!-/:-@[-`{-~]+/)
  return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)))
}

type Row = { id: string; name: string; address: string; category: string; status: string; cityName: string | null }
/** The table in each sort's order (ordered by the database, as the table is), read once until the rows change. */
const tableOrders = new Map<string, Promise<Row[]>>()
function inTableOrder(sort: BusinessSort, dir: 'asc' | 'desc'): Promise<Row[]> {
  const column = { name: 'businesses.name', category: 'businesses.category', city: 'cities.name', rating: 'businesses.review_average', safety_score: 'businesses.safety_score', status: 'businesses.status', updated_at: 'businesses.updated_at' }[sort]
  const rows = tableOrders.get(`${sort} ${dir}`) ?? db
    .selectFrom('businesses')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .select(['businesses.id', 'businesses.name', 'businesses.address', 'businesses.category', 'businesses.status', 'cities.name as cityName'])
    .orderBy(sql`${sql.ref(column)} ${sql.raw(dir)} nulls last`)
    .orderBy('businesses.name', dir)
    .orderBy('businesses.id', dir)
    .execute()
  tableOrders.set(`${sort} ${dir}`, rows)
  return rows
}

/** Every business the rule picks, in the table's order for this sort. */
async function expected(q: string, sort: BusinessSort, dir: 'asc' | 'desc', includeHidden: boolean): Promise<string[]> {
  return (await inTableOrder(sort, dir)).filter((r) => (includeHidden || r.status === 'published') && matches(r, q)).map((r) => r.id)
}

async function shown(q: string, sort: BusinessSort, dir: 'asc' | 'desc', includeHidden: boolean): Promise<string[]> {
  const params = (page: number) => new URLSearchParams({ q, sort, dir, page: String(page) })
  const first = await findBusinessRows(db, parseBusinessQuery(params(1)), { includeHidden })
  const ids = first.businesses.map((l) => l.id)
  for (let page = 2; page <= first.pageCount; page++) ids.push(...(await findBusinessRows(db, parseBusinessQuery(params(page)), { includeHidden })).businesses.map((l) => l.id))
  expect(first.total, `total for "${q}"`).toBe(ids.length)
  return ids
}

describe(`listings search on ${engine}`, () => {
  it('finds the listings whose words begin with each search word, in every sort and direction, page by page', async () => {
    const searches = ['quill', 'QUILL', 'quillfeather harbor', 'harbor quillfeather', 'seaquill', 'uill', "o'quillan", 'quillfeather 12', 'quill denver', 'quillfeather health', 'quillton', '&', 'zzzq', 'denver', 'joe’s', 'joe’s quillery']
    for (const q of searches) {
      for (const includeHidden of [true, false]) {
        for (const sort of ['name', 'rating', 'city'] as const) {
          for (const dir of ['asc', 'desc'] as const) {
            expect(await shown(q, sort, dir, includeHidden), `"${q}" by ${sort} ${dir}, hidden ${includeHidden}`).toEqual(await expected(q, sort, dir, includeHidden))
          }
        }
      }
    }
    // The rule itself, on the fixtures: a word's start, never its middle; hidden businesses for admins only.
    const names = async (q: string, includeHidden = true) => (await findBusinessRows(db, parseBusinessQuery(new URLSearchParams({ q })), { includeHidden })).businesses.map((l) => l.name)
    expect(await names('quill')).toEqual(['Joe’s Quillery', "O'Quillan Bakery", 'Plain Shop', 'Quill & Co.', 'Quillfeather Harbor Cafe', 'Quillfeather Two'])
    expect(await names('quill', false)).toEqual(['Joe’s Quillery', "O'Quillan Bakery", 'Plain Shop', 'Quillfeather Harbor Cafe', 'Quillfeather Two'])
    expect(await names('joe’s')).toEqual(['Joe’s Quillery'])
    expect(await names('uill')).toEqual([])
    expect(await names('harbor quillf')).toEqual(['Quillfeather Harbor Cafe'])
    expect(await names('quillfeather health')).toEqual(['Quillfeather Two'])
    // Only the first 8 words count: a ninth cannot narrow the matches.
    expect(await names('quillfeather harbor cafe 12 way denver retail q zzzq')).toEqual(['Quillfeather Harbor Cafe'])
    expect(await names('quillfeather harbor cafe 12 way denver zzzq')).toEqual([])
  })

  it('shows the same pages of a common search (over 1,000 matches) in every other sort, near the top and deep down', async () => {
    const denver = (await findCityBySlug(db, 'denver'))!
    // 1,100 businesses share the word "Zephyr" and ZIP codes that begin with 8 (over 100 different
    // words begin with the digit); 1,400 others rate 5.0 and so come first by rating, pushing the
    // deeper pages of the search past the businesses read in the sort's order first.
    await sql`insert into businesses (name, slug, category, rating, safety_score, address, city_id, status)
      select 'Zephyr Outpost ' || g, 'zephyr-outpost-' || g, case when g % 3 = 0 then 'retail' else 'healthcare' end, (g % 45) / 10.0,
        g % 101, g || ' Gale St, 8' || lpad(g::text, 4, '0'), case when g % 5 = 0 then null else ${denver.id}::int end, case when g % 7 = 0 then 'hidden' else 'published' end
      from generate_series(1, 1100) as g`.execute(db)
    await sql`insert into businesses (name, slug, category, rating, safety_score, address, city_id)
      select case when g % 2 = 0 then 'Calm Corner ' else 'Calmwater Corner ' end || g, 'calm-corner-' || g, 'retail', 5.0, 100, g || ' Still Rd', ${denver.id}::int
      from generate_series(1, 1400) as g`.execute(db)
    tableOrders.clear()
    try {
      // A word, a prefix of two words, two terms, a city's name, a category, a digit alone and with a word.
      for (const q of ['zephyr', 'calm', 'outpost zeph', 'zephyr denver', 'denver', 'health', '8', 'zephyr 8']) {
        for (const includeHidden of [true, false]) {
          // The category, status, score and last update are read as the rating is (their own (key, name, id) index).
          for (const sort of ['name', 'rating', 'city'] as const) {
            for (const dir of ['asc', 'desc'] as const) {
              const all = await expected(q, sort, dir, includeHidden)
              // Past the last page the table shows the last one.
              const lastPage = Math.max(1, Math.ceil(Math.min(all.length, 1000) / 25))
              for (const page of [...new Set([1, 30].map((p) => Math.min(p, lastPage)))]) {
                // The page of a search with over 1,000 matches is looked for among the first 500
                // businesses in the table's order (10,000 in a big table) before every match is sorted.
                const shownPage = await findBusinessRows(db, parseBusinessQuery(new URLSearchParams({ q, sort, dir, page: String(page) })), { includeHidden, window: 500 })
                expect(shownPage.totalIsLowerBound, `"${q}" counts past 1,000`).toBe(all.length > 1000)
                expect(shownPage.businesses.map((l) => l.id), `"${q}" by ${sort} ${dir}, page ${page}, hidden ${includeHidden}`).toEqual(all.slice((page - 1) * 25, page * 25))
              }
            }
          }
        }
      }
    } finally {
      await sql`delete from businesses where slug like 'zephyr-outpost-%' or slug like 'calm-corner-%'`.execute(db)
      tableOrders.clear()
    }
  })

  it('follows renames, new addresses, status changes and deletes', async () => {
    const id = made[1]!
    const current = await db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const edit = (fields: Record<string, string>) => {
      const parsed = parseBusiness({ name: current.name, category: current.category, description: 'd', rating: '4', address: current.address, phone: '(303) 555-0100', cityId: String(current.city_id), status: 'published', ...fields })
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
      return saveBusiness(db, admin, id, parsed.value)
    }
    const ids = async (q: string, includeHidden = true) => (await findBusinessRows(db, parseBusinessQuery(new URLSearchParams({ q })), { includeHidden })).businesses.map((l) => l.id)
    await edit({ name: 'Wavecrest Diner' })
    expect(await ids('wavecrest')).toEqual([id])
    expect(await ids('seaquill')).toEqual([])
    await edit({ name: 'Wavecrest Diner', address: '41 Tidepool Ave' })
    expect(await ids('tidepool')).toEqual([id])
    expect(await ids('ocean')).not.toContain(id)
    await edit({ name: 'Wavecrest Diner', address: '41 Tidepool Ave', status: 'hidden' })
    expect(await ids('wavecrest', false)).toEqual([])
    expect(await ids('wavecrest', true)).toEqual([id])
    // Its city and category are words of it too.
    const boise = (await findCityBySlug(db, 'boise'))!
    await edit({ name: 'Wavecrest Diner', address: '41 Tidepool Ave', cityId: String(boise.id), category: 'childcare' })
    expect(await ids('wavecrest boise')).toEqual([id])
    expect(await ids('wavecrest denver')).toEqual([])
    expect(await ids('wavecrest childc')).toEqual([id])
    expect(await ids('wavecrest retail')).toEqual([])
    // The site never renames or removes a city, but the search follows if it happens in the database.
    const { id: townId } = await db.insertInto('cities').values({ name: 'Quartzhaven', slug: 'quartzhaven', state: 'CO', image_path: null }).returning('id').executeTakeFirstOrThrow()
    await edit({ name: 'Wavecrest Diner', address: '41 Tidepool Ave', cityId: String(townId), category: 'childcare' })
    expect(await ids('quartzhaven')).toEqual([id])
    await db.updateTable('cities').set({ name: 'Opalford' }).where('id', '=', townId).execute()
    expect(await ids('quartzhaven')).toEqual([])
    expect(await ids('opalford wavecrest')).toEqual([id])
    await db.deleteFrom('cities').where('id', '=', townId).execute()
    expect(await ids('opalford')).toEqual([])
    expect(await ids('wavecrest')).toEqual([id])
    await removeBusinesses(db, admin, [id])
    made.splice(1, 1)
    expect(await ids('wavecrest')).toEqual([])
  })
})
