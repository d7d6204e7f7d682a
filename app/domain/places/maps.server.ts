import type { DB } from '~/lib/db.server.ts'
import { distanceMiles, HERE_MILES, distanceWords, type Point } from '~/lib/geo.ts'
import { drawMap, farthestMiles, localProjection, pinMargin, ringMiles, type MapData } from '~/lib/local-map.ts'
import { countOf } from '~/lib/plural.ts'
import { projectUs, US_MAP_HEIGHT, US_MAP_WIDTH } from './us-map.server.ts'

// Their sizes in map units, and the narrowest each is drawn (CSS px, a 320 px screen).
const CITY_MAP = { width: 640, height: 360, minWidth: 288 }
const BUSINESS_MAP = { width: 480, height: 280, minWidth: 238 }
const OTHERS_SHOWN = 200

/** Just the coordinates of a row (the street map is sent nothing else). */
const onEarth = (p: Point): Point => ({ latitude: p.latitude, longitude: p.longitude })
const located = <T extends { latitude: number | null; longitude: number | null }>(r: T): r is T & Point => r.latitude !== null && r.longitude !== null

/** /city: every city with a point as a dot on the U.S. map, sized by its published businesses, each a link to its page. */
export async function citiesMap(db: DB): Promise<MapData> {
  const rows = await db.selectFrom('cities').select(['name', 'state', 'slug', 'latitude', 'longitude', 'business_count']).orderBy('business_count', 'desc').execute()
  const dots = rows.filter(located).flatMap((c) => {
    const xy = projectUs(c)
    const label = `${c.name}, ${c.state.trim()}: ${countOf(c.business_count, 'business', 'businesses')}`
    return xy ? [{ ...xy, r: Math.round((3 + 1.2 * Math.sqrt(c.business_count)) * 10) / 10, label, href: `/city/${c.slug}` }] : []
  })
  return drawMap({ width: US_MAP_WIDTH, height: US_MAP_HEIGHT, minWidth: 288, pins: [], dots, background: '/maps/us.svg' })
}

/** A city page: the businesses of the page shown as pins numbered as their cards, around the city's centre. */
export async function cityMap(db: DB, city: { id: number; name: string }, businesses: { id: string; name: string; slug: string; citySlug: string }[]): Promise<MapData | null> {
  const center = await db.selectFrom('cities').select(['latitude', 'longitude']).where('id', '=', city.id).executeTakeFirst()
  if (!center || !located(center)) return null
  const points = businesses.length === 0 ? [] : await db.selectFrom('businesses').select(['id', 'latitude', 'longitude']).where('id', 'in', businesses.map((b) => b.id)).execute()
  const pointOf = new Map(points.filter(located).map((p) => [p.id, p]))
  const span = Math.max(1, farthestMiles(center, [...pointOf.values()]) * 1.1)
  const { project, pxPerMile } = localProjection(center, span, CITY_MAP.width, CITY_MAP.height, pinMargin(CITY_MAP))
  const pins = businesses.flatMap((b, i) => {
    const p = pointOf.get(b.id)
    return p ? [{ ...project(p), point: onEarth(p), n: i + 1, label: `${i + 1}. ${b.name}`, href: `/city/${b.citySlug}/${b.slug}` }] : []
  })
  const ring = ringMiles(span)
  return drawMap({ ...CITY_MAP, pins, center: { ...project(center), point: onEarth(center), label: `${city.name} center` }, rings: [{ r: Math.round(ring * pxPerMile), label: `${ring} mi` }] })
}

/** A business page: where the business is in its city (its pin, the city's centre and the distance between). */
export async function businessMap(db: DB, business: { id: string; name: string; cityName: string }): Promise<(MapData & { fromCenter: string | null }) | null> {
  const row = await db.selectFrom('businesses').innerJoin('cities', 'cities.id', 'businesses.city_id')
    .select(['businesses.latitude', 'businesses.longitude', 'businesses.city_id', 'cities.latitude as cityLatitude', 'cities.longitude as cityLongitude'])
    .where('businesses.id', '=', business.id).executeTakeFirst()
  if (!row || !located(row) || row.cityLatitude === null || row.cityLongitude === null) return null
  const center = { latitude: row.cityLatitude, longitude: row.cityLongitude }
  // The city's other businesses, for a sense of where this one is among them.
  const others = (await db.selectFrom('businesses').select(['latitude', 'longitude']).where('city_id', '=', row.city_id).where('status', '=', 'published')
    .where('id', '!=', business.id).where('latitude', 'is not', null).limit(OTHERS_SHOWN).execute()).filter(located)
  const miles = distanceMiles(center, row)
  const span = Math.max(1, miles * 1.2, farthestMiles(center, others) * 1.05)
  const { project, pxPerMile } = localProjection(center, span, BUSINESS_MAP.width, BUSINESS_MAP.height, pinMargin(BUSINESS_MAP))
  const ring = ringMiles(span)
  const map = drawMap({
    ...BUSINESS_MAP,
    dots: others.map((o) => ({ ...project(o), label: '', muted: true })),
    pins: [{ ...project(row), point: onEarth(row), label: business.name }],
    center: { ...project(center), point: onEarth(center), label: `${business.cityName} center` },
    rings: [{ r: Math.round(ring * pxPerMile), label: `${ring} mi` }],
  })
  // "0.4 mi from the center of Denver"; null: at the centre itself (a business placed by its city's point).
  return { ...map, fromCenter: miles < HERE_MILES ? null : distanceWords(miles) }
}
