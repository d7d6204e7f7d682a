// The hostile values of the route sweeps (tests/support/hostile-sweep.ts) and how one request is
// sent and read: a field's kind names the values wrong for it, a body is encoded as a form, JSON
// or a CSV upload with one hostile value in one field, and an answer is read for its status, the
// message it carries and a redirect's error toast.
import { createCookie, UNSAFE_decodeViaTurboStream as decodeTurboStream } from 'react-router'
import { openAppDatabase } from './app-database.ts'
import { TEST_ADMIN } from './sessions.ts'

/**
 * The database of a sweep's file, with its environment. With Stripe's keys the webhook checks
 * signatures (without them, it answers 503 "not configured"); so does the bounce/complaint webhook
 * with its secret (decision 033).
 */
export const openHostileRoutesDatabase = (name: string) =>
  openAppDatabase(name, {
    ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_SUBMISSIONS: '1000000', RATE_LIMIT_AUTH: '1000000',
    STRIPE_SECRET_KEY: 'sk_test_hostile', STRIPE_WEBHOOK_SECRET: 'whsec_hostile', EMAIL_WEBHOOK_SECRET: 'hostile-webhook-secret-0123',
  })

/** What a field holds: which hostile values are wrong for it besides those wrong for every field. */
export type Kind = 'text' | 'long' | 'int' | 'number' | 'uuid' | 'choice' | 'email'
/** A hostile value: text, or bytes already percent-encoded (`raw`, sent as they are). */
export interface Hostile {
  label: string
  text?: string
  raw?: string
}

const OVER_LONG = 'A'.repeat(6_000) // past every field's cap (a listing's description: 5,000)
const EVERY_FIELD: Hostile[] = [
  { label: 'an escape sequence', text: '\u001b[2J' },
  { label: 'NUL', text: 'a\u0000b' },
  { label: 'Latin-1 é (not UTF-8)', raw: 'Caf%E9' },
  { label: 'a UTF-16 surrogate in UTF-8', raw: '%ED%A0%80' },
  { label: 'over-long text', text: OVER_LONG },
]
const HUGE_INTEGERS = ['99999999999', '2147483648', '1e309', '9'.repeat(400), 'NaN']
const BY_KIND: Record<Kind, Hostile[]> = {
  text: [{ label: 'a line break', text: 'a\r\nb' }],
  long: [],
  int: [...HUGE_INTEGERS, '-1.5'].map((text) => ({ label: `integer ${text.slice(0, 12)}`, text })),
  number: [...HUGE_INTEGERS, '-1'].map((text) => ({ label: `number ${text.slice(0, 12)}`, text })),
  uuid: ['------------------------------------', '00000000-0000-0000-0000-00000000000g', "' OR 1=1 --"].map((text) => ({ label: `id ${text}`, text })),
  choice: ['no-such-choice', '__proto__'].map((text) => ({ label: `choice ${text}`, text })),
  email: [{ label: 'not an e-mail', text: 'not-an-email' }, { label: 'a header injection', text: 'a@example.com\r\nBcc: b@example.com' }],
}
export const hostileFor = (kind: Kind) => [...EVERY_FIELD, ...BY_KIND[kind]]

export interface Ctx {
  businessId: string
  submissionId: string
  memberId: string
}
export interface LoaderSpec {
  path: (ctx: Ctx) => string
  /** Query parameters the loader reads. */
  query?: Record<string, Kind>
  /** A path parameter: the path with it replaced by a hostile value. */
  pathParam?: { kind: Kind; path: (value: string) => string }
}
export interface ActionSpec {
  path: string | ((ctx: Ctx) => string)
  body: 'form' | 'json' | 'csv'
  valid: (ctx: Ctx) => Record<string, string>
  fields: Record<string, Kind>
  pathParam?: { kind: Kind; path: (value: string) => string }
}
export interface Entry {
  /** Whose session sends the requests (the admin's for the admin area, to get past requireAdmin); a visitor's when unsaid. */
  as?: 'admin' | 'member' | 'anonymous'
  loader?: LoaderSpec
  /** One spec per kind of request the action takes (its intents). */
  action?: ActionSpec[]
}

export interface Answer {
  status: number
  message: string | null
  /** A redirect's error toast (how a page says "not found" on the way back to its list). */
  errorToast: string | null
  summary: string
}
const toastCookie = createCookie('safest_toast')

/** Sends a request; its answer's status and the message it carries (JSON, text, a page's heading, React Router's data). */
export async function sendRequest(base: string, method: string, path: string, cookie: string, body?: { bytes: Buffer; type: string }): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  if (body) headers['content-type'] = body.type
  const response = await fetch(base + path, { method, headers, body: body ? new Uint8Array(body.bytes) : undefined, redirect: 'manual' })
  const type = response.headers.get('content-type') ?? ''
  let message: string | null = null
  let text = ''
  if (type.includes('text/x-script') && response.body) {
    const decoded = await decodeTurboStream(response.body, globalThis)
    await decoded.done
    message = findMessage(decoded.value)
    text = JSON.stringify(decoded.value)
  } else {
    text = await response.text()
    if (type.includes('json')) message = findMessage(JSON.parse(text))
    else if (type.includes('text/plain')) message = text.trim() || null
    else if (type.includes('text/html')) message = /<h1[^>]*>([^<]+)</.exec(text)?.[1] ?? null
  }
  const toast = response.headers.getSetCookie().find((c) => c.startsWith('safest_toast='))
  const flash = toast ? ((await toastCookie.parse(toast.split(';')[0]!)) as { type?: string; title?: string; description?: string } | null) : null
  const errorToast = flash?.type === 'error' ? (flash.description ?? flash.title ?? null) : null
  return { status: response.status, message, errorToast, summary: `${method} ${path.slice(0, 100)} → ${response.status} ${text.slice(0, 160)}` }
}

const MESSAGE_KEYS = new Set(['message', 'error', 'description', 'title', 'statusText', 'data'])
/** The first non-empty string under a key that carries a message (or a field's, under `errors`), at any depth. */
function findMessage(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' && v.trim() && MESSAGE_KEYS.has(key)) return v
    if (key === 'errors' && v && typeof v === 'object') {
      const first = Object.values(v).find((m) => typeof m === 'string' && m.trim())
      if (typeof first === 'string') return first
    }
    const nested = findMessage(v)
    if (nested) return nested
  }
  return null
}

/** A form, JSON or CSV body from fields; `hostile` (raw bytes or text) in one field. */
export function encode(spec: ActionSpec, fields: Record<string, string>, field?: string, hostile?: Hostile): { bytes: Buffer; type: string } {
  if (spec.body === 'form') {
    const parts = Object.entries(fields).filter(([k]) => k !== field).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    if (field && hostile) parts.push(`${encodeURIComponent(field)}=${hostile.raw ?? encodeURIComponent(hostile.text!)}`)
    return { bytes: Buffer.from(parts.join('&'), 'latin1'), type: 'application/x-www-form-urlencoded' }
  }
  const rawBytes = (raw: string) => Buffer.from(decodeURIComponentBytes(raw))
  if (spec.body === 'json') {
    const marker = '\u0001HOSTILE\u0001'
    const json = JSON.stringify({ ...fields, ...(field ? { [field]: hostile?.raw !== undefined ? marker : hostile?.text } : {}) })
    const [before, after] = json.split(JSON.stringify(marker).slice(1, -1))
    const bytes = hostile?.raw !== undefined ? Buffer.concat([Buffer.from(before!), rawBytes(hostile.raw), Buffer.from(after!)]) : Buffer.from(json)
    return { bytes, type: 'application/json' }
  }
  // A CSV file in a multipart form (intent=import): a header and one row.
  const names = Object.keys(spec.fields)
  const cell = (v: string) => `"${v.replaceAll('"', '""')}"`
  const row = names.map((n) => (n === field && hostile?.raw !== undefined ? null : cell(n === field ? hostile!.text! : fields[n] ?? '')))
  const boundary = '----hostile-boundary'
  const csv = Buffer.concat([Buffer.from(`${names.join(',')}\n`), ...row.flatMap((c, i) => [Buffer.from(i ? ',' : ''), c === null ? rawBytes(hostile!.raw!) : Buffer.from(c)]), Buffer.from('\n')])
  const bytes = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nimport\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hostile.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { bytes, type: `multipart/form-data; boundary=${boundary}` }
}

/** Percent-encoded bytes as bytes (decodeURIComponent refuses those that are not UTF-8). */
function decodeURIComponentBytes(raw: string): number[] {
  const out: number[] = []
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '%') {
      out.push(Number.parseInt(raw.slice(i + 1, i + 3), 16))
      i += 2
    } else out.push(raw.charCodeAt(i))
  }
  return out
}

export const pathValue = (h: Hostile) => h.raw ?? encodeURIComponent(h.text!)
/** React Router's path for a page's data (what the browser's fetches use): `.data` after the path. */
export const dataPath = (path: string) => `${path.split('?')[0] === '/' ? '/_root' : path.split('?')[0]}.data${path.includes('?') ? `?${path.split('?')[1]}` : ''}`
