import type { NextFunction, Request, Response } from 'express'
import { describeError, isDatabaseUnavailable, unavailableHeaders, UNAVAILABLE_MESSAGE } from '~/lib/db-errors.server.ts'
import { log } from '~/lib/log.server.ts'
import { clientErrorStatus } from '~/lib/request-guards.server.ts'

/**
 * Last resort: errors React Router could not turn into a page (it calls next(error)). Never a
 * stack trace; an outage answers 503 like the rest of the site.
 */
export function lastResort(error: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(error)
  // A client's mistake that reached here (a bad encoding, an aborted body) is a 4xx, not a fault.
  const clientStatus = clientErrorStatus(error)
  if (clientStatus) {
    log('info', 'request refused', { id: res.locals.requestId, path: req.originalUrl.slice(0, 300), status: clientStatus, error: describeError(error) })
    res.status(clientStatus).set('Cache-Control', 'no-store').type('text/plain').send(clientStatus === 413 ? 'Request body too large' : 'Bad request')
    return
  }
  const unavailable = isDatabaseUnavailable(error)
  log('error', 'request failed', { id: res.locals.requestId, path: req.originalUrl.slice(0, 300), error: describeError(error) })
  res.status(unavailable ? 503 : 500)
  if (unavailable) res.set(unavailableHeaders())
  if (req.path.startsWith('/api/')) {
    res.json({ error: unavailable ? UNAVAILABLE_MESSAGE : 'Internal server error' })
  } else {
    res.type('html').send(fallbackPage(unavailable, req.originalUrl))
  }
}

/** A self-contained page (no build assets, no database) in the site's colors. */
function fallbackPage(unavailable: boolean, url: string): string {
  const title = unavailable ? 'We’ll be right back' : 'Something went wrong'
  const text = unavailable
    ? 'Safest is briefly unavailable while we reconnect to our database. Please try again in a few seconds.'
    : 'We couldn’t load this page. Please try again in a moment.'
  const retry = escapeHtml(url.startsWith('/') && !url.startsWith('//') ? url : '/')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Safest</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc">
<header style="background:#1e40af;color:#fff;padding:16px 24px;font-weight:800;font-size:20px"><a href="/" style="color:#fff;text-decoration:none">Safest</a></header>
<main style="max-width:36rem;margin:0 auto;padding:96px 16px;text-align:center">
<h1 style="font-size:28px">${title}</h1><p style="color:#475569">${text}</p>
<p><a href="${retry}" style="display:inline-block;background:#1e40af;color:#fff;padding:12px 24px;border-radius:8px;font-weight:600;text-decoration:none">Retry</a></p>
</main></body></html>`
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
