/** Distances on the Earth for "within R miles": a bounding box first, then the exact distance. */

export const EARTH_RADIUS_MILES = 3958.8
const MILES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_MILES

export interface Point {
  latitude: number
  longitude: number
}

/** A number as a browser writes one ("39.7491", "-104.99", "1e-7"); anything else (spaces, control characters, hex) is not. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i
const decimal = (value: string): number | null => (value.length <= 32 && DECIMAL.test(value) ? Number(value) : null)

/** A latitude/longitude pair that is a place on Earth (finite, ±90, ±180), else null. */
export function validPoint(latitude: unknown, longitude: unknown): Point | null {
  const lat = typeof latitude === 'string' ? decimal(latitude) : latitude
  const lng = typeof longitude === 'string' ? decimal(longitude) : longitude
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { latitude: lat, longitude: lng }
}

/** The smallest latitude/longitude box holding every point within `miles` of `p` (never crossing the poles' rows). */
export function boundingBox(p: Point, miles: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = miles / MILES_PER_DEGREE
  const cos = Math.cos((Math.min(89, Math.abs(p.latitude) + dLat) * Math.PI) / 180)
  const dLng = Math.min(180, miles / (MILES_PER_DEGREE * cos))
  return { minLat: p.latitude - dLat, maxLat: p.latitude + dLat, minLng: p.longitude - dLng, maxLng: p.longitude + dLng }
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Closer than this (about 260 feet) a distance reads "here": a ZIP code's or a city's own point is no distance away. */
export const HERE_MILES = 0.05

/** "here", "0.1 mi", "3.2 mi", "12 mi": a distance in words, never "0.0 mi" (under 0.1 mi reads 0.1, and 9.96 reads 10). */
export function distanceWords(miles: number): string {
  if (!(miles >= HERE_MILES)) return 'here'
  const tenths = Math.max(1, Math.round(miles * 10))
  return tenths < 100 ? `${(tenths / 10).toFixed(1)} mi` : `${Math.round(miles)} mi`
}

/** What a card says of a business's distance: "0.4 mi away", or "here". */
export function distanceAway(miles: number): string {
  const words = distanceWords(miles)
  return words === 'here' ? words : `${words} away`
}
