import type { NextFunction, Request, Response } from 'express'
import type { AppLoadContext } from 'react-router'
import { compressDocument, pickEncoding } from './compress-document.server.ts'
import { log } from './log.server.ts'
import { pageCacheKey, type CachePolicy } from './page-cache-policy.ts'
import { compressPage, ContentVersionTracker, pageStore, type CachedPage, type DocumentHeaders } from './page-cache.server.ts'

export { PUBLIC_PAGE_CACHE_CONTROL } from './page-cache.server.ts'

// A visitor with any of these cookies is (or may be) signed in, or has a toast waiting: their
// page is their own and is never cached.
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__Secure-)?(?:better-auth\.[a-z_.]+|safest_toast)=/
const MB = 1024 * 1024

export interface PageCacheOptions {
  render: (request: globalThis.Request, context: AppLoadContext) => Promise<globalThis.Response>
  /** How this process reads the content version: a tracker shared with other caches, or a read to track. */
  version: ContentVersionTracker | (() => Promise<number>)
  origin: string
  /** Each page's cache policy, from its route module's `handle` (page-cache-policy.ts). */
  policyOf: (pathname: string) => CachePolicy | null
  /** The security headers of a cached page (its CSP allows its inline scripts by hash). */
  documentHeaders: DocumentHeaders
  /** Called after a write on this instance has answered (cluster workers tell their siblings). */
  onWrite?: () => void
}

/**
 * Serves anonymous GETs of public pages from an in-process cache of rendered, precompressed
 * pages (ETag, 304), invalidated by the content version: docs/decisions/007-page-cache.md and 049.
 * A miss is rendered once, from the normalised URL: a page every visitor shares (200, or the 404
 * of a page that says what was not found) is stored and answered; anything else (a redirect, a
 * 503) is answered as it was rendered.
 */
export function createPageCache({ render, version: versionSource, origin, policyOf, documentHeaders, onWrite }: PageCacheOptions) {
  const pages = pageStore(2000, 64 * MB)
  // Not-found pages have a store of their own: a flood of made-up URLs never evicts a page.
  const notFound = pageStore(500, 8 * MB)
  const counts = { hits: 0, misses: 0 }
  const tracker = versionSource instanceof ContentVersionTracker ? versionSource : new ContentVersionTracker(versionSource)
  const afterWrites = markStaleAfterWrites(tracker, onWrite)
  const inflight = new Map<string, Promise<CachedPage | globalThis.Response>>()

  const cached = (key: string, version: number) => {
    const page = pages.get(key) ?? notFound.get(key)
    return page?.version === version ? page : undefined
  }

  async function renderPage(key: string, version: number, req: Request, res: Response): Promise<CachedPage | globalThis.Response> {
    const headers = new Headers({ accept: 'text/html', 'user-agent': req.get('user-agent') ?? '' })
    const request = new globalThis.Request(new URL(key, origin), { headers })
    const response = await render(request, { cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? 'unknown', requestId: res.locals.requestId as string })
    const contentType = response.headers.get('content-type') ?? ''
    if ((response.status !== 200 && response.status !== 404) || response.headers.has('set-cookie') || !contentType.startsWith('text/html')) return response
    const page = compressPage(version, response.status, contentType, await response.text(), documentHeaders)
    ;(page.status === 200 ? pages : notFound).set(key, page)
    return page
  }

  /** The stored page, its headers replacing those set before (the nonce's CSP), 304 on a matching ETag. */
  function send(req: Request, res: Response, page: CachedPage, hit: boolean) {
    counts[hit ? 'hits' : 'misses']++
    const notModified = req.headers['if-none-match'] === page.etag
    const encoding = pickEncoding(req.headers['accept-encoding'])
    res.writeHead(notModified ? 304 : page.status, ['X-Cache', hit ? 'HIT' : 'MISS', ...page.headers[notModified ? 'notModified' : encoding]])
    res.end(notModified || req.method === 'HEAD' ? undefined : page.body[encoding])
  }

  async function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return afterWrites(req, res, next)
    if (PERSONAL_COOKIES.test(req.headers.cookie ?? '')) return next()
    let version = tracker.fresh()
    // Most requests ask for a cache key as it is (no tracking parameters, parameters in order).
    const asAsked = version === undefined ? undefined : cached(req.url, version)
    if (asAsked) return send(req, res, asAsked, true)
    const key = pageCacheKey(new URL(req.url, origin), policyOf)
    if (!key) return next()
    try {
      version ??= await tracker.current()
      const page = cached(key, version)
      if (page) return send(req, res, page, true)
      const flightKey = `${version}:${key}`
      let flight = inflight.get(flightKey)
      const own = !flight
      if (!flight) {
        flight = renderPage(key, version, req, res).finally(() => inflight.delete(flightKey))
        inflight.set(flightKey, flight)
      }
      const rendered = await flight
      if (!(rendered instanceof globalThis.Response)) return send(req, res, rendered, false)
      // Rendered for another request: this one takes the ordinary path.
      if (!own) return next()
      await answerWith(req, res, rendered)
    } catch (error) {
      // The database is unreachable or the render failed: the ordinary path answers (503, 500).
      log('error', 'page cache bypassed', { id: res.locals.requestId, error: String(error) })
      if (!res.headersSent) next()
    }
  }

  return { middleware, stats: () => ({ ...counts, entries: pages.size + notFound.size, bytes: pages.calculatedSize + notFound.calculatedSize }), clear: () => (pages.clear(), notFound.clear()), markStale: () => tracker.markStale() }
}

/** A rendered answer as it is, its document compressed as the client accepts. */
async function answerWith(req: Request, res: Response, response: globalThis.Response) {
  res.status(response.status)
  for (const [name, value] of response.headers) if (name !== 'set-cookie' && name !== 'content-length') res.setHeader(name, value)
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('Set-Cookie', cookies)
  const raw = Buffer.from(await response.arrayBuffer())
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return res.end(raw)
  const { body, encoding } = compressDocument(raw, pickEncoding(req.headers['accept-encoding']))
  res.append('Vary', 'Accept-Encoding')
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.end(body)
}

/**
 * Once a mutating request has answered (its transaction committed), the tracker reads the new
 * content version on its next use, and `onWrite` tells the cluster's other workers.
 */
export function markStaleAfterWrites(tracker: ContentVersionTracker, onWrite?: () => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.on('finish', () => {
        if (res.statusCode >= 400) return
        tracker.markStale()
        onWrite?.()
      })
    }
    next()
  }
}
