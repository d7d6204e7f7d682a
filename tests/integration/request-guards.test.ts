// The express guards in front of every route, and the body limits React Router's handler counts,
// on a real socket (chunked bodies, TRACE and absolute-form targets cannot be sent through fetch()).
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyLimits } from '~/lib/page-cache-policy.ts'
import { clientErrorStatus, redirectToHttps, rejectMalformedRequests, unreadableField } from '~/lib/request-guards.server.ts'
import { handle as cityImages } from '~/routes/admin/city-images.ts'
import { handle as csvImport } from '~/routes/admin/businesses-import.ts'
import { reactRouterHandler } from '../../server/react-router.ts'
import { chunkedBody, rawRequest, type Write } from '../support/raw-http.ts'

const KB = 1024
const MB = 1024 * KB
let base = ''
let server: ReturnType<ReturnType<typeof express>['listen']>
const bytesRead: number[] = []

// The routes' own body limits, as their modules declare them.
const module = (handle: unknown) => ({ handle })
const bodyLimitFor = (path: string) => bodyLimits({
  root: { id: 'root', path: '', module: {} },
  import: { id: 'import', parentId: 'root', path: 'admin/businesses/import', module: module(csvImport) },
  images: { id: 'images', parentId: 'root', path: 'admin/city-images', module: module(cityImages) },
  any: { id: 'any', parentId: 'root', path: '*', module: {} },
})(path).bytes

beforeAll(async () => {
  const app = express()
  app.set('trust proxy', 1)
  app.use(rejectMalformedRequests)
  app.use(redirectToHttps('https://safest.example'))
  // A route that reads the whole body, as React Router's actions do.
  const route = async (request: Request) => {
    const n = request.body ? (await request.arrayBuffer()).byteLength : 0
    bytesRead.push(n)
    return Response.json({ read: n }, { headers: { 'Cache-Control': 'public, max-age=60' } })
  }
  app.all('/{*splat}', reactRouterHandler(route, (path) => ({ bytes: bodyLimitFor(path) }), () => ({ cspNonce: '', clientIp: '', requestId: '' })))
  server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server?.close())

/** Sends raw bytes and returns the status line and headers of the answer. */
const raw = (head: string, body?: (write: Write) => Promise<void> | void) => rawRequest(Number(base.split(':')[1]), head, body)

const httpsHeaders = 'X-Forwarded-Proto: https\r\n'

describe('request limits (item 3)', () => {
  it('has per-route limits: 16 KB forms, 20 MB CSV import, 5 MB images', () => {
    expect(bodyLimitFor('/api/submissions')).toBe(16 * KB)
    expect(bodyLimitFor('/login')).toBe(16 * KB)
    expect(bodyLimitFor('/login.data')).toBe(16 * KB)
    expect(bodyLimitFor('/admin/businesses/import')).toBeGreaterThanOrEqual(20 * MB)
    expect(bodyLimitFor('/admin/businesses/import')).toBeLessThan(20 * MB + 100 * KB)
    expect(bodyLimitFor('/admin/businesses/import.data')).toBe(bodyLimitFor('/admin/businesses/import'))
    expect(bodyLimitFor('/admin/city-images')).toBeGreaterThanOrEqual(5 * MB)
    expect(bodyLimitFor('/admin/city-images')).toBeLessThan(5 * MB + 100 * KB)
  })

  it('answers 413 to a declared Content-Length over the limit without reading the body', async () => {
    const before = bytesRead.length
    const answer = await raw(`POST /api/submissions HTTP/1.1\r\nHost: ${base}\r\n${httpsHeaders}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${17 * KB}\r\n\r\n`)
    expect(answer.status).toBe(413)
    expect(answer.closed).toBe(true)
    expect(bytesRead.length).toBe(before)
  })

  it('counts a chunked body on the stream and answers 413 once it passes 16 KB, closing the connection', async () => {
    const before = bytesRead.length
    let sent = 0
    // Keeps sending (200 MB if nobody stopped it); the server answers and hangs up long before.
    const body = chunkedBody(4 * KB, 50_000, (n) => (sent += n))
    const answer = await raw(`POST /api/submissions HTTP/1.1\r\nHost: ${base}\r\n${httpsHeaders}Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`, body)
    expect(answer.status).toBe(413)
    expect(answer.closed).toBe(true)
    expect(bytesRead.length).toBe(before) // the handler never saw a complete body
    expect(sent).toBeLessThan(50 * MB)
  })

  it('lets a chunked body under the limit through whole', async () => {
    const body = 'name=' + 'x'.repeat(10 * KB)
    const answer = await raw(`POST /api/submissions HTTP/1.1\r\nHost: ${base}\r\n${httpsHeaders}Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`, (write) => {
      void write(`${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`)
    })
    expect(answer.status).toBe(200)
    expect(bytesRead.at(-1)).toBe(Buffer.byteLength(body))
  })

  it('lets the CSV import take more than a form', async () => {
    const body = Buffer.alloc(1 * MB, 'a')
    const answer = await raw(`POST /admin/businesses/import HTTP/1.1\r\nHost: ${base}\r\n${httpsHeaders}Content-Type: text/csv\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`, (write) => {
      void write(body)
    })
    expect(answer.status).toBe(200)
  })
})

describe('malformed requests get 4xx (item 3)', () => {
  const cases: Array<[string, string, number]> = [
    ['TRACE', `TRACE / HTTP/1.1\r\nHost: HOST\r\n\r\n`, 405],
    ['TRACK (refused by the HTTP parser)', `TRACK / HTTP/1.1\r\nHost: HOST\r\n\r\n`, 400],
    ['absolute-form target', `GET http://evil.example/ HTTP/1.1\r\nHost: HOST\r\n\r\n`, 400],
    ['asterisk target', `OPTIONS * HTTP/1.1\r\nHost: HOST\r\n\r\n`, 400],
    ['bad percent-encoding', `GET /city/%E0%A4%A HTTP/1.1\r\nHost: HOST\r\n\r\n`, 400],
    ['bad Host header', `GET / HTTP/1.1\r\nHost: a b@c\r\n\r\n`, 400],
    ['protocol-relative target', `GET //evil.example/ HTTP/1.1\r\nHost: HOST\r\n\r\n`, 400],
    ['NUL byte in a query parameter', `GET /city/denver?q=a%00b HTTP/1.1\r\nHost: HOST\r\n\r\n`, 400],
    ['NUL byte in the path', `GET /city/den%00ver HTTP/1.1\r\nHost: HOST\r\n\r\n`, 400],
  ]
  it.each(cases)('%s', async (_name, request, status) => {
    const answer = await raw(request.replace('HOST', base).replace(`Host: ${base}\r\n\r\n`, `Host: ${base}\r\n${httpsHeaders}\r\n`))
    expect(answer.status).toBe(status)
  })

  it('maps client errors that reach the error handler to 4xx', () => {
    expect(clientErrorStatus(new URIError('URI malformed'))).toBe(400)
    expect(clientErrorStatus(Object.assign(new Error('too big'), { status: 413 }))).toBe(413)
    expect(clientErrorStatus(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toBe(400)
    expect(clientErrorStatus(new Error('real fault'))).toBeNull()
  })
})

describe('https and caching (item 6)', () => {
  it('redirects plain http to SITE_URL on https, keeping the path', async () => {
    const answer = await raw(`GET /city/denver?q=a HTTP/1.1\r\nHost: ${base}\r\nConnection: close\r\n\r\n`)
    expect(answer.status).toBe(301)
    expect(answer.headers).toMatch(/location: https:\/\/safest\.example\/city\/denver\?q=a/i)
  })
  it('never redirects to the Host header the client sent', async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`)
    expect(answer.headers).toMatch(/location: https:\/\/safest\.example\//i)
  })
  it('serves https requests (X-Forwarded-Proto from a trusted proxy)', async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: ${base}\r\n${httpsHeaders}Connection: close\r\n\r\n`)
    expect(answer.status).toBe(200)
  })
  it('sends Cache-Control: no-store for signed-in and admin pages, replacing the route value', async () => {
    const admin = await raw(`GET /admin HTTP/1.1\r\nHost: ${base}\r\n${httpsHeaders}Connection: close\r\n\r\n`)
    expect(admin.headers).toMatch(/cache-control: no-store/i)
    const signedIn = await raw(`GET /city/denver HTTP/1.1\r\nHost: ${base}\r\n${httpsHeaders}Cookie: __Secure-better-auth.session_token=abc\r\nConnection: close\r\n\r\n`)
    expect(signedIn.headers).toMatch(/cache-control: no-store/i)
    const anonymous = await raw(`GET /city/denver HTTP/1.1\r\nHost: ${base}\r\n${httpsHeaders}Connection: close\r\n\r\n`)
    expect(anonymous.headers).toMatch(/cache-control: public, max-age=60/i)
  })
})

describe('form bodies are UTF-8 without NUL', () => {
  const check = (body: string | Buffer) => unreadableField(typeof body === 'string' ? Buffer.from(body, 'latin1') : body)
  it('passes UTF-8, however it is encoded', () => {
    expect(check('name=Caf%C3%A9&city=S%C3%A3o+Paulo')).toBeNull()
    expect(check(Buffer.from('name=Café&emoji=😀', 'utf8'))).toBeNull()
    expect(check('a=%zz&b=100%&c=&&d')).toBeNull() // malformed escapes are text, not bytes
  })
  it('names the field whose bytes are not UTF-8 or hold a NUL', () => {
    expect(check('ok=1&name=Caf%E9')).toEqual({ field: 'name', message: 'name is not valid UTF-8 text' })
    expect(check(Buffer.concat([Buffer.from('name=Caf'), Buffer.from([0xe9])]))).toEqual({ field: 'name', message: 'name is not valid UTF-8 text' })
    expect(check('city=%ED%A0%80')?.field).toBe('city') // a UTF-16 surrogate
    expect(check('city=%C0%AF')?.field).toBe('city') // an overlong "/"
    expect(check('afterCity=Den%00ver')).toEqual({ field: 'afterCity', message: 'afterCity must not contain a NUL character' })
    expect(check(Buffer.from('a=b\u0000c', 'latin1'))?.field).toBe('a')
    expect(check('na%FFme=x')?.message).toBe('na\ufffdme is not valid UTF-8 text')
  })
})
