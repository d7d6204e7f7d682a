import { sql } from 'kysely'
import { US_STATES } from '~/content/states.ts'
import type { DB } from '~/lib/db.server.ts'
import { businessSlug } from '~/lib/slugs.ts'
import { inTransaction } from '~/lib/transaction.server.ts'
import { businessSchema } from '~/domain/business/model.ts'
import { createBusinesses, type NewBusiness } from '~/domain/business/create-businesses.server.ts'
import type { ImportProblem } from '~/lib/db-schema-records.ts'
import type { RecordSource } from '~/domain/records/sources/source.ts'

// A directory built from public records (decision 047): the establishments of a feed that match
// no business become businesses of the source's category, in the city their place names, at the
// feed's coordinates (else their ZIP code's centroid), marked as coming from the records.

const PAGE = 500
const STATES = new Set(US_STATES.map((s) => s.abbr))

interface Place {
  city: string
  state: string
  zip5: string
}

/**
 * The city of a place: a directory city of its name and state; else the city its ZIP code is in;
 * else, for a US town the registry knows (`places`), a new directory city at that town's point.
 * Null: no city can be named (the business is not created).
 */
async function cityOf(db: DB, place: Place, cache: Map<string, number | null>): Promise<number | null> {
  const key = `${place.city.toLowerCase()}|${place.state}|${place.zip5}`
  if (cache.has(key)) return cache.get(key)!
  const zip = place.zip5 ? await db.selectFrom('zip_codes').select(['city', 'state']).where('zip', '=', place.zip5).executeTakeFirst() : undefined
  const state = STATES.has(place.state) ? place.state : zip?.state ?? ''
  const names = [...new Set([place.city, zip?.city ?? ''].filter(Boolean).map((n) => n.toLowerCase()))]
  let id: number | null = null
  for (const name of names) {
    const city = await db.selectFrom('cities').select('id').where(sql<string>`lower(name)`, '=', name).where('state', '=', zip && name === zip.city.toLowerCase() ? zip.state : state).executeTakeFirst()
    if (city) {
      id = city.id
      break
    }
  }
  for (const name of id === null ? names : []) {
    const st = zip && name === zip.city.toLowerCase() ? zip.state : state
    const town = await db.selectFrom('places').select(['name', 'state', 'latitude', 'longitude', 'population'])
      .where(sql<string>`lower(name)`, '=', name).where('state', '=', st).orderBy('population', 'desc').executeTakeFirst()
    if (!town) continue
    const base = businessSlug(town.name)
    const taken = await db.selectFrom('cities').select('slug').where('slug', 'in', [base, `${base}-${town.state.toLowerCase()}`]).execute()
    const slug = taken.some((t) => t.slug === base) ? `${base}-${town.state.toLowerCase()}` : base
    const created = await db.insertInto('cities').values({ name: town.name, state: town.state, slug, image_path: null, latitude: town.latitude, longitude: town.longitude, population: town.population })
      .onConflict((oc) => oc.column('slug').doNothing()).returning('id').executeTakeFirst()
    id = created?.id ?? (await db.selectFrom('cities').select('id').where('slug', '=', slug).executeTakeFirst())?.id ?? null
    break
  }
  cache.set(key, id)
  return id
}

export interface CreatedFromRecords {
  created: number
  problems: ImportProblem[]
}

/** "1 Main St, Springfield, IL 62701": the address a business keeps (its ZIP code last, as matching reads it). */
const addressOf = (street: string, city: string, state: string, zip5: string) => `${[street, city].filter(Boolean).join(', ')}, ${state} ${zip5}`

/**
 * Creates a business for every establishment of the feed that matches none (no candidate at all;
 * one waiting for the admin is not created), attached to it (certain, 100 %). An establishment
 * without a ZIP code or a city is reported, not created.
 */
export async function createBusinessesFromRecords(db: DB, source: RecordSource, feedId: number): Promise<CreatedFromRecords> {
  const feed = await db.selectFrom('record_feeds').select(['publisher', 'feed_date']).where('id', '=', feedId).executeTakeFirstOrThrow()
  const category = source.category
  if (!category) return { created: 0, problems: [] }
  const cities = new Map<string, number | null>()
  const problems: ImportProblem[] = []
  let created = 0
  let after = ''
  for (;;) {
    const page = await db.selectFrom('record_establishments')
      .select(['source_id', 'name', 'address', 'city', 'state', 'zip5', 'phone', 'latitude', 'longitude'])
      .where('feed_id', '=', feedId).where('match_status', '=', 'none').where('source_id', '>', after).orderBy('source_id').limit(PAGE).execute()
    if (page.length === 0) break
    after = page.at(-1)!.source_id
    created += await inTransaction(db, async (trx) => {
      const rows: { sourceId: string; business: NewBusiness }[] = []
      for (const e of page) {
        const cityId = e.zip5 ? await cityOf(trx, { city: e.city, state: e.state, zip5: e.zip5 }, cities) : null
        if (cityId === null) {
          problems.push({ file: 'businesses created', line: 0, reason: `${e.name} (${source.label} ${e.source_id}): ${e.zip5 ? 'no city is known for its place' : 'it has no ZIP code'}, not created` })
          continue
        }
        const city = await trx.selectFrom('cities').select(['name', 'state']).where('id', '=', cityId).executeTakeFirstOrThrow()
        const fields = {
          name: e.name, category, rating: 0, address: addressOf(e.address, e.city || city.name, STATES.has(e.state) ? e.state : city.state, e.zip5),
          description: `Listed from public records: ${feed.publisher} (${source.section.toLowerCase()}).`,
          phone: e.phone === '' ? null : e.phone, website: '', certifications: [], cityId, safetyScore: 0, email: '', badges: [], status: 'published',
          latitude: e.latitude, longitude: e.longitude,
        }
        // A phone the feed does not give is not invented: the business has none on record.
        const parsed = businessSchema.safeParse(fields)
        if (!parsed.success) {
          const why = parsed.error.issues[0]?.message ?? 'not a valid business'
          problems.push({ file: 'businesses created', line: 0, reason: `${e.name} (${source.label} ${e.source_id}): ${why}; not created` })
          continue
        }
        rows.push({ sourceId: e.source_id, business: fields as NewBusiness })
      }
      if (rows.length === 0) return 0
      const ids = await createBusinesses(trx, rows.map((r) => r.business))
      await trx.insertInto('business_origins').values(ids.map((id) => ({ business_id: id, feed_id: feedId, source: source.id, publisher: feed.publisher, feed_date: feed.feed_date }))).execute()
      const values = sql.join(rows.map((r, i) => sql`(${r.sourceId}, ${ids[i]}::uuid)`))
      await sql`update record_establishments e set business_id = v.business_id, match_status = 'certain', match_confidence = 100, updated_at = now()
        from (values ${values}) as v(source_id, business_id) where e.feed_id = ${feedId} and e.source_id = v.source_id`.execute(trx)
      return ids.length
    })
    if (page.length < PAGE) break
  }
  return { created, problems }
}
