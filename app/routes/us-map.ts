import { createHash } from 'node:crypto'
import { usBaseMapSvg } from '~/domain/places/us-map.server.ts'
import type { Route } from './+types/us-map'

/** GET /maps/us.svg: the U.S. base map the /city map draws its cities over (the same for everyone; a day's cache, ETag). */
export function loader({ request }: Route.LoaderArgs) {
  const svg = usBaseMapSvg()
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' }
  if (request.headers.get('If-None-Match')?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers })
  return new Response(svg, { headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8', 'Content-Security-Policy': "default-src 'none'" } })
}
