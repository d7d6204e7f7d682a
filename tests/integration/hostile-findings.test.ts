// The findings of the probe, rerun as written, over HTTP against the app
// (server/app.ts around the route modules: tests/support/app-server.ts). Each was a 500, an action
// run by the wrong method, a body read or stored that should not have been, or a detail shown to
// anyone; each is now refused, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openAppDatabase } from '../support/app-database.ts'
import { chunkedBody, rawRequest } from '../support/raw-http.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

const db = await openAppDatabase('hostile-findings', {
  ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_SUBMISSIONS: '1000000', HEALTHZ_TOKEN: 'health-token-0123456789abcdef',
})
const { jobsTable } = await import('~/lib/jobs/read-jobs.server.ts')
const { startAppServer } = await import('../support/app-server.ts')
const { adminAndMemberCookies } = await import('../support/sessions.ts')

const MB = 1024 * 1024
let server: Awaited<ReturnType<typeof startAppServer>>
const cookies = { admin: '', member: '' }

beforeAll(async () => {
  Object.assign(cookies, await adminAndMemberCookies(db))
  server = await startAppServer()
})
afterAll(async () => {
  await server?.close()
})

const count = async (table: 'businesses' | 'submissions' | 'audit_log') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
const countJobs = async () => Number((await db.selectFrom(await jobsTable()).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
/** Rows a refused request must leave as they were. */
const rows = async () => ({ businesses: await count('businesses'), submissions: await count('submissions'), audit: await count('audit_log'), jobs: await countJobs() })

function send(method: string, path: string, init: { body?: string | FormData; type?: string; cookie?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers }
  if (init.type) headers['content-type'] = init.type
  if (init.cookie) headers.cookie = init.cookie
  return fetch(server.base + path, { method, body: init.body, headers, redirect: 'manual' })
}
const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields).toString(), type: 'application/x-www-form-urlencoded' })
const asAdmin = (fields: Record<string, string>) => ({ ...form(fields), cookie: cookies.admin })
const businessForm = { name: 'Probe Listing', category: 'retail', description: 'Test listing', rating: '4.5', address: '1 Main St', phone: '(303) 555-0100', safetyScore: '90' }

describe('item 3: admin input that gave 500', () => {
  it('POST /api/generate-runware-image {"cityName":"Denver\\u0000"}: 422 naming the city name, nothing queued', async () => {
    const before = await rows()
    const answer = await send('POST', '/api/generate-runware-image', { body: JSON.stringify({ cityName: 'Denver\u0000', type: 'city' }), type: 'application/json', cookie: cookies.admin })
    expect(answer.status).toBe(422)
    expect(await answer.json()).toMatchObject({ errors: { cityName: 'City name must be a single line of text' } })
    expect(await rows()).toEqual(before)
  })

  it('POST /admin/city-images intent=generate-all&scope=after&afterCity=Den%00ver: 422 naming afterCity, nothing queued', async () => {
    const before = await rows()
    const answer = await send('POST', '/admin/city-images', { body: 'intent=generate-all&scope=after&afterCity=Den%00ver', type: 'application/x-www-form-urlencoded', cookie: cookies.admin })
    expect(answer.status).toBe(422)
    expect(await answer.text()).toBe('afterCity must not contain a NUL character')
    // The same value in a multipart form (not checked at the door): the schema refuses it.
    const multipart = new FormData()
    for (const [k, v] of Object.entries({ intent: 'generate-all', scope: 'after', afterCity: 'Den\u0000ver' })) multipart.set(k, v)
    const again = await send('POST', '/admin/city-images', { body: multipart, cookie: cookies.admin })
    expect(again.status).toBe(422)
    expect(await again.json()).toMatchObject({ ok: false, code: 'invalid', message: 'City must be a single line of text' })
    expect(await rows()).toEqual(before)
  })

  it('cityId=99999999999 on /admin/city-images, /admin/businesses and /business-form: 422 naming the city, nothing stored', async () => {
    const before = await rows()
    const images = await send('POST', '/admin/city-images', asAdmin({ intent: 'generate', cityId: '99999999999' }))
    expect(images.status).toBe(422)
    expect(await images.json()).toMatchObject({ ok: false, code: 'invalid', message: 'City must be one of the listed cities' })
    const saved = await send('POST', '/admin/businesses', asAdmin({ intent: 'save', ...businessForm, cityId: '99999999999' }))
    expect(saved.status).toBe(422)
    expect(await saved.json()).toMatchObject({ errors: { cityId: 'City must be one of the listed cities' } })
    // The editor's page, posted without JavaScript: the form again, with the message under City.
    const editor = await send('POST', '/business-form', asAdmin({ ...businessForm, cityId: '99999999999' }))
    expect(editor.status).toBe(422)
    expect(await editor.text()).toContain('City must be one of the listed cities')
    // One past PostgreSQL's integer, and the largest it holds (no such city: the same message).
    for (const cityId of ['2147483648', '2147483647']) {
      const answer = await send('POST', '/admin/businesses', asAdmin({ intent: 'save', ...businessForm, cityId }))
      expect(answer.status, cityId).toBe(422)
    }
    expect(await rows()).toEqual(before)
  })

  it('GET /admin/city-images?job=------------------------------------: 200, the current job instead', async () => {
    const answer = await send('GET', '/admin/city-images?job=------------------------------------', { cookie: cookies.admin })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ cities: expect.any(Array) })
  })
})

describe('item 5: methods, health details, bodies, encodings, origins', () => {
  it('PUT, PATCH and DELETE run no action: 405 with Allow, nothing stored', async () => {
    const before = await rows()
    const nomination = { kind: 'nomination', businessName: 'Probe', location: 'Denver', description: 'Great', submitterEmail: 'probe@example.com' }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await send(method, '/api/submissions', form(nomination))
      expect(answer.status, method).toBe(405)
      expect(answer.headers.get('allow')).toBe('GET, HEAD, POST')
      expect((await answer.json()).error).toMatch(/not allowed/)
      const admin = await send(method, '/admin/businesses', asAdmin({ intent: 'save', ...businessForm }))
      expect(admin.status, method).toBe(405)
      await admin.body?.cancel()
    }
    // A page without an action: POST is no better.
    const page = await send('POST', '/about', form({ a: '1' }))
    expect(page.status).toBe(405)
    expect(page.headers.get('allow')).toBe('GET, HEAD')
    expect(await rows()).toEqual(before)
    // POST still works.
    expect((await send('POST', '/api/submissions', form(nomination))).status).toBe(201)
  })

  it('/healthz tells anyone the status only; the details need the admin or HEALTHZ_TOKEN', async () => {
    for (const headers of [{}, { cookie: cookies.member }, { authorization: 'Bearer wrong-token-0123456789' }] as Record<string, string>[]) {
      const answer = await send('GET', '/healthz', { headers })
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ status: 'ok' })
    }
    for (const headers of [{ cookie: cookies.admin }, { authorization: `Bearer ${process.env.HEALTHZ_TOKEN}` }] as Record<string, string>[]) {
      const answer = await send('GET', '/healthz', { headers })
      expect(await answer.json()).toMatchObject({ status: 'ok', database: 'ok', pageCache: null, renders: { running: expect.any(Number), max: 4 } })
    }
  })

  it('a GET or HEAD with a body is refused before it is read (a 200 MB chunked body stops at the first bytes)', async () => {
    let sent = 0
    const answer = await rawRequest(server.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n`, chunkedBody(64 * 1024, 3200, (n) => (sent += n)))
    expect(answer.status).toBe(400)
    expect(answer.body).toBe('A GET request cannot carry a body')
    expect(answer.closed).toBe(true)
    expect(sent).toBeLessThan(32 * MB)
    const head = await rawRequest(server.port, `HEAD /about HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello`)
    expect(head.status).toBe(400)
    // An empty body is no body.
    expect((await rawRequest(server.port, `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)).status).toBe(200)
  })

  it('form values that are not UTF-8 are refused 422 naming the field, not stored as U+FFFD', async () => {
    const before = await rows()
    const fields = 'kind=nomination&location=Denver&description=Great&submitterEmail=probe%40example.com'
    const encoded = await send('POST', '/api/submissions', { body: `${fields}&businessName=Caf%E9`, type: 'application/x-www-form-urlencoded' })
    expect(encoded.status).toBe(422)
    expect(await encoded.json()).toEqual({ error: 'businessName is not valid UTF-8 text', errors: { businessName: 'businessName is not valid UTF-8 text' } })
    // Raw bytes (a Latin-1 "é"), not percent-encoded.
    const body = Buffer.concat([Buffer.from(`${fields}&businessName=Caf`), Buffer.from([0xe9])])
    const rawAnswer = await rawRequest(server.port, `POST /api/submissions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`, (write) => void write(body))
    expect(rawAnswer.status).toBe(422)
    expect(rawAnswer.body).toContain('businessName is not valid UTF-8 text')
    // The editor's page names the field too.
    const editor = await send('POST', '/business-form', { ...asAdmin(businessForm), body: `${new URLSearchParams(businessForm)}&address=1%20Caf%E9%20St` })
    expect(editor.status).toBe(422)
    expect(await editor.text()).toBe('address is not valid UTF-8 text')
    expect(await rows()).toEqual(before)
  })

  it('Origin: null on a mutating request is refused 403, nothing stored', async () => {
    const before = await rows()
    const nomination = form({ kind: 'nomination', businessName: 'Null Origin', location: 'Denver', description: 'Great', submitterEmail: 'null@example.com' })
    const refused = await send('POST', '/api/submissions', { ...nomination, headers: { origin: 'null' } })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'Cross-origin request refused' })
    const admin = await send('POST', '/admin/businesses', { ...asAdmin({ intent: 'save', ...businessForm }), headers: { origin: 'null' } })
    expect(admin.status).toBe(403)
    expect(await rows()).toEqual(before)
    // The site's own origin passes.
    expect((await send('POST', '/api/submissions', { ...nomination, headers: { origin: server.base } })).status).toBe(201)
  })
})
