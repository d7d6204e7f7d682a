import { CONTENT_IMAGE_FILE, contentImageKey } from '~/lib/content-images.ts'
import { uploadStore } from '~/lib/upload-store.server.ts'

/**
 * GET /content-images/{name}.webp: an image the admin uploaded for a post, product or review,
 * stored re-encoded under content-images/. Names are new for every upload, so cached for good.
 */
export async function loader({ params }: { params: { file: string } }) {
  if (!CONTENT_IMAGE_FILE.test(params.file)) return notFound()
  const body = await uploadStore().get(contentImageKey(params.file))
  if (!body) return notFound()
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Length': String(body.length) },
  })
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
}
