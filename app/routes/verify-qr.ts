import QRCode from 'qrcode'
import { findAwardByCode } from '~/domain/award/find-awards.server.ts'
import { verifyPath } from '~/domain/award/model.ts'
import { database } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import type { Route } from './+types/verify-qr'

/**
 * GET /verify/{code}/qr.svg and /verify/{code}/qr.png: a QR code of the award's verification page,
 * to print. The URL of a code never changes, so a day's caching is safe.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const award = await findAwardByCode(await database(), params.code)
  if (!award) return new Response('Certificate not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  const url = `${getEnv().SITE_URL}${verifyPath(award.code)}`
  const headers = { 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' }
  if (new URL(request.url).pathname.endsWith('.png')) {
    const png = await QRCode.toBuffer(url, { type: 'png', width: 512, margin: 2, errorCorrectionLevel: 'M' })
    return new Response(new Uint8Array(png), { headers: { ...headers, 'Content-Type': 'image/png' } })
  }
  const svg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  return new Response(svg, { headers: { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' } })
}
