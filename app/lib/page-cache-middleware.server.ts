import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import type { AppLoadContext } from 'react-router'
import { log } from './log.server.ts'
import { pageCacheKey, type CachePolicy } from './page-cache-policy.ts'
import { compressPage, ContentVersionTracker, PageCache, pickEncoding, type CachedPage, type DocumentHeaders } from './page-cache.server.ts'

export { PUBLIC_PAGE_CACHE_CONTROL } from './page-cache.server.ts'

// A visitor with any of these cookies is (or may be) signed in, or has a toast waiting: their
// page is their own and is never cached.
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__Secure-)?(?:better-auth\.[a-z_.]+|safest_toast)=/

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
 * pages (ETag, 304), invalidated by the content version. See docs/decisions/007-page-cache.md.
 * `lookup` + `send` answer a hit before express (server.ts); `middleware` renders the misses.
 */
export function createPageCache({ render, version: versionSource, origin, policyOf, documentHeaders, onWrite }: PageCacheOptions) {
  const cache = new PageCache()
  const tracker = versionSource instanceof ContentVersionTracker ? versionSource : new ContentVersionTracker(versionSource)
  const afterWrites = markStaleAfterWrites(tracker, onWrite)
  const inflight = new Map<string, Promise<CachedPage | null>>()

  /** Whether the request may get a shared page: an anonymous GET or HEAD. */
  const anonymousRead = (req: IncomingMessage) => (req.method === 'GET' || req.method === 'HEAD') && !PERSONAL_COOKIES.test(req.headers.cookie ?? '')
  const keyOf = (req: IncomingMessage) => pageCacheKey(new URL(req.url ?? '/', origin), policyOf)

  /** Renders a page for the cache; null when the answer is not a shareable page (404, redirect…). */
  async function renderPage(key: string, version: number, req: Request, res: Response): Promise<CachedPage | null> {
    const headers = new Headers({ accept: 'text/html', 'user-agent': req.get('user-agent') ?? '' })
    const request = new globalThis.Request(new URL(key, origin), { headers })
    const response = await render(request, { cspNonce: '', clientIp: req.ip ?? 'unknown', requestId: res.locals.requestId as string })
    const contentType = response.headers.get('content-type') ?? ''
    if (response.status !== 200 || response.headers.has('set-cookie') || !contentType.startsWith('text/html')) {
      await response.body?.cancel()
      return null
    }
    const page = compressPage(version, response.status, contentType, await response.text(), documentHeaders)
    cache.set(key, page)
    return page
  }

  /**
   * Answers with a cached page: `head` (this request's own headers, such as its id), then the
   * headers stored with the page (they replace any set before), 304 on a matching ETag.
   */
  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, hit: boolean, head: string[] = []) {
    if (hit) cache.hits++
    const notModified = req.headers['if-none-match'] === page.etag
    const encoding = pickEncoding(req.headers['accept-encoding'])
    // One writeHead with every header: node then validates them once, with no header map to merge.
    res.writeHead(notModified ? 304 : page.status, head.concat('X-Cache', hit ? 'HIT' : 'MISS', page.headers[notModified ? 'notModified' : encoding]))
    res.end(notModified || req.method === 'HEAD' ? undefined : page.body[encoding])
  }

  /**
   * The cached copy of the requested page at the current content version, if there is one; a
   * promise only when the version must be read first (at most once a second, or after a write).
   */
  function lookup(req: IncomingMessage): CachedPage | undefined | Promise<CachedPage | undefined> {
    if (!anonymousRead(req)) return undefined
    const version = tracker.fresh()
    // Most requests ask for a cache key as it is (no tracking parameters, parameters in order).
    const page = version === undefined ? undefined : cache.get(req.url ?? '', version)
    if (page) return page
    const key = keyOf(req)
    if (!key) return undefined
    if (version !== undefined) return cache.get(key, version)
    return tracker.current().then((current) => cache.get(key, current), () => undefined)
  }

  async function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return afterWrites(req, res, next)
    const key = anonymousRead(req) ? keyOf(req) : null
    if (!key) return next()
    try {
      const version = await tracker.current()
      const cached = cache.get(key, version)
      if (cached) return send(req, res, cached, true)
      cache.misses++
      const flightKey = `${version}:${key}`
      let flight = inflight.get(flightKey)
      if (!flight) {
        flight = renderPage(key, version, req, res).finally(() => inflight.delete(flightKey))
        inflight.set(flightKey, flight)
      }
      const page = await flight
      // Not a shareable page (a 404, a redirect…): the ordinary path answers it, with its own nonce.
      if (!page) return next()
      send(req, res, page, false)
    } catch (error) {
      // The database is unreachable or the render failed: the ordinary path answers (503, 500).
      log('error', 'page cache bypassed', { id: res.locals.requestId, error: String(error) })
      if (!res.headersSent) next()
    }
  }

  return { middleware, lookup, send, stats: () => cache.stats(), clear: () => cache.clear(), markStale: () => tracker.markStale() }
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
