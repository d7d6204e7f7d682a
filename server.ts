import cluster from 'node:cluster'
import { randomBytes, randomUUID } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import { constants as zlibConstants } from 'node:zlib'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import { sql } from 'kysely'
import { createRequestHandler as createFetchHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { describeError, isDatabaseUnavailable, unavailableHeaders, UNAVAILABLE_MESSAGE } from '~/lib/db-errors.server.ts'
import { ensureAdminAccount } from '~/domain/admin/create-admin-account.server.ts'
import { configuredImageDeps } from '~/domain/admin/city-images/generate.server.ts'
import { enqueueBackfill, startImageJobRunner } from '~/domain/admin/city-images/jobs.server.ts'
import { closeDatabase, database } from '~/lib/db.server.ts'
import { vacuumEmbeddedDatabase } from '~/lib/db-maintenance.server.ts'
import { requestWork } from '~/lib/in-flight.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { log } from '~/lib/log.server.ts'
import type { DocumentEncoding } from '~/lib/compress-document.server.ts'
import { createPageCache, markStaleAfterWrites } from '~/lib/page-cache-middleware.server.ts'
import { pickEncoding } from '~/lib/page-cache.server.ts'
import { precompressedAssets } from '~/lib/precompressed-assets.server.ts'
import { contentVersionTracker } from '~/lib/public-data-cache.server.ts'
import { pruneRateLimits } from '~/lib/rate-limit.server.ts'
import { RenderLimit } from '~/lib/render-limit.server.ts'
import { RenderPool } from '~/lib/render-threads/render-pool.server.ts'
import { RENDER_THREAD, serveRenderThread } from '~/lib/render-threads/serve-render-thread.server.ts'
import { serverSplitComponents } from '~/components/ui/split-component.tsx'
import { clientErrorStatus, forceNoStore, HSTS, isPersonalRequest, limitRequestBody, redirectToHttps, rejectMalformedRequests } from '~/lib/request-guards.server.ts'

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

app.use((req: Request, res: Response, next: NextFunction) => {
  // A hashed build asset (script, stylesheet, sprite) is no document: the page's policies do not
  // apply to it, and each of a page's ~35 asset responses would carry ~600 bytes of them.
  if (req.path.startsWith('/assets/')) {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS)
    return next()
  }
  const started = performance.now()
  const id = (req.get('x-request-id') ?? '').slice(0, 64) || randomUUID()
  res.locals.requestId = id
  res.locals.cspNonce = randomBytes(16).toString('base64')
  res.setHeader('X-Request-Id', id)
  setSecurityHeaders(req, res)
  res.on('finish', () => {
    log(res.statusCode >= 500 ? 'error' : 'info', 'request', {
      id,
      method: req.method,
      path: req.originalUrl.slice(0, 300),
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
    })
  })
  next()
})

const stripeTestOrigin = env.STRIPE_API_BASE ? ` ${new URL(env.STRIPE_API_BASE).origin}` : ''

function setSecurityHeaders(req: Request, res: Response) {
  const nonce = res.locals.cspNonce as string
  const scriptSrc = production ? `'self' 'nonce-${nonce}'` : `'self' 'unsafe-inline' 'unsafe-eval'`
  res.setHeader(
    'Content-Security-Policy',
    [
      `default-src 'self'`,
      `script-src ${scriptSrc}`,
      `style-src 'self' 'unsafe-inline'`,
      `img-src 'self' data: blob:`,
      `font-src 'self'`,
      `connect-src 'self'${production ? '' : ' ws: wss:'}`,
      `frame-src 'self' https://www.youtube-nocookie.com`,
      `frame-ancestors 'none'`,
      `base-uri 'self'`,
      // Billing forms post to us and are redirected to Stripe-hosted checkout / portal pages.
      `form-action 'self' https://checkout.stripe.com https://billing.stripe.com${stripeTestOrigin}`,
      `object-src 'none'`,
    ].join('; '),
  )
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS)
  // Signed-in and admin pages are never stored by browsers or shared caches.
  if (isPersonalRequest(req.path, req.get('cookie'))) forceNoStore(res)
}

// TRACE, absolute-form targets, bad Host headers and bad encodings: 4xx before any route runs.
app.use(rejectMalformedRequests)
// With SITE_URL on https, plain http goes to https (behind a proxy: TRUST_PROXY).
app.use(redirectToHttps(env.SITE_URL))

// Mutating requests from another site are refused (CSRF defence in depth, besides SameSite cookies).
app.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const site = req.get('sec-fetch-site')
  const origin = req.get('origin')
  const crossSite = site === 'cross-site' || (origin !== undefined && origin !== 'null' && originHost(origin) !== req.get('host'))
  if (crossSite) {
    res.status(403).type('text/plain').send('Cross-origin request refused')
    return
  }
  next()
})

/** The host of an Origin header; a malformed one counts as foreign. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

// Body limits per route (16 KB forms, 20 MB CSV import, 5 MB images), counted on the stream.
app.use(limitRequestBody)

// A health check must answer quickly even when the database hangs: load balancers time out.
const HEALTHZ_TIMEOUT_MS = 2_000
// Renders at once per process (the rest queue): enough to overlap database waits with rendering.
const RENDERS_AT_ONCE = 4
/** How long a shutdown waits for requests still at work (start.js exits by force after 10 s). */
const SHUTDOWN_GRACE_MS = 5000

app.get('/healthz', async (_req: Request, res: Response) => {
  res.set('Cache-Control', 'no-store')
  const renderThreads = renderPool?.stats() ?? null
  // Render threads that all failed to start (a broken build) answer no page: take this instance out.
  if (renderThreads && renderThreads.ready === 0) {
    res.status(503).set(unavailableHeaders()).json({ status: 'error', renderThreads })
    return
  }
  try {
    await withTimeout(checkDatabase(), HEALTHZ_TIMEOUT_MS, 'health check timed out')
    res.json({ status: 'ok', database: 'ok', pageCache: pageCache?.stats() ?? null, renderThreads })
  } catch (error) {
    log('error', 'healthcheck failed', { error: describeError(error) })
    res.status(503).set(unavailableHeaders()).json({ status: 'error', database: 'unreachable' })
  }
})

async function checkDatabase(): Promise<void> {
  await sql`select 1`.execute(await database())
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  // The losing promise may still reject later: that must not become an unhandled rejection.
  work.catch(() => {})
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

if (production) {
  // Hashed build assets never change: cache them for a year.
  const client = `${process.env.BUILD_DIR ?? 'build'}/client`
  app.use('/assets', precompressedAssets(`${client}/assets`))
  app.use('/assets', express.static(`${client}/assets`, { immutable: true, maxAge: '1y', fallthrough: false }))
  // Public files all have an extension (favicon.svg, og-image.jpg…): page paths skip the file lookup.
  const publicFiles = express.static(client, { maxAge: '1h', index: false })
  app.use((req: Request, res: Response, next: NextFunction) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()))
}

// In production the server build is loaded once and handed over as it is: given a function,
// React Router re-derives its route tables on every request (meant for hot reload in development).
const serverBuild = production
  ? ((await import('virtual:react-router/server-build')) as unknown as ServerBuild)
  : () => import('virtual:react-router/server-build') as unknown as Promise<ServerBuild>

// Renders (page cache misses and everything the cache does not serve) take turns: see render-limit.server.ts.
const renderLimit = new RenderLimit(RENDERS_AT_ONCE)

// Anonymous visitors get public pages from the in-process page cache (production only).
const renderPage = createFetchHandler(serverBuild, 'production')
// On the embedded database the process is alone (PGlite allows one), so GET and HEAD requests are
// rendered by worker threads while this thread keeps the database and the sockets (decision 013).
// Started by ready(), once the database is prepared; until then this thread renders.
const renderThreadCount = production && !env.DATABASE_URL ? (env.RENDER_THREADS ?? availableParallelism()) : 0
let renderPool: RenderPool | undefined
// A new content version this process reads (any instance's write, the image jobs' too) reaches the
// threads before the render it was read for: the page cache never stores a page of older data.
contentVersionTracker.onChange(() => renderPool?.contentChanged())

const pageCache =
  production && env.PAGE_CACHE !== 'off'
    ? createPageCache({
        render: (request, context) =>
          renderPool
            ? renderPool.render({ url: request.url, method: request.method, headers: [...request.headers], context })
            : renderLimit.run(() => renderPage(request, context)),
        version: contentVersionTracker,
        origin: env.SITE_URL,
        onWrite: tellSiblingsContentChanged,
      })
    : null
// Without the page cache, writes still make the public data cache read the new version.
app.use(pageCache ? pageCache.middleware : markStaleAfterWrites(contentVersionTracker, tellSiblingsContentChanged))
process.on('message', (message: { type?: string }) => message?.type === 'content-changed' && contentVersionTracker.markStale())

/** In a cluster (start.js) the primary relays a worker's write to the other workers; render threads are told here. */
function tellSiblingsContentChanged() {
  if (cluster.isWorker) process.send?.({ type: 'content-changed' })
  renderPool?.contentChanged()
}

function loadContext(req: Request, res: Response): AppLoadContext {
  return {
    cspNonce: res.locals.cspNonce as string,
    clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    requestId: res.locals.requestId as string,
    documentEncoding: pickEncoding(req.get('accept-encoding')),
  }
}

// GET and HEAD requests (no body) go to the render threads when there are some; the rest
// (form posts, uploads) are answered here.
app.use((req: Request, res: Response, next: NextFunction) => {
  if (!renderPool || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
  const headers: [string, string][] = []
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!])
  const url = requestUrl(req)
  // A visitor who leaves while the request waits for a thread costs no render.
  const left = new AbortController()
  res.on('close', () => res.writableFinished || left.abort())
  requestWork
    .track(renderPool.render({ url, method: req.method, headers, context: loadContext(req, res) }, left.signal))
    .then((response) => sendResponse(res, response))
    .catch((error: unknown) => (left.signal.aborted ? undefined : next(error)))
})

/**
 * The request's URL as @react-router/express builds it for the requests this thread renders:
 * behind a trusted proxy, the host and port the visitor asked for (X-Forwarded-Host).
 */
function requestUrl(req: Request): string {
  const forwardedPort = req.app.enabled('trust proxy') ? req.get('x-forwarded-host')?.split(':')[1] : undefined
  const port = [forwardedPort, req.get('host')?.split(':')[1]].map((p) => Number.parseInt(p ?? '', 10)).find(Number.isSafeInteger)
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost'
  return `${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`
}

/** Writes a Fetch Response as @react-router/express does (every header appended, Set-Cookie one by one). */
async function sendResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) res.append(name, value)
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined)
}

app.all(
  '/{*splat}',
  renderLimit.middleware,
  createRequestHandler({ build: serverBuild, mode: production ? 'production' : 'development', getLoadContext: loadContext }),
)

// Last resort: errors React Router could not turn into a page (it calls next(error)). Never a
// stack trace; an outage answers 503 like the rest of the site.
app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
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
})

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

const HOUR_MS = 60 * 60 * 1000

/**
 * Migrates and seeds before the first request is served; then clears old rate-limit windows
 * hourly. A PostgreSQL server that is down at boot does not stop the start: pages answer 503
 * until it is reachable, and the first request after that migrates and seeds.
 */
export async function ready(): Promise<void> {
  const prune = () =>
    database()
      .then((db) => pruneRateLimits(db))
      .catch((error) => log('error', 'rate limit prune failed', { error: describeError(error) }))
  // The embedded database has no autovacuum (db-maintenance.server.ts); a PostgreSQL server does its own.
  const vacuum = () =>
    env.DATABASE_URL
      ? Promise.resolve()
      : // Tracked, so a shutdown lets it finish before the database closes.
        requestWork.track(
          database()
            .then((db) => vacuumEmbeddedDatabase(db))
            .catch((error) => log('error', 'vacuum failed', { error: describeError(error) })),
        )
  // Split components' code, so the server renders them without suspending (split-component.tsx).
  await Promise.all(serverSplitComponents)
  try {
    const db = await database()
    await prune()
    await ensureAdminAccount(db)
    await vacuum()
    // First start: every city without an image gets one (a background job; pages show the placeholder meanwhile).
    await enqueueBackfill(db)
  } catch (error) {
    if (!env.DATABASE_URL || !isDatabaseUnavailable(error)) throw error
    log('error', 'database unavailable at start; serving 503 until it is reachable', { error: describeError(error) })
  }
  if (renderThreadCount > 0) {
    renderPool = new RenderPool({
      // This very module, which turns into a render thread when started as one (the end of this file).
      entry: new URL(import.meta.url),
      workerData: RENDER_THREAD,
      size: renderThreadCount,
      database,
      onError: (message, error) => log('error', message, { error }),
    })
    // Listening before a thread is ready would only queue the first visitors (and fail health checks).
    await renderPool.started
  }
  pruneTimer = setInterval(() => void prune().then(vacuum), HOUR_MS)
  pruneTimer.unref()
  stopImageJobs = startImageJobRunner(database, configuredImageDeps, (error) => log('error', 'city image jobs', { error: describeError(error) }))
}

let pruneTimer: ReturnType<typeof setInterval> | undefined
let stopImageJobs: (() => Promise<void>) | undefined

/**
 * Graceful shutdown, once the server has stopped taking connections: lets the requests still at
 * work finish (a visitor who left does not stop their loader), then closes the database (PGlite
 * flushes and releases its files).
 */
export async function shutdown(): Promise<void> {
  clearInterval(pruneTimer)
  await requestWork.settled(SHUTDOWN_GRACE_MS)
  await renderPool?.close()
  await stopImageJobs?.()
  await closeDatabase()
}

export const port = env.PORT

/** start.js's step before ready(): migrations and the seed. */
export { seedAppDatabase as seed } from '~/lib/db.server.ts'

// Started as a render thread by a RenderPool (decision 013): answer the main thread's renders.
if (!isMainThread && workerData === RENDER_THREAD && parentPort) await serveRenderThread(renderPage, parentPort, Promise.all(serverSplitComponents))
