// The express app and its request path, in order; each step's code is in server/. A function of
// the React Router server build, so tests assemble the same app around the route modules
// (tests/support/app-server.ts) and send it real HTTP requests.
import { constants as zlibConstants } from 'node:zlib'
import compression from 'compression'
import express, { type Express, type Request, type Response } from 'express'
import { createRequestHandler as createFetchHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { getEnv } from '~/lib/env.server.ts'
import { createPageCache, markStaleAfterWrites } from '~/lib/page-cache-middleware.server.ts'
import { bodyLimits, cachePolicies, type BodyLimit } from '~/lib/page-cache-policy.ts'
import { pickEncoding } from '~/lib/compress-document.server.ts'
import { contentVersionTracker } from '~/lib/public-data-cache.server.ts'
import { RenderLimit } from '~/lib/render-limit.server.ts'
import { redirectToHttps, refuseBodyOnReads, rejectMalformedRequests } from '~/lib/request-guards.server.ts'
import { buildFiles, robotsTxt } from './build-files.ts'
import { healthCheck } from './health.ts'
import { lastResort } from './last-resort.ts'
import { reactRouterHandler } from './react-router.ts'
import { refuseCrossSiteWrites } from './same-origin.ts'
import { refuseUnservedMethods } from './served-methods.ts'
import { documentHeaders, securityHeaders } from './security-headers.ts'

declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string
    clientIp: string
    requestId: string
    /** How entry.server compresses the document (absent: not at all, as for the page cache's copies). */
    documentEncoding?: DocumentEncoding
    /** An upload form's message when its body was over the route's limit (then its body is not read). */
    uploadTooLarge?: string
  }
}
type DocumentEncoding = import('~/lib/compress-document.server.ts').DocumentEncoding

// Renders at once per process (the rest queue): enough to overlap database waits with rendering.
const RENDERS_AT_ONCE = 4

export interface AppOptions {
  /** The server build; a function (development) makes React Router re-derive it on every request. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  production: boolean
  /** The production build's client files (hashed assets, public files); none when absent. */
  clientDir?: string
  /** Serve anonymous public pages from the page cache (production with a build object only). */
  pageCache: boolean
  /** Called after a write on this instance (cluster workers tell their siblings). */
  onWrite?: () => void
}

/** The express app: every request, a cached page's too, takes its one path. */
export function createApp({ build, production, clientDir, pageCache: cachePages, onWrite }: AppOptions): Express {
  const env = getEnv()
  const app = express()
  app.disable('x-powered-by')
  // Behind a proxy (TRUST_PROXY=1) the client IP comes from X-Forwarded-For; rate limits key on it.
  // TRUST_PROXY is validated by the env schema (a hop count, or addresses/ranges of the proxies).
  app.set('trust proxy', env.TRUST_PROXY ? Number(env.TRUST_PROXY) || env.TRUST_PROXY : false)
  app.use(securityHeaders)
  // TRACE, absolute-form targets, bad Host headers and bad encodings: 4xx before any route runs.
  app.use(rejectMalformedRequests)
  // A GET or HEAD with a body: refused before a byte of it is read.
  app.use(refuseBodyOnReads)
  // With SITE_URL on https, plain http goes to https (behind a proxy: TRUST_PROXY).
  app.use(redirectToHttps(env.SITE_URL))
  // PUT, PATCH, DELETE, and POST where no action serves it: 405 before a byte of the body is read.
  app.use(refuseUnservedMethods(build))
  app.use(refuseCrossSiteWrites)

  // Renders (page cache misses and everything the cache does not serve) take turns: see render-limit.server.ts.
  const renderLimit = new RenderLimit(RENDERS_AT_ONCE)
  const handleRequest = createFetchHandler(build, production ? 'production' : 'development')

  // Anonymous visitors get public pages from the in-process page cache, each page as its route
  // module's `handle.cache` says (decision 016).
  const pageCache =
    cachePages && typeof build !== 'function'
      ? createPageCache({
          render: (request, context) => renderLimit.run(() => handleRequest(request, context)),
          version: contentVersionTracker,
          origin: env.SITE_URL,
          policyOf: cachePolicies(build.routes),
          documentHeaders,
          onWrite,
        })
      : null

  app.get('/healthz', healthCheck(() => ({ pageCache: pageCache?.stats() ?? null, renders: renderLimit.stats() })))
  if (clientDir) app.use(buildFiles(clientDir))
  app.get('/robots.txt', robotsTxt(env.SITE_URL))
  // Without the page cache, writes still make the public data cache read the new version.
  app.use(pageCache ? pageCache.middleware : markStaleAfterWrites(contentVersionTracker, onWrite))
  // What is compressed here is what React Router answers besides documents (`.data` navigations,
  // JSON, redirects): documents come compressed by entry.server (compress-document.server.ts), and
  // cached pages and assets are stored precompressed. Brotli quality 2 takes a third of the CPU of
  // the default quality 4 for ~7 % more bytes.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } } }))

  function loadContext(req: Request, res: Response, uploadTooLarge?: string): AppLoadContext {
    return {
      cspNonce: res.locals.cspNonce as string,
      clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      requestId: res.locals.requestId as string,
      documentEncoding: pickEncoding(req.get('accept-encoding')),
      uploadTooLarge,
    }
  }
  // Each route's body limit, from its module's `handle.body` (development: the build of the moment).
  const limitOf: (path: string) => BodyLimit | Promise<BodyLimit> =
    typeof build === 'function' ? async (path) => bodyLimits((await build()).routes)(path) : bodyLimits(build.routes)

  app.all('/{*splat}', renderLimit.middleware, reactRouterHandler(handleRequest, limitOf, loadContext))
  app.use(lastResort)
  return app
}
