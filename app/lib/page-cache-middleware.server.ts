import type { NextFunction, Request, Response } from 'express'
import type { AppLoadContext } from 'react-router'
import { log } from './log.server.ts'
import { compressPage, ContentVersionTracker, PageCache, pageCacheKey, pickEncoding, type CachedPage } from './page-cache.server.ts'

/** Shared caches and CDNs may keep a page a minute and serve it stale while they refetch. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

// A visitor with any of these cookies is (or may be) signed in, or has a toast waiting: their
// page is their own and is never cached.
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__Secure-)?(?:better-auth\.[a-z_.]+|safest_toast)=/

export interface PageCacheOptions {
  render: (request: globalThis.Request, context: AppLoadContext) => Promise<globalThis.Response>
  /** How this process reads the content version: a tracker shared with other caches, or a read to track. */
  version: ContentVersionTracker | (() => Promise<number>)
  origin: string
  /** Called after a write on this instance has answered (cluster workers tell their siblings). */
  onWrite?: () => void
}

/**
 * Serves anonymous GETs of public pages from an in-process cache of rendered, precompressed
 * pages (ETag, 304), invalidated by the content version. See docs/decisions/007-page-cache.md.
 */
export function createPageCache({ render, version: versionSource, origin, onWrite }: PageCacheOptions) {
  const cache = new PageCache()
  const tracker = versionSource instanceof ContentVersionTracker ? versionSource : new ContentVersionTracker(versionSource)
  const afterWrites = markStaleAfterWrites(tracker, onWrite)
  const inflight = new Map<string, Promise<CachedPage | null>>()

  /** Renders a page for the cache; null when the answer is not a shareable page (404, redirect…). */
  async function renderPage(key: string, version: number, req: Request, res: Response): Promise<CachedPage | null> {
    const headers = new Headers({ accept: 'text/html', 'user-agent': req.get('user-agent') ?? '' })
    const request = new globalThis.Request(new URL(key, origin), { headers })
    const response = await render(request, { cspNonce: '', clientIp: req.ip ?? 'unknown', requestId: res.locals.requestId as string })
    const cacheable = response.status === 200 && !response.headers.has('set-cookie') && (response.headers.get('content-type') ?? '').startsWith('text/html')
    if (!cacheable) {
      await response.body?.cancel()
      return null
    }
    const page = compressPage(version, response.status, response.headers.get('content-type')!, await response.text())
    cache.set(key, page)
    return page
  }

  function send(req: Request, res: Response, page: CachedPage, hit: boolean) {
    const csp = String(res.getHeader('Content-Security-Policy') ?? '')
    // No nonce on a shared page: its inline scripts are allowed by their hashes instead.
    res.setHeader('Content-Security-Policy', csp.replace(/script-src [^;]*/, `script-src 'self' ${page.scriptHashes.join(' ')}`))
    res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
    res.setHeader('ETag', page.etag)
    res.setHeader('Vary', 'Accept-Encoding, Cookie')
    res.setHeader('X-Cache', hit ? 'HIT' : 'MISS')
    if (req.get('if-none-match') === page.etag) {
      res.status(304).end()
      return
    }
    const encoding = pickEncoding(req.get('accept-encoding'))
    const body = page.body[encoding]
    res.status(page.status)
    res.setHeader('Content-Type', page.contentType)
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', String(body.length))
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  async function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return afterWrites(req, res, next)
    if (PERSONAL_COOKIES.test(req.get('cookie') ?? '')) return next()
    const key = pageCacheKey(new URL(req.originalUrl, origin))
    if (!key) return next()
    try {
      const version = await tracker.current()
      const cached = cache.get(key, version)
      if (cached) {
        cache.hits++
        return send(req, res, cached, true)
      }
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

  return { middleware, stats: () => cache.stats(), clear: () => cache.clear(), markStale: () => tracker.markStale() }
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
