import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import { getEnv } from '~/lib/env.server.ts'
import { log } from '~/lib/log.server.ts'
import { mapTilesSource } from '~/lib/map-tiles.server.ts'
import { HSTS } from '~/lib/request-guards.server.ts'

const env = getEnv()
const production = env.NODE_ENV === 'production'
const stripeTestOrigin = env.STRIPE_API_BASE ? ` ${new URL(env.STRIPE_API_BASE).origin}` : ''
// The street map's tiles are images from the operator's tile source (MAP_TILES_URL).
const tilesSource = mapTilesSource(env.MAP_TILES_URL)

/** A document's Content-Security-Policy and other security headers, for a `script-src` value. */
export function documentHeaders(scriptSrc: string): Record<string, string> {
  const csp = [
    `default-src 'self'`,
    `script-src ${scriptSrc}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${tilesSource ? ` ${tilesSource}` : ''}`,
    `font-src 'self'`,
    `connect-src 'self'${production ? '' : ' ws: wss:'}`,
    `frame-src 'self' https://www.youtube-nocookie.com`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    // Billing forms post to us and are redirected to Stripe-hosted checkout / portal pages.
    `form-action 'self' https://checkout.stripe.com https://billing.stripe.com${stripeTestOrigin}`,
    `object-src 'none'`,
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Geolocation for this site's own pages only: /search asks for it when "Use my location" is pressed.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
}

/** The request's id: the caller's X-Request-Id (trimmed), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return (typeof given === 'string' ? given.slice(0, 64) : '') || randomUUID()
}

/** One log line per answered request. */
export function logRequest(id: string, method: string | undefined, url: string, status: number, started: number): void {
  log(status >= 500 ? 'error' : 'info', 'request', { id, method, path: url.slice(0, 300), status, ms: Math.round(performance.now() - started) })
}

/**
 * Every answer but a hashed build asset's: a request id, a CSP nonce for the page's scripts, the
 * security headers, and a log line when it has been answered (`no-store` on personal pages: react-router.ts).
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  // A hashed build asset (script, stylesheet, sprite) is no document: the page's policies do not
  // apply to it, and each of a page's ~35 asset responses would carry ~600 bytes of them.
  if (req.path.startsWith('/assets/')) {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS)
    return next()
  }
  const started = performance.now()
  const id = requestIdOf(req)
  const nonce = randomBytes(16).toString('base64')
  res.locals.requestId = id
  res.locals.cspNonce = nonce
  res.setHeader('X-Request-Id', id)
  const scriptSrc = production ? `'self' 'nonce-${nonce}'` : `'self' 'unsafe-inline' 'unsafe-eval'`
  for (const [name, value] of Object.entries(documentHeaders(scriptSrc))) res.setHeader(name, value)
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS)
  res.on('finish', () => logRequest(id, req.method, req.originalUrl, res.statusCode, started))
  next()
}
