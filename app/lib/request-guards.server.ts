import type { NextFunction, Request, Response } from 'express'

// Issue 10 items 3 and 6: what express checks before any route code runs. Pure functions of the
// request, so tests mount them on a bare express app (tests/integration/request-guards.test.ts).

const KB = 1024
const MB = 1024 * KB

/** The multipart envelope around an uploaded file (boundaries, part headers, other fields). */
const ENVELOPE = 64 * KB

/** Request body limits per route; the first match wins. `.data` (React Router's fetch path) counts as the route. */
export const BODY_LIMITS: Array<{ match: (path: string) => boolean; bytes: number; what: string }> = [
  { match: (p) => p === '/admin/businesses/import', bytes: 20 * MB + ENVELOPE, what: 'CSV import (20 MB)' },
  { match: (p) => p.startsWith('/admin/city-images') || p.startsWith('/api/city-images'), bytes: 5 * MB + ENVELOPE, what: 'images (5 MB)' },
  // A badge application: its documents, at most 5 MB each.
  { match: (p) => /^\/badge\/[^/]+\/apply$/.test(p), bytes: 30 * MB + ENVELOPE, what: 'badge applications (documents of 5 MB each)' },
  // Bulk delete posts up to 1,000 business ids (~41 KB).
  { match: (p) => p === '/admin/businesses', bytes: 64 * KB, what: 'bulk listing actions' },
  // Stripe signs its JSON events; they are small but not form-sized.
  { match: (p) => p === '/api/stripe/webhook', bytes: 512 * KB, what: 'Stripe events' },
  { match: () => true, bytes: 16 * KB, what: 'forms (16 KB)' },
]

export function bodyLimitFor(path: string): number {
  const route = path.endsWith('.data') ? path.slice(0, -'.data'.length) || '/' : path
  const normalised = route.length > 1 ? route.replace(/\/+$/, '') : route
  return BODY_LIMITS.find((l) => l.match(normalised))!.bytes
}

const TOO_LARGE = 'Request body too large'

/**
 * Enforces the body limit on the stream itself: a declared Content-Length over the limit is
 * answered 413 without reading a byte; a chunked (or lying) body is counted as it arrives and
 * answered 413 the moment it passes the limit — nothing beyond is buffered, and the connection
 * is closed after the answer so the rest is never read.
 */
export function limitRequestBody(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const limit = bodyLimitFor(req.path)
  const declared = req.get('content-length')
  if (declared !== undefined && Number(declared) > limit) return refuseTooLarge(req, res)
  let received = 0
  let refused = false
  // The HTTP parser hands every body chunk to push(): counting there sees the bytes before any
  // reader (React Router's request stream) does, whatever the transfer encoding.
  const push = req.push.bind(req)
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) return false
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer).length
      if (received > limit) {
        refused = true
        refuseTooLarge(req, res)
        return false
      }
    }
    return push(chunk, encoding)
  }
  next()
}

function refuseTooLarge(req: Request, res: Response) {
  req.socket.once('error', () => {})
  if (!res.headersSent) {
    res.status(413).set({ Connection: 'close', 'Cache-Control': 'no-store' })
    if (req.path.startsWith('/api/')) res.json({ error: TOO_LARGE })
    else res.type('text/plain').send(TOO_LARGE)
  }
  // Stop reading: nothing more reaches a handler. Once the answer is out, the connection is
  // half-closed and then dropped (a short linger, so the client can read the 413 before a reset).
  req.pause()
  const hangUp = () => {
    req.socket.end()
    setTimeout(() => req.socket.destroy(), LINGER_MS).unref()
  }
  if (res.writableFinished) hangUp()
  else res.once('finish', hangUp)
}

const LINGER_MS = 2_000

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
// A host name, IPv4 or [IPv6] with an optional port: anything else cannot form a URL.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * Requests no page can answer get a 4xx before routing: TRACE/TRACK/CONNECT and unknown methods
 * (405), absolute-form or asterisk targets (400), a missing or malformed Host, a target that is
 * not valid percent-encoding (400).
 */
export function rejectMalformedRequests(req: Request, res: Response, next: NextFunction) {
  const refusal = requestRefusal(req.method, req.originalUrl, req.get('host'))
  if (!refusal) return next()
  if (refusal.status === 405) res.set('Allow', [...ALLOWED_METHODS].join(', '))
  res.status(refusal.status).set('Connection', 'close').type('text/plain').send(refusal.message)
}

/** Why rejectMalformedRequests refuses a request, or null when it does not. */
export function requestRefusal(method: string | undefined, target: string, host: string | undefined): { status: 400 | 405; message: string } | null {
  if (!method || !ALLOWED_METHODS.has(method)) return { status: 405, message: 'Method not allowed' }
  const badTarget = { status: 400, message: 'Bad request target' } as const
  if (!target.startsWith('/') || target.startsWith('//')) return badTarget
  if (!host || !HOST.test(host)) return { status: 400, message: 'Bad Host header' }
  try {
    decodeURIComponent(target.split('?', 1)[0]!)
    // A NUL byte cannot be stored or compared in PostgreSQL text ("invalid byte sequence"): no
    // path or query parameter may carry one (other control characters are refused by the schemas).
    if (/%00/i.test(target) || target.includes('\u0000')) return badTarget
  } catch {
    return badTarget
  }
  return null
}

/**
 * With SITE_URL on https, a plain-http request is sent to the same path on SITE_URL's origin (never
 * to the Host header's, which the client controls). Behind a proxy, TRUST_PROXY makes
 * X-Forwarded-Proto count. /healthz stays reachable over http for load balancers.
 */
export function redirectToHttps(siteUrl: string) {
  const site = new URL(siteUrl)
  const enabled = site.protocol === 'https:'
  return (req: Request, res: Response, next: NextFunction) => {
    if (!enabled || req.secure || req.path === '/healthz') return next()
    const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308
    res.redirect(status, `${site.origin}${req.originalUrl.startsWith('/') ? req.originalUrl : '/'}`)
  }
}

export const HSTS = 'max-age=63072000; includeSubDomains'

// Pages that show a member's or the admin's data; with a session cookie, every page does.
const PERSONAL_PATH = /^\/(?:dashboard|applications|admin|admin-login|business-form|badge-form|login|thank-you|thank-you-very-much|reset-password|logout)(?:[/.?]|$)/
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_(?:token|data)=/

/** Whether a response must carry `Cache-Control: no-store` (signed-in and admin pages). */
export function isPersonalRequest(path: string, cookie: string | undefined): boolean {
  if (path.startsWith('/assets/') || path.startsWith('/city-images/')) return false
  return PERSONAL_PATH.test(path) || SESSION_COOKIE.test(cookie ?? '')
}

/**
 * Sets `Cache-Control: no-store` on a personal response right before its headers go out, so it
 * replaces whatever a route or a cache layer set (React Router appends route headers).
 */
export function forceNoStore(res: Response) {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (!this.headersSent) this.setHeader('Cache-Control', 'no-store')
    return writeHead.apply(this, args)
  } as Response['writeHead']
}

/**
 * The 4xx status of an error that is the client's doing (express and body readers mark them with
 * `status`/`statusCode`; a malformed percent-encoding throws URIError; an aborted upload), or null.
 */
export function clientErrorStatus(error: unknown): number | null {
  if (error instanceof URIError) return 400
  if (error && typeof error === 'object') {
    const status = Number((error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode)
    if (Number.isInteger(status) && status >= 400 && status < 500) return status
    const code = (error as { code?: unknown }).code
    if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ABORT_ERR') return 400
  }
  return null
}
