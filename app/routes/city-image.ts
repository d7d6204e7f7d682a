import { loadCityImage, CITY_IMAGE_WIDTHS, type CityImageWidth } from '~/domain/city-images/city-image-store.server.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/city-image'

/** GET /city-images/{slug}.jpg[?w=640] — a city's image; cached 5 minutes (spec §9). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const match = /^([a-z0-9-]{1,100})\.jpg$/.exec(params.file)
  if (!match) return new Response('Not found', { status: 404 })
  const requested = Number(new URL(request.url).searchParams.get('w') ?? 1200)
  const width: CityImageWidth = CITY_IMAGE_WIDTHS.includes(requested as CityImageWidth) ? (requested as CityImageWidth) : 1200
  const image = await loadCityImage(await database(), match[1]!, width)
  if (!image) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(image), {
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=300', 'Content-Length': String(image.length) },
  })
}
