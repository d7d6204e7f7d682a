// The express app and its request path, in order; each step's code is in server/.
import cluster from 'node:cluster'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { constants as zlibConstants } from 'node:zlib'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type Request, type Response } from 'express'
import { createRequestHandler as createFetchHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import type { DocumentEncoding } from '~/lib/compress-document.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { createPageCache, markStaleAfterWrites } from '~/lib/page-cache-middleware.server.ts'
import { cachePolicies } from '~/lib/page-cache-policy.ts'
import { pickEncoding } from '~/lib/page-cache.server.ts'
import { contentVersionTracker } from '~/lib/public-data-cache.server.ts'
import { RenderLimit } from '~/lib/render-limit.server.ts'
import { limitRequestBody, redirectToHttps, rejectMalformedRequests } from '~/lib/request-guards.server.ts'
import { buildFiles } from './server/build-files.ts'
import { answerCachedPages } from './server/cached-answer.ts'
import { healthCheck } from './server/health.ts'
import { lastResort } from './server/last-resort.ts'
import { refuseCrossSiteWrites } from './server/same-origin.ts'
import { documentHeaders, securityHeaders } from './server/security-headers.ts'

export { ready, shutdown } from './server/lifecycle.ts'

declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string
    clientIp: string
    requestId: string
    /** How entry.server compresses the document (absent: not at all, as for the page cache's copies). */
    documentEncoding?: DocumentEncoding
  }
}

const env = getEnv()
const production = env.NODE_ENV === 'production'
// Renders at once per process (the rest queue): enough to overlap database waits with rendering.
const RENDERS_AT_ONCE = 4

export const app = express()
app.disable('x-powered-by')
// Behind a proxy (TRUST_PROXY=1) the client IP comes from X-Forwarded-For; rate limits key on it.
// TRUST_PROXY is validated by the env schema (a hop count, or addresses/ranges of the proxies).
app.set('trust proxy', env.TRUST_PROXY ? Number(env.TRUST_PROXY) || env.TRUST_PROXY : false)
// What is compressed here is what React Router answers besides documents (`.data` navigations,
// JSON, redirects): documents come compressed by entry.server (compress-document.server.ts), and
// cached pages and assets are stored precompressed. Brotli quality 2 takes a third of the CPU of
// the default quality 4 for ~7 % more bytes.
app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } } }))
app.use(securityHeaders)
// TRACE, absolute-form targets, bad Host headers and bad encodings: 4xx before any route runs.
app.use(rejectMalformedRequests)
// With SITE_URL on https, plain http goes to https (behind a proxy: TRUST_PROXY).
app.use(redirectToHttps(env.SITE_URL))
app.use(refuseCrossSiteWrites)
// Body limits per route (16 KB forms, 20 MB CSV import, 5 MB images), counted on the stream.
app.use(limitRequestBody)

// In production the server build is loaded once and handed over as it is: given a function,
// React Router re-derives its route tables on every request (meant for hot reload in development).
const serverBuild = production
  ? ((await import('virtual:react-router/server-build')) as unknown as ServerBuild)
  : () => import('virtual:react-router/server-build') as unknown as Promise<ServerBuild>

// Renders (page cache misses and everything the cache does not serve) take turns: see render-limit.server.ts.
const renderLimit = new RenderLimit(RENDERS_AT_ONCE)
const renderPage = createFetchHandler(serverBuild, 'production')

// Anonymous visitors get public pages from the in-process page cache (production only), each
// page as its route module's `handle.cache` says (decision 016).
const pageCache =
  production && typeof serverBuild !== 'function' && env.PAGE_CACHE !== 'off'
    ? createPageCache({
        render: (request, context) => renderLimit.run(() => renderPage(request, context)),
        version: contentVersionTracker,
        origin: env.SITE_URL,
        policyOf: cachePolicies(serverBuild.routes),
        documentHeaders,
        onWrite: tellSiblingsContentChanged,
      })
    : null

app.get('/healthz', healthCheck(() => pageCache?.stats() ?? null))
if (production) app.use(buildFiles(`${process.env.BUILD_DIR ?? 'build'}/client`))
// Without the page cache, writes still make the public data cache read the new version.
app.use(pageCache ? pageCache.middleware : markStaleAfterWrites(contentVersionTracker, tellSiblingsContentChanged))
process.on('message', (message: { type?: string }) => message?.type === 'content-changed' && contentVersionTracker.markStale())

/** In a cluster (start.js) the primary relays a worker's write to the other workers. */
function tellSiblingsContentChanged() {
  if (cluster.isWorker) process.send?.({ type: 'content-changed' })
}

function loadContext(req: Request, res: Response): AppLoadContext {
  return {
    cspNonce: res.locals.cspNonce as string,
    clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    requestId: res.locals.requestId as string,
    documentEncoding: pickEncoding(req.get('accept-encoding')),
  }
}

app.all(
  '/{*splat}',
  renderLimit.middleware,
  createRequestHandler({ build: serverBuild, mode: production ? 'production' : 'development', getLoadContext: loadContext }),
)
app.use(lastResort)

/** What start.js serves: a cached page at once, anything else through the express app. */
export const handler: (req: IncomingMessage, res: ServerResponse) => void = pageCache ? answerCachedPages(app, pageCache, env.SITE_URL) : app

export const port = env.PORT

/** start.js's step before ready(): migrations and the seed. */
export { seedAppDatabase as seed } from './server/seed.ts'
