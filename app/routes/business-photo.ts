import { uploadStore } from '~/lib/upload-store.server.ts'
import { PHOTO_WIDTHS, photoKey } from '~/domain/owner/business-photos.server.ts'
import type { Route } from './+types/business-photo'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/** GET /business-photos/{photoId}-{width}.webp — an owner's photo, one size; a photo never changes (a new one has a new id). */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([0-9a-f-]{36})-(\d{3})\.webp$/.exec(params.file)
  if (!match || !(PHOTO_WIDTHS as readonly number[]).includes(Number(match[2]))) return notFound()
  const body = await uploadStore().get(photoKey(match[1]!, Number(match[2])))
  if (!body) return notFound()
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' } })
}
