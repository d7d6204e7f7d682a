import { cityImageVersion } from '~/domain/city-images/find-city-images.server.ts'
import { IMAGE_WIDTHS, makeVariant, type ImageWidth } from '~/domain/city-images/image-check.server.ts'
import { uploadStore } from '~/lib/upload-store.server.ts'
import { originalKey, variantKey } from '~/domain/city-images/city-image-urls.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/city-image'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * GET /city-images/{slug}.jpg — a city's stored original, cached 5 minutes (spec §9).
 * GET /city-images/{slug}.v{version}-{width}.{webp|jpg} — one delivered size of one version,
 * cached for good (a new image has a new version, so a new URL). Only the current version is served.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const file = params.file
  const original = /^([a-z0-9-]{1,100})\.jpg$/.exec(file)
  const variant = /^([a-z0-9-]{1,100})\.v(\d{1,9})-(\d{3,4})\.(webp|jpg)$/.exec(file)
  if (!original && !variant) return notFound()
  const slug = (original ?? variant)![1]!
  const current = await cityImageVersion(await database(), slug)
  if (!current) return notFound()
  const storage = uploadStore()
  if (original) {
    const body = await storage.get(originalKey(slug))
    return body ? image(body, 'image/jpeg', 'public, max-age=300') : notFound()
  }
  const version = Number(variant![2])
  const width = Number(variant![3]) as ImageWidth
  const format = variant![4] as 'webp' | 'jpg'
  if (version !== current || !IMAGE_WIDTHS.includes(width)) return notFound()
  const key = variantKey(slug, version, width, format)
  let body = await storage.get(key)
  if (!body) {
    // Sizes are made when an image is generated; one lost since is made again from the original.
    const source = await storage.get(originalKey(slug))
    if (!source) return notFound()
    body = await makeVariant(source, width, format)
    await storage.put(key, body, format === 'webp' ? 'image/webp' : 'image/jpeg')
  }
  return image(body, format === 'webp' ? 'image/webp' : 'image/jpeg', IMMUTABLE)
}

function image(body: Buffer, type: string, cacheControl: string): Response {
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': type, 'Cache-Control': cacheControl, 'Content-Length': String(body.length) } })
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
}
