import { sql, type RawBuilder } from 'kysely'
import type { DB } from '~/lib/db.server.ts'

/**
 * `limit` business ids after `offset` of the whole table in city order, without sorting a million
 * rows: the cities are walked in name order and skipped whole by their trigger-kept counts, and only
 * the cities the ids span are read. Cities that share a name (generated data has 17 Winchesters) are
 * read together, their businesses merged by name as `order by city name, name, id` would: one ordered
 * index-only scan per city over (city_id, name, id) include (status) (migration 0011), merged, so a
 * deep page reads as many index entries as it skips and never sorts. Businesses without a city come
 * last in both directions. With `matching`, only the businesses that meet its condition are taken,
 * among the first `among` businesses in that order.
 */
export async function idsByCity(
  db: DB,
  includeHidden: boolean,
  dir: 'asc' | 'desc',
  offset: number,
  limit: number,
  matching?: { condition: RawBuilder<boolean>; among: number },
): Promise<string[]> {
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'name', includeHidden ? 'all_business_count as businesses' : 'business_count as businesses'])
    .orderBy('name', dir)
    .execute()
  const groups: { name: string | null; ids: (number | null)[]; businesses: number }[] = []
  for (const city of cities) {
    const last = groups.at(-1)
    if (last?.name === city.name) {
      last.ids.push(city.id)
      last.businesses += city.businesses
    } else groups.push({ name: city.name, ids: [city.id], businesses: city.businesses })
  }
  groups.push({ name: null, ids: [null], businesses: Number.POSITIVE_INFINITY })
  const ids: string[] = []
  let skip = offset
  let walked = 0
  for (const group of groups) {
    if (ids.length === limit || (matching && walked >= matching.among)) break
    if (skip >= group.businesses) {
      skip -= group.businesses
      continue
    }
    walked += group.businesses
    ids.push(...(await idsInCities(db, group.ids, includeHidden, dir, limit - ids.length, skip, matching?.condition)))
    skip = 0
  }
  return ids
}

/** `limit` business ids after `skip` of these cities (null: no city), by name and id, merged from one index scan per city. */
async function idsInCities(
  db: DB,
  cityIds: (number | null)[],
  includeHidden: boolean,
  dir: 'asc' | 'desc',
  limit: number,
  skip: number,
  condition?: RawBuilder<boolean>,
): Promise<string[]> {
  const order = sql.raw(`name ${dir}, id ${dir}`)
  const published = sql`${includeHidden ? sql`` : sql`and status = 'published'`} ${condition ? sql`and ${condition}` : sql``}`
  const scans = cityIds.map(
    (cityId) =>
      sql`(select id, name from businesses where ${cityId === null ? sql`city_id is null` : sql`city_id = ${cityId}`} ${published} order by ${order} limit ${skip + limit})`,
  )
  const { rows } = await sql<{ id: string }>`select id from (${sql.join(scans, sql` union all `)}) as merged order by ${order} limit ${limit} offset ${skip}`.execute(db)
  return rows.map((r) => r.id)
}
