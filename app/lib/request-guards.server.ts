import type { Socket } from 'node:net'
import type { NextFunction, Request, Response } from 'express'

import { bodyLimitOf } from './body-limits.server.ts'
import { unreadableField } from './form-body-check.ts'

// What express checks before any route code runs. Pure functions of the
// request, so tests mount them on a bare express app (tests/integration/request-guards.test.ts).

export { BODY_LIMITS, bodyLimitFor } from './body-limits.server.ts'
export { unreadableField } from './form-body-check.ts'

const MB = 1024 * 1024

const TOO_LARGE = 'Request body too large'
const FORM = /^application\/x-www-form-urlencoded\s*(?:;|$)/i

/**
 * Enforces the body limit on the stream itself: a declared Content-Length over the limit is
 * answered 413 without reading a byte; a chunked (or lying) body is counted as it arrives and
 * answered 413 the moment it passes the limit — nothing beyond is buffered, and the connection
 * is closed after the answer so the rest is never read. An upload form's route (`tooLarge` in
 * BODY_LIMITS) answers a declared length over its limit itself: see uploadTooLarge.
 *
 * A form body (application/x-www-form-urlencoded, at most the route's limit) is held until it has
 * all arrived, then checked: a field whose bytes are not UTF-8 (a reader would turn them into
 * U+FFFD and store that) or that holds a NUL (PostgreSQL refuses it in text) is answered 422
 * naming the field, and no route code runs.
 */
export function limitRequestBody(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const { bytes: limit, tooLarge } = bodyLimitOf(req.path)
  const declared = req.get('content-length')
  if (declared !== undefined && Number(declared) > limit) return tooLarge ? uploadTooLarge(req, res, next, tooLarge) : refuseTooLarge(req, res, tooLarge)
  let received = 0
  let refused = false
  // Body bytes are pushed to the request stream by the HTTP parser: holding a form there means
  // that they must not have arrived before this middleware ran (nothing before it is async).
  const held: Buffer[] | null = FORM.test(req.get('content-type') ?? '') && req.readableLength === 0 && !req.complete ? [] : null
  // The HTTP parser hands every body chunk to push(): counting there sees the bytes before any
  // reader (React Router's request stream) does, whatever the transfer encoding.
  const push = req.push.bind(req)
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) return false
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer).length
      if (received > limit) {
        refused = true
        refuseTooLarge(req, res, tooLarge)
        return false
      }
      if (held) {
        held.push(chunk as Buffer)
        return true
      }
    } else if (held) {
      // The whole form has arrived: check it, then let the route read it.
      const unreadable = unreadableField(Buffer.concat(held))
      if (unreadable) {
        refused = true
        refuseUnreadableField(req, res, unreadable)
        return false
      }
      for (const c of held) push(c)
      push(null)
      // Out of the HTTP parser's callback: route code runs on its own turn.
      setImmediate(next)
      return false
    }
    return push(chunk, encoding)
  }
  if (!held) next()
}

function refuseUnreadableField(req: Request, res: Response, { field, message }: { field: string; message: string }) {
  res.status(422).set('Cache-Control', 'no-store')
  if (req.path.startsWith('/api/') || req.path.endsWith('.data')) res.json({ error: message, errors: { [field]: message } })
  else res.type('text/plain').send(message)
}

function refuseTooLarge(req: Request, res: Response, message = TOO_LARGE) {
  refuseUnreadBody(req, res, 413, message)
}

/**
 * An upload over its limit, declared by Content-Length (as browsers do): the route's action runs
 * with the message in `res.locals.uploadTooLarge` (its load context) and answers it without
 * reading the body, so the form comes back with the message under the field, not a bare 413 page.
 * Not a byte of the body reaches the route (ending its stream early would abort the request); the
 * connection is closed after the answer.
 */
function uploadTooLarge(req: Request, res: Response, next: NextFunction, message: string) {
  res.locals.uploadTooLarge = message
  res.set('Connection', 'close')
  lingeringClose(req, 'after-answer')
  next()
}

/**
 * Answers a request without reading (the rest of) its body: JSON under /api/, text elsewhere;
 * the connection is closed after the answer so nothing more is read.
 */
export function refuseUnreadBody(req: Request, res: Response, status: number, message: string) {
  req.socket.once('error', () => {})
  if (!res.headersSent) {
    res.status(status).set({ Connection: 'close', 'Cache-Control': 'no-store' })
    if (req.path.startsWith('/api/')) res.json({ error: message })
    else res.type('text/plain').send(message)
  }
  // Nothing more reaches a handler; the connection is closed once the answer is out.
  lingeringClose(req)
}

/**
 * Node destroys a `Connection: close` socket as soon as the answer is written: a client still
 * sending its body then gets a reset, and its kernel drops the answer it had not read yet. So the
 * connection is half-closed after the answer (FIN), and what still arrives is dropped for a moment
 * (at most LINGER_MS, and LINGER_BYTES: a body is never read to its end) before it is closed.
 */
function lingeringClose(req: Request, timerFrom: 'now' | 'after-answer' = 'now') {
  const socket = req.socket as Socket & { lingering?: boolean }
  if (socket.lingering) return
  socket.lingering = true
  let dropped = 0
  const linger = () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref()
    socket.once('close', () => clearTimeout(timer))
  }
  if (timerFrom === 'now') linger()
  // The HTTP parser hands the rest of the body to push(): it is counted and dropped.
  req.push = (chunk: unknown) => {
    dropped += chunk ? (chunk as Buffer).length : 0
    if (dropped > LINGER_BYTES) socket.destroy()
    return false
  }
  // Called once the answer is out (a route may take its time to answer an upload over its limit).
  socket.destroySoon = () => {
    if (timerFrom === 'after-answer') linger()
    socket.end()
  }
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
