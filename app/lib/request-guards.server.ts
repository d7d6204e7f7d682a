import type { Socket } from 'node:net'
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
  // Issue 35: the OSHA inspection and violation files, at most 20 MB each.
  { match: (p) => p === '/admin/records', bytes: 40 * MB + ENVELOPE, what: 'public records upload (two files of 20 MB)' },
  { match: (p) => p.startsWith('/admin/city-images') || p.startsWith('/api/city-images'), bytes: 5 * MB + ENVELOPE, what: 'images (5 MB)' },
  // A badge application: its documents, at most 5 MB each.
  { match: (p) => /^\/badge\/[^/]+\/apply$/.test(p), bytes: 30 * MB + ENVELOPE, what: 'badge applications (documents of 5 MB each)' },
  // The Content tab's editors: a post's or review's Markdown (60,000 characters) and one image of 5 MB.
  { match: (p) => p.startsWith('/admin/content/'), bytes: 5 * MB + 512 * KB, what: 'content editors (text and a 5 MB image)' },
  // Bulk delete posts up to 1,000 business ids (~41 KB).
  { match: (p) => p === '/admin/businesses', bytes: 64 * KB, what: 'bulk listing actions' },
  // Stripe's and the bounce relay's signed JSON events: small but not form-sized.
  { match: (p) => p === '/api/stripe/webhook', bytes: 512 * KB, what: 'Stripe events' },
  { match: (p) => p === '/api/email-events', bytes: 256 * KB, what: 'bounce and complaint events (decision 033)' },
  { match: () => true, bytes: 16 * KB, what: 'forms (16 KB)' },
]

export function bodyLimitFor(path: string): number {
  const route = path.endsWith('.data') ? path.slice(0, -'.data'.length) || '/' : path
  const normalised = route.length > 1 ? route.replace(/\/+$/, '') : route
  return BODY_LIMITS.find((l) => l.match(normalised))!.bytes
}

const TOO_LARGE = 'Request body too large'
const FORM = /^application\/x-www-form-urlencoded\s*(?:;|$)/i

/**
 * Enforces the body limit on the stream itself: a declared Content-Length over the limit is
 * answered 413 without reading a byte; a chunked (or lying) body is counted as it arrives and
 * answered 413 the moment it passes the limit — nothing beyond is buffered, and the connection
 * is closed after the answer so the rest is never read.
 *
 * A form body (application/x-www-form-urlencoded, at most the route's limit) is held until it has
 * all arrived, then checked: a field whose bytes are not UTF-8 (a reader would turn them into
 * U+FFFD and store that) or that holds a NUL (PostgreSQL refuses it in text) is answered 422
 * naming the field, and no route code runs.
 */
export function limitRequestBody(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const limit = bodyLimitFor(req.path)
  const declared = req.get('content-length')
  if (declared !== undefined && Number(declared) > limit) return refuseTooLarge(req, res)
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
        refuseTooLarge(req, res)
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

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** The first field of a urlencoded body whose name or value is not UTF-8 or holds a NUL, and why; or null. */
export function unreadableField(body: Buffer): { field: string; message: string } | null {
  for (const pair of body.toString('latin1').split('&')) {
    if (pair === '') continue
    const at = pair.indexOf('=')
    const [name, value] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)]
    const nameBytes = percentDecode(name)
    const field = new TextDecoder().decode(nameBytes).slice(0, 100)
    for (const bytes of [nameBytes, percentDecode(value)]) {
      try {
        strictUtf8.decode(bytes)
      } catch {
        return { field, message: `${field} is not valid UTF-8 text` }
      }
      if (bytes.includes(0)) return { field, message: `${field} must not contain a NUL character` }
    }
  }
  return null
}

/** application/x-www-form-urlencoded's byte decoding of latin1 text ('+' is a space, %XX a byte; a malformed % stays). */
function percentDecode(text: string): Buffer {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '%' ? text.slice(i + 1, i + 3) : ''
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(text[i] === '+' ? 0x20 : text.charCodeAt(i))
  }
  return Buffer.from(bytes)
}

function refuseUnreadableField(req: Request, res: Response, { field, message }: { field: string; message: string }) {
  res.status(422).set('Cache-Control', 'no-store')
  if (req.path.startsWith('/api/') || req.path.endsWith('.data')) res.json({ error: message, errors: { [field]: message } })
  else res.type('text/plain').send(message)
}

function refuseTooLarge(req: Request, res: Response) {
  refuseUnreadBody(req, res, 413, TOO_LARGE)
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
function lingeringClose(req: Request) {
  const socket = req.socket as Socket & { lingering?: boolean }
  if (socket.lingering) return
  socket.lingering = true
  let dropped = 0
  const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref()
  socket.once('close', () => clearTimeout(timer))
  // The HTTP parser hands the rest of the body to push(): it is counted and dropped.
  req.push = (chunk: unknown) => {
    dropped += chunk ? (chunk as Buffer).length : 0
    if (dropped > LINGER_BYTES) socket.destroy()
    return false
  }
  socket.destroySoon = () => socket.end()
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
