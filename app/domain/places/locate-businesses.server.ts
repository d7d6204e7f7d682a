import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'

/** The ZIP code at the end of an address ("…, Denver, CO 80202" or "… 80202-1234"). */
const ZIP_OF_ADDRESS = String.raw`([0-9]{5})(?:-[0-9]{4})?\s*$`
/** The state just before it ("CO"), when the address names one. */
const STATE_OF_ADDRESS = String.raw`([A-Z]{2}),?\s+[0-9]{5}(?:-[0-9]{4})?\s*$`

/**
 * Gives businesses not placed by hand ('point') their coordinates: the centroid of the ZIP code
 * their address ends with (when the address names no state, or the ZIP code's own), else their
 * city's point, else none. `ids`: those businesses; none given: every business not placed by hand
 * (the seed, once the places are filled). One statement, so the seed places a million rows at once.
 */
export async function locateBusinesses(db: DB, ids?: readonly string[]): Promise<void> {
  if (ids && ids.length === 0) return
  const which = ids ? sql`b.id in (${sql.join(ids)})` : sql`true`
  await sql`update businesses b set
      latitude = coalesce(z.latitude, c.latitude),
      longitude = coalesce(z.longitude, c.longitude),
      located_by = case when z.zip is not null then 'zip' when c.latitude is not null then 'city' end
    from businesses o
      left join cities c on c.id = o.city_id
      left join lateral (
        select zc.zip, zc.latitude, zc.longitude from zip_codes zc
        where zc.zip = substring(o.address from ${ZIP_OF_ADDRESS})
          and coalesce(substring(o.address from ${STATE_OF_ADDRESS}), zc.state) = zc.state
      ) z on true
    where o.id = b.id and ${which} and b.located_by is distinct from 'point'`.execute(db)
}
