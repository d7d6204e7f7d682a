// Both engines: on PostgreSQL a second instance (another pool) writes; PGlite has one.
// The page cache against a real database: served from memory until a write bumps the content
// version, never for signed-in visitors, CSP without a nonce; on PostgreSQL a write through a
// second instance (another connection pool) is seen within a second.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { badgeSchema } from '~/domain/badge/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { approveSubmission } from '~/domain/submission/decide-submission.admin.server.ts'
import { saveBadge } from '~/domain/badge/save-badge.admin.server.ts'
import { importBusinesses } from '~/domain/business/import-businesses.admin.server.ts'
import { parseBusiness } from '~/domain/business/model.ts'
import { saveBusiness } from '~/domain/business/save-business.admin.server.ts'
import { contentVersion } from '~/lib/content-version.server.ts'
import { openDatabase, type DB } from '~/lib/db.server.ts'
import { createPageCache } from '~/lib/page-cache-middleware.server.ts'
import { cachePolicies } from '~/lib/page-cache-policy.ts'
import { handle as cityHandle } from '~/routes/city.tsx'
import { engine, openAppDatabase, testSchema } from '../support/app-database.ts'

let renders = 0
const servers: { close: () => void }[] = []

// The city page's route with its real cache policy (its module's `handle`).
const policyOf = cachePolicies({
  root: { id: 'root', path: '', module: {} },
  city: { id: 'city', parentId: 'root', path: 'city/:cityName', module: { handle: cityHandle } },
})

/** A server like server/app.ts: a CSP with a nonce, then the page cache, then a fallback. */
async function startInstance(handle: DB) {
  const cache = createPageCache({
    origin: 'http://safest.test',
    version: () => contentVersion(handle),
    policyOf,
    documentHeaders: (scriptSrc) => ({ 'Content-Security-Policy': `default-src 'self'; script-src ${scriptSrc}; object-src 'none'`, 'X-Frame-Options': 'DENY' }),
    render: async (request) => {
      renders++
      const { pathname } = new URL(request.url)
      if (pathname === '/city/moved') return new Response(null, { status: 302, headers: { Location: '/city/denver' } })
      if (pathname === '/city/nowhere') return new Response('<!doctype html><h1>City not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })
      const names = await handle.selectFrom('businesses').select('name').where('name', 'like', 'Cache Test%').orderBy('name').execute()
      const html = `<!doctype html><html><body><ul>${names.map((n) => `<li>${n.name}</li>`).join('')}</ul><script nonce="n0nce">window.__x=1</script></body></html>`
      return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    },
  })
  const app = express()
  app.use((_req, res, next) => {
    res.locals.requestId = 'test'
    res.setHeader('X-Request-Id', 'test')
    res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self' 'nonce-n0nce'; object-src 'none'")
    next()
  })
  app.use(cache.middleware)
  app.use((_req, res) => res.status(200).type('text').send('uncached path'))
  const server = createServer(app).listen(0)
  servers.push(server)
  await new Promise((r) => server.once('listening', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, cache, get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }) }
}

const business = (name: string) => {
  const parsed = parseBusiness({ name, category: 'retail', description: 'd', rating: '4', address: '1 Main St', phone: '(303) 555-0100', safetyScore: '80' })
  if (!parsed.ok) throw new Error('bad listing')
  return parsed.value
}
const admin = { email: 'owner@safest.test' }

let one: Awaited<ReturnType<typeof startInstance>>
const db = await openAppDatabase('page-cache')
beforeAll(async () => {
  one = await startInstance(db)
})
afterAll(async () => {
  for (const s of servers) s.close()
})

describe(`page cache on ${engine}`, () => {
  it('renders once, then serves from memory with an ETag, 304 and a CDN-friendly Cache-Control', async () => {
    const before = renders
    const first = await one.get('/city/denver?utm_source=mail')
    expect(first.headers.get('x-cache')).toBe('MISS')
    const second = await one.get('/city/denver')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(renders).toBe(before + 1)
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
    const etag = second.headers.get('etag')!
    expect((await one.get('/city/denver', { 'if-none-match': etag })).status).toBe(304)
    expect(one.cache.stats()).toMatchObject({ hits: 2, misses: 1 })
  })

  it('keeps the CSP strict: no nonce, the inline script allowed by its hash', async () => {
    const res = await one.get('/city/denver')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).not.toContain('nonce')
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
    expect(res.headers.get('x-cache')).toBe('HIT')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('x-request-id')).toBe('test')
    expect(await res.text()).not.toContain('nonce')
  })

  it('renders a page that says what was not found once, and answers a redirect as it was rendered', async () => {
    const before = renders
    for (let visit = 0; visit < 2; visit++) {
      const res = await one.get('/city/nowhere')
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('City not found')
    }
    expect(renders).toBe(before + 1)
    const moved = await fetch(one.base + '/city/moved', { redirect: 'manual' })
    expect(moved.status).toBe(302)
    expect(moved.headers.get('location')).toBe('/city/denver')
    expect(renders).toBe(before + 2)
  })

  it('never caches for a signed-in visitor or a visitor with a toast waiting', async () => {
    for (const cookie of ['better-auth.session_token=abc', '__Secure-better-auth.session_token=abc', 'safest_toast=x']) {
      const res = await one.get('/city/denver', { cookie })
      expect(await res.text()).toBe('uncached path')
      expect(res.headers.get('x-cache')).toBeNull()
    }
  })

  it('shows each kind of admin write at once after it (listing, badge, import, approval)', async () => {
    const writes: [string, () => Promise<unknown>][] = [
      ['listing', () => saveBusiness(db, admin, null, business('Cache Test A'))],
      ['badge', async () => {
        const badge = parseForm(badgeSchema, { id: 'cache-test', name: 'Cache Test', price: '0', description: 'x' })
        if (badge.ok) await saveBadge(db, admin, null, badge.value)
      }],
      ['import', () => importBusinesses(db, admin, Buffer.from('name,type,description,rating,address,phone\nCache Test B,retail,d,4,"1 Main St, Denver, CO 80202",(303) 555-0100\n'))],
      ['approval', async () => {
        const { id } = await db.insertInto('submissions').values({ kind: 'nomination', business_name: 'Cache Test C', city_id: null, ip: null }).returning('id').executeTakeFirstOrThrow()
        await approveSubmission(db, admin, id, business('Cache Test C'))
      }],
    ]
    for (const [kind, write] of writes) {
      await one.get('/city/denver') // cached before the write
      const version = await contentVersion(db)
      await write()
      expect(await contentVersion(db), kind).toBeGreaterThan(version)
      // A write on this instance ends with a mutating request; the cache then re-reads the version.
      await fetch(one.base + '/admin/businesses', { method: 'POST' })
      const res = await one.get('/city/denver')
      expect(res.headers.get('x-cache'), kind).toBe('MISS')
    }
    expect(await (await one.get('/city/denver')).text()).toContain('<li>Cache Test C</li>')
  })
})

if (engine === 'postgres') {
  describe('page cache across instances on PostgreSQL', () => {
    it('sees a write made through another instance within a second', async () => {
      const otherDb = openDatabase({ url: process.env.DATABASE_URL, schema: testSchema })
      try {
        const two = await startInstance(otherDb)
        await two.get('/city/denver')
        expect((await two.get('/city/denver')).headers.get('x-cache')).toBe('HIT')
        await saveBusiness(db, admin, null, business('Cache Test D')) // written through instance one's pool
        const started = Date.now()
        let text = ''
        while (Date.now() - started < 3000) {
          text = await (await two.get('/city/denver')).text()
          if (text.includes('Cache Test D')) break
          await new Promise((r) => setTimeout(r, 100))
        }
        expect(text).toContain('<li>Cache Test D</li>')
        expect(Date.now() - started).toBeLessThan(1500)
      } finally {
        await otherDb.destroy()
      }
    })
  })
}
