import type { NextFunction, Request, Response } from 'express'
import { refuseUnreadBody } from '~/lib/request-guards.server.ts'

/**
 * Mutating requests from another site are refused (CSRF defence in depth, besides SameSite
 * cookies): `Sec-Fetch-Site: cross-site`, an Origin of another host, and `Origin: null` (an
 * opaque origin: a sandboxed frame, a `data:` or `file:` page, a cross-site redirect; the site's
 * own forms always send their origin, its Referrer-Policy being strict-origin-when-cross-origin).
 * Requests without an Origin (servers, such as Stripe's webhook; command-line clients) pass.
 */
export function refuseCrossSiteWrites(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const site = req.get('sec-fetch-site')
  const origin = req.get('origin')
  const crossSite = site === 'cross-site' || (origin !== undefined && originHost(origin) !== req.get('host'))
  // Refused before its body is read (the connection is closed after the answer).
  if (crossSite) refuseUnreadBody(req, res, 403, 'Cross-origin request refused')
  else next()
}

/** The host of an Origin header; `null` and a malformed one count as foreign. */
function originHost(origin: string): string | null {
  if (origin === 'null') return null
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}
