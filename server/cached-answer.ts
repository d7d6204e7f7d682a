import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Express, Request } from 'express'
import type { createPageCache } from '~/lib/page-cache-middleware.server.ts'
import type { CachedPage } from '~/lib/page-cache.server.ts'
import { hasBody, HSTS, requestRefusal } from '~/lib/request-guards.server.ts'
import { logRequest, requestIdOf } from './security-headers.ts'
import { countVisit } from '~/domain/owner/stats-counter.server.ts'

/**
 * The server's request handler: a cached page is answered here, before express (its middleware,
 * router and compression cost more than the answer itself), with the headers stored beside it,
 * the request id, HSTS on https and the request's log line. Everything else (a miss, a signed-in
 * visitor, a write, a request to refuse, a GET with a body, one to redirect to https) goes to `app`, whose page cache
 * middleware renders and stores misses.
 */
export function answerCachedPages(app: Express, pageCache: ReturnType<typeof createPageCache>, siteUrl: string) {
  const httpsOnly = new URL(siteUrl).protocol === 'https:'
  const behindProxy = Boolean(app.get('trust proxy'))

  /** `req.secure` as express has it (behind a trusted proxy, X-Forwarded-Proto says). */
  function isSecure(req: IncomingMessage): boolean {
    if ((req.socket as { encrypted?: boolean }).encrypted) return true
    if (!behindProxy) return false
    // Express's own request methods, as express gives them to every request it handles.
    Object.setPrototypeOf(req, app.request)
    return (req as Request).secure
  }

  function answer(req: IncomingMessage, res: ServerResponse, page: CachedPage | undefined) {
    if (!page || requestRefusal(req.method, req.url ?? '', req.headers.host) || hasBody(req.headers)) return app(req, res)
    const secure = isSecure(req)
    if (httpsOnly && !secure) return app(req, res)
    const started = performance.now()
    const id = requestIdOf(req)
    pageCache.send(req, res, page, true, secure ? ['X-Request-Id', id, 'Strict-Transport-Security', HSTS] : ['X-Request-Id', id])
    logRequest(id, req.method, req.url ?? '', res.statusCode, started)
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    // Listing statistics: a Map increment in memory, flushed in batches by the job queue.
    countVisit(req.method, req.url, req.headers['user-agent'])
    const page = pageCache.lookup(req)
    if (page instanceof Promise) void page.then((found) => answer(req, res, found))
    else answer(req, res, page)
  }
}
