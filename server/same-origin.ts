import type { NextFunction, Request, Response } from 'express'

/** Mutating requests from another site are refused (CSRF defence in depth, besides SameSite cookies). */
export function refuseCrossSiteWrites(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const site = req.get('sec-fetch-site')
  const origin = req.get('origin')
  const crossSite = site === 'cross-site' || (origin !== undefined && origin !== 'null' && originHost(origin) !== req.get('host'))
  if (crossSite) {
    res.status(403).type('text/plain').send('Cross-origin request refused')
    return
  }
  next()
}

/** The host of an Origin header; a malformed one counts as foreign. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}
