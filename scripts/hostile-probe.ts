// npm run probe:hostile — the hand probe of hostile input (decision 024), rerun against the production build.
//
// Starts the production server (BUILD_DIR, built when missing) on PostgreSQL in a fresh schema
// (TEST_DATABASE_URL's server; two cluster workers), signs in as the admin, sends the inputs that once
// reached PostgreSQL and failed there (decision 024) as they were found, then hostile values (NUL, bytes that are not UTF-8, over-long
// text, control characters, integers past PostgreSQL's, ids that are not uuids, SQL and markup) in
// every field of every admin and API form and of the public forms that need no session (values
// wrong for that field: a number's or an id's where it holds one) and query, with every method
// and wrong body types. Prints the requests sent,
// the answers by status, the 5xx and the rows stored; exits non-zero on any 5xx or stored row.
// PROBE_PORT (3220) sets the port. Loopback only; everything it starts it stops.
import pg from 'pg'
import { chunkedBody, rawRequest } from '../tests/support/raw-http.ts'
import { ensureBuild, freshSchema, startProductionServer } from './lib/production-server.ts'

const PORT = Number(process.env.PROBE_PORT ?? 3220)
const ADMIN = { email: 'probe-admin@safest.test', password: 'probe-admin-password-9' }
const TABLES = ['businesses', 'submissions', 'badges', '"user"', 'newsletter_subscribers', 'audit_log', 'outbox', 'stripe_events', 'problem_reports', 'business_leads', 'reviews', 'review_reports']

const encodeAll = (values: string[]) => values.map((v) => ({ label: JSON.stringify(v).slice(0, 24), encoded: encodeURIComponent(v) }))
/** Wrong for every field: NUL and other control characters, bytes that are not UTF-8, over-long text. */
const ALWAYS = [
  ...encodeAll(['a\u0000b', '\u001b[2J', '\u0007', 'A'.repeat(6_000)]),
  { label: 'Latin-1 é', encoded: 'Caf%E9' },
  { label: 'UTF-16 surrogate', encoded: '%ED%A0%80' },
  { label: 'lone continuation byte', encoded: '%80' },
]
/** Wrong for a number or an integer id. */
const NUMBERS = encodeAll(['99999999999', '2147483648', '1e309', '9'.repeat(400), 'NaN', '-1', "1' OR '1'='1"])
/** Wrong for a row's id. */
const IDS = encodeAll(['------------------------------------', '00000000-0000-0000-0000-00000000000g', "' OR 1=1 --", '__proto__'])
/** Read by loaders (which store nothing, whatever they get). */
const ANY = [...ALWAYS, ...NUMBERS, ...IDS, ...encodeAll(['<script>alert(1)</script>', 'a\r\nb', '\u202egnp.exe'])]
type Kind = 'text' | 'number' | 'id'
const valuesFor = (kind: Kind) => [...ALWAYS, ...(kind === 'number' ? NUMBERS : kind === 'id' ? IDS : [])]

const NOMINATION = { kind: 'nomination', businessName: 'Probe', location: 'Denver', description: 'Probe', submitterEmail: 'p@example.com' }
const businessForm = { name: 'Probe Listing', category: 'retail', description: 'Probe', rating: '4.5', address: '1 Main St', phone: '(303) 555-0100', safetyScore: '90', cityId: '1' }
const businessKinds: Record<string, Kind> = { rating: 'number', safetyScore: 'number', cityId: 'number' }
/** Each admin, API or public form: where it posts (`{business}`: a business's id), a valid body (one field is replaced at a time), fields that are not text. */
const FORMS: Array<{ path: string; fields: Record<string, string>; kinds?: Record<string, Kind>; admin?: boolean; json?: boolean }> = [
  { path: '/admin-login', fields: { email: 'nobody@example.com', password: 'whatever-123' } },
  { path: '/business-form', fields: businessForm, kinds: businessKinds, admin: true },
  { path: '/badge-form/new', fields: { id: 'probe-badge', name: 'Probe', price: '0', description: 'Probe' }, kinds: { price: 'number' }, admin: true },
  { path: '/admin/businesses', fields: { intent: 'save', ...businessForm }, kinds: businessKinds, admin: true },
  { path: '/admin/businesses', fields: { intent: 'delete-selected', ids: '00000000-0000-4000-8000-000000000000' }, kinds: { ids: 'id' }, admin: true },
  { path: '/admin/submissions', fields: { intent: 'reject', submissionId: '00000000-0000-4000-8000-000000000000', reason: 'Probe' }, kinds: { submissionId: 'id' }, admin: true },
  { path: '/admin/submissions', fields: { intent: 'approve', submissionId: '00000000-0000-4000-8000-000000000000', ...businessForm }, kinds: { submissionId: 'id', ...businessKinds }, admin: true },
  { path: '/admin/businesses/00000000-0000-4000-8000-000000000000/awards', fields: { intent: 'add', badgeId: 'osha-compliant', issuer: 'OSHA', issuedOn: '2026-01-01', expiresOn: '2027-01-01' }, admin: true },
  { path: '/admin/applications', fields: { intent: 'schedule', applicationId: '00000000-0000-4000-8000-000000000000', auditDate: '2026-12-01' }, kinds: { applicationId: 'id' }, admin: true },
  { path: '/admin/badges', fields: { intent: 'delete', id: 'no-such-badge' }, kinds: { id: 'id' }, admin: true },
  { path: '/admin/members', fields: { intent: 'grant', userId: 'no-such-member' }, kinds: { userId: 'id' }, admin: true },
  { path: '/admin/city-images', fields: { intent: 'generate', cityId: '1' }, kinds: { cityId: 'number' }, admin: true },
  { path: '/admin/city-images', fields: { intent: 'generate-all', scope: 'after', afterCity: 'Milwaukee' }, admin: true },
  { path: '/api/generate-runware-image', fields: { cityName: 'Denver', type: 'city' }, admin: true, json: true },
  { path: '/api/submissions', fields: NOMINATION },
  { path: '/api/newsletter', fields: { email: 'probe@example.com' } },
  // The public forms that need no session (the others: tests/integration/hostile-input-*.test.ts).
  { path: '/login', fields: { intent: 'signup', name: 'Probe Person', email: 'probe-person@example.com', password: 'harbor-lantern-moss-3' } },
  { path: '/forgot-password', fields: { email: 'probe-person@example.com' } },
  { path: '/reset-password', fields: { token: 'a'.repeat(32), password: 'harbor-lantern-moss-3', confirmPassword: 'harbor-lantern-moss-3' } },
  { path: '/search?near=80202', fields: { latitude: '39.7491', longitude: '-104.9946' }, kinds: { latitude: 'number', longitude: 'number' } },
  { path: '/businesses/{business}/problems', fields: { kind: 'wrong-contact', details: 'Old number', field: 'phone', correction: '(303) 555-0101', email: 'p@example.com' } },
  { path: '/businesses/{business}/reviews', fields: { intent: 'report', reviewId: '00000000-0000-4000-8000-000000000000', reason: 'Spam' }, kinds: { reviewId: 'id' } },
  { path: '/contact-business/{business}', fields: { name: 'Probe Visitor', email: 'p@example.com', message: 'Do you install stair gates?' } },
]
/** Loaders and their query or path parameters. */
const READS: Array<{ path: (v: string) => string; admin?: boolean }> = [
  ...['tab', 'q', 'page', 'sort', 'dir'].map((p) => ({ path: (v: string) => `/admin?${p}=${v}`, admin: true })),
  ...['job', 'specific'].map((p) => ({ path: (v: string) => `/admin/city-images?${p}=${v}`, admin: true })),
  { path: (v) => `/business-form/${v}`, admin: true },
  { path: (v) => `/badge-form/${v}`, admin: true },
  { path: (v) => `/api/businesses/${v}` },
]

const statuses = new Map<number, number>()
const faults: string[] = []
let sent = 0

async function send(base: string, method: string, path: string, init: { body?: string | Uint8Array; type?: string; cookie?: string; headers?: Record<string, string> } = {}): Promise<number> {
  const headers: Record<string, string> = { ...init.headers }
  if (init.type) headers['content-type'] = init.type
  if (init.cookie) headers.cookie = init.cookie
  sent++
  const status = await fetch(base + path, { method, headers, body: init.body as BodyInit | undefined, redirect: 'manual' }).then(
    async (r) => (await r.arrayBuffer(), r.status),
    () => 0,
  )
  statuses.set(status, (statuses.get(status) ?? 0) + 1)
  if (status >= 500 || status === 0) faults.push(`${method} ${path.slice(0, 120)} → ${status}`)
  return status
}

const formBody = (fields: Record<string, string>, field?: string, encoded?: string) =>
  Object.entries(fields).map(([k, v]) => `${k}=${k === field ? encoded : encodeURIComponent(v)}`).join('&')
/** The JSON body with one field's bytes replaced by the hostile (percent-decoded) bytes. */
function jsonBody(fields: Record<string, string>, field: string, encoded: string): Uint8Array {
  const [before, after] = JSON.stringify({ ...fields, [field]: '\u0001' }).split('\\u0001')
  const bytes = encoded.replace(/%([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
  const escaped = JSON.stringify(bytes).slice(1, -1)
  // Latin-1 bytes go out as they are (not UTF-8); text is JSON-escaped (a NUL as \u0000).
  return new Uint8Array(Buffer.concat([Buffer.from(before!), Buffer.from(/[\u0080-\u00ff]/.test(bytes) ? bytes : escaped, /[\u0080-\u00ff]/.test(bytes) ? 'latin1' : 'utf8'), Buffer.from(after!)]))
}

/** `GET /` with a 200 MB chunked body (fetch cannot send one): how much was taken before the answer. */
async function getWithHugeBody(base: string) {
  let written = 0
  const started = performance.now()
  sent++
  const answer = await rawRequest(Number(new URL(base).port), 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n', chunkedBody(64 * 1024, 3_200, (n) => (written += n)))
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
  console.log(`GET / with a 200 MB chunked body: ${answer.status} after ${(written / 1024 / 1024).toFixed(1)} MB written, ${Math.round(performance.now() - started)} ms, connection closed: ${answer.closed}`)
}

async function counts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const out: Record<string, number> = {}
    for (const table of TABLES) out[table] = Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n)
    const schema = (await client.query('select current_schema() as s')).rows[0].s as string
    out.imageVersions = Number((await client.query('select coalesce(sum(image_version), 0) as n from cities')).rows[0].n)
    out.jobs = Number((await client.query(`select count(*) as n from "${schema}_jobs".job where name = 'city-image'`).catch(() => ({ rows: [{ n: 0 }] }))).rows[0].n)
    return out
  } finally {
    await client.end()
  }
}

/** A published business's id (the public forms post to it). */
async function firstBusiness(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query("select id from businesses where status = 'published' order by name limit 1")).rows[0].id as string
  } finally {
    await client.end()
  }
}

async function probe(base: string, admin: string, businessId: string) {
  const form = 'application/x-www-form-urlencoded'
  // The inputs that once reached PostgreSQL, as they were found.
  await send(base, 'POST', '/api/generate-runware-image', { body: JSON.stringify({ cityName: 'Denver\u0000', type: 'city' }), type: 'application/json', cookie: admin })
  await send(base, 'POST', '/admin/city-images', { body: 'intent=generate-all&scope=after&afterCity=Den%00ver', type: form, cookie: admin })
  await send(base, 'POST', '/admin/city-images', { body: 'intent=generate&cityId=99999999999', type: form, cookie: admin })
  await send(base, 'POST', '/admin/businesses', { body: formBody({ intent: 'save', ...businessForm, cityId: '99999999999' }), type: form, cookie: admin })
  await send(base, 'POST', '/business-form', { body: formBody({ ...businessForm, cityId: '99999999999' }), type: form, cookie: admin })
  await send(base, 'GET', '/admin/city-images?job=------------------------------------', { cookie: admin })
  // Item 5: other methods, /healthz, a GET with a body, bytes that are not UTF-8, Origin: null.
  for (const method of ['PUT', 'PATCH', 'DELETE']) await send(base, method, '/api/submissions', { body: formBody(NOMINATION), type: form })
  const health = await fetch(`${base}/healthz`).then((r) => r.json())
  if (Object.keys(health).join() !== 'status') faults.push(`/healthz shows ${Object.keys(health).join(', ')} to anyone`)
  await getWithHugeBody(base)
  await send(base, 'POST', '/api/submissions', { body: formBody(NOMINATION, 'businessName', 'Caf%E9'), type: form })
  await send(base, 'POST', '/api/submissions', { body: formBody(NOMINATION), type: form, headers: { origin: 'null' } })
  // Hostile values in every field of every form, with every method.
  for (const entry of FORMS) {
    const target = { ...entry, path: entry.path.replace('{business}', businessId) }
    const cookie = target.admin ? admin : undefined
    for (const field of Object.keys(target.fields)) {
      for (const h of valuesFor(target.kinds?.[field] ?? 'text')) {
        if (target.json) await send(base, 'POST', target.path, { body: jsonBody(target.fields, field, h.encoded), type: 'application/json', cookie })
        else await send(base, 'POST', target.path, { body: formBody(target.fields, field, h.encoded), type: form, cookie })
      }
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) await send(base, method, target.path, { body: formBody(target.fields), type: form, cookie })
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) await send(base, 'POST', target.path, { body: '{"a":', type, cookie })
  }
  for (const read of READS) for (const h of ANY) await send(base, 'GET', read.path(h.encoded), { cookie: read.admin ? admin : undefined })
}

ensureBuild()
const schema = await freshSchema('probe')
const server = startProductionServer(PORT, { DATABASE_URL: schema.url, WEB_CONCURRENCY: '2', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_AUTH: '100000', RATE_LIMIT_SUBMISSIONS: '100000' })
let failed = false
try {
  await server.ready(180_000)
  // The first start draws every city's image in the background (audited): counts wait for it.
  await server.cityImagesReady(600_000)
  const signIn = await fetch(`${server.base}/admin-login`, { method: 'POST', body: new URLSearchParams(ADMIN), redirect: 'manual' })
  const admin = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  if (signIn.status !== 302 || !admin) throw new Error(`admin sign-in failed: ${signIn.status}`)
  const before = await counts(schema.url)
  const businessId = await firstBusiness(schema.url)
  const started = performance.now()
  await probe(server.base, admin, businessId)
  const after = await counts(schema.url)
  const stored = Object.entries(after).filter(([k, v]) => v !== before[k]).map(([k, v]) => `${k} ${before[k]} → ${v}`)
  console.log(`requests: ${sent} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  console.log(`answers: ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ')}`)
  console.log(`5xx or no answer: ${faults.length}${faults.length ? `\n  ${faults.slice(0, 20).join('\n  ')}` : ''}`)
  console.log(`rows stored: ${stored.length ? stored.join(', ') : 'none'}`)
  failed = faults.length > 0 || stored.length > 0
} finally {
  await server.stop()
  await schema.drop()
}
process.exit(failed ? 1 : 0)
