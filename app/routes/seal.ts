import { createHash } from 'node:crypto'
import { findAwardByCode } from '~/domain/award/find-awards.server.ts'
import { sealSvg } from '~/domain/award/seal.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/seal'

// Short enough that a revocation shows on the owner's site within the hour.
const CACHE = 'public, max-age=600'

/**
 * GET /seal/{code}.svg: the live seal of an award (its status as of now). An ETag lets a browser
 * or CDN ask again cheaply (304); an unknown code answers 404 in plain text.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const match = /^(.{1,40})\.svg$/i.exec(params.file)
  const award = match ? await findAwardByCode(await database(), match[1]!) : null
  if (!award) return new Response('Certificate not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  const svg = sealSvg(award)
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`
  const headers = { ETag: etag, 'Cache-Control': CACHE, 'X-Content-Type-Options': 'nosniff' }
  const asked = request.headers.get('If-None-Match')
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers })
  return new Response(svg, { headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" } })
}
