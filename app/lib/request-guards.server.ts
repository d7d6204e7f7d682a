import type { NextFunction, Request, Response } from 'express'

// What express checks before any route code runs. Pure functions of the request, so tests mount
// them on a bare express app (tests/integration/request-guards.test.ts). Body limits are the
// route's own (its module's `handle.body`), counted as React Router reads the body: server/react-router.ts.

export { unreadableField } from './form-body-check.ts'

const MB = 1024 * 1024

/**
 * Answers a request without reading (the rest of) its body: JSON under /api/, text elsewhere;
 * the connection is closed after the answer so nothing more is read.
 */
export function refuseUnreadBody(req: Request, res: Response, status: number, message: string) {
  lingeringClose(req, res)
  if (res.headersSent) return
  res.status(status).set('Cache-Control', 'no-store')
  if (req.path.startsWith('/api/')) res.json({ error: message })
  else res.type('text/plain').send(message)
}

/**
 * Closes the connection once the answer is out, without reading the body to its end. Closed at
 * once, a client still sending its body would get a reset and its kernel drop the answer it had
 * not read yet; so the connection is half-closed after the answer (FIN), and what still arrives is
 * dropped for a moment (at most LINGER_MS, and LINGER_BYTES) before it is closed.
 */
export function lingeringClose(req: Request, res: Response) {
  const socket = req.socket
  socket.once('error', () => {})
  let dropped = 0
  // Whoever was reading the body stops. Until the answer is out (a route may take its time to
  // render an upload form's message) nothing more is read: the client waits on TCP, not on us.
  req.unpipe()
  req.removeAllListeners('data')
  req.pause()
  res.once('finish', () => {
    // Then what still arrives is counted and dropped, for a moment.
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length
      if (dropped > LINGER_BYTES) socket.destroy()
    })
    req.resume()
    socket.end()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  })
}

/** Whether a request says it carries a body (a length over 0, or a transfer coding). */
export function hasBody(headers: { 'content-length'?: string; 'transfer-encoding'?: string }): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0')
}

/** A GET, HEAD or OPTIONS with a body: 400, before a byte of the body is read. */
export function refuseBodyOnReads(req: Request, res: Response, next: NextFunction) {
  if ((req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') || !hasBody(req.headers)) return next()
  refuseUnreadBody(req, res, 400, `A ${req.method} request cannot carry a body`)
}

const LINGER_MS = 2_000
const LINGER_BYTES = 4 * MB

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
