// The hostile sweep of tests/integration/hostile-routes-*.test.ts: NUL, bytes that are not UTF-8,
// over-long text, control characters, integers past PostgreSQL's, ids that are not uuids, unknown
// choices, bodies of the wrong type and methods a route does not serve, over HTTP against the app
// (server/app.ts around the route modules, tests/support/app-server.ts). Every answer is below 500;
// a refusal is a 4xx with a message (or, for a page's "not found", a redirect with an error toast);
// no row is stored. The routes come from app/routes.ts, each in one area (`areaOf`); a new route of
// an area without an entry in its file's table fails the area's first test, naming it.
// Import it after openAppDatabase() (it loads the app's modules).
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSubmission } from '~/domain/submission/create-submission.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { jobsTable } from '~/lib/jobs/read-jobs.server.ts'
import { engine } from './app-database.ts'
import { appRoutes, type AppRoute, startAppServer } from './app-server.ts'
import { type Answer, type Ctx, dataPath, encode, type Entry, hostileFor, pathValue, sendRequest } from './hostile-requests.ts'
import { adminAndMemberCookies } from './sessions.ts'

export type { Entry, Kind } from './hostile-requests.ts'

/** The areas the sweep is split into, one test file each. */
export type Area = 'admin' | 'api' | 'pages'

/** Public pages swept too: those that take free text or a body of their own, and the GET forms' pages. */
const PUBLIC_PAGES = new Set(['routes/search', 'routes/contact-business', 'routes/compare', 'routes/city', 'routes/cities', 'routes/home', 'routes/products', 'routes/verify'])

/**
 * The area of a route in the sweep's scope (every admin and API route, a business's own routes and
 * the public pages of PUBLIC_PAGES, with a loader or an action), or null.
 */
function areaOf(r: AppRoute): Area | null {
  if (!('loader' in r.module || 'action' in r.module)) return null
  if (r.file.startsWith('routes/admin/')) return 'admin'
  if (r.pattern.startsWith('/api/')) return 'api'
  return r.pattern.startsWith('/businesses/') || PUBLIC_PAGES.has(r.id) ? 'pages' : null
}

const TABLES = ['businesses', 'submissions', 'badges', 'user', 'profiles', 'newsletter_subscribers', 'audit_log', 'outbox', 'stripe_events', 'business_claims', 'business_change_requests', 'business_leads', 'campaigns', 'email_suppressions', 'reviews', 'review_reports', 'review_watch_words', 'problem_reports', 'blog_posts', 'products', 'record_imports', 'score_history', 'favorites'] as const

let server: Awaited<ReturnType<typeof startAppServer>>
const cookies = { admin: '', member: '', anonymous: '' }
const ctx: Ctx = { businessId: '', submissionId: '', memberId: '' }
let requests = 0
let db: DB
const resolve = (path: string | ((ctx: Ctx) => string)) => (typeof path === 'function' ? path(ctx) : path)
const send = (method: string, path: string, as: Entry['as'], body?: { bytes: Buffer; type: string }) => {
  requests++
  return sendRequest(server.base, method, path, cookies[as ?? 'anonymous'], body)
}

/**
 * Row counts of every table a request could write to, the city images' versions, the queued jobs
 * and the Premium members: one statement (taken twice by most tests).
 */
async function snapshot(): Promise<Record<string, number>> {
  const counts = TABLES.map((table) => sql`(select count(*) from ${sql.table(table)})::int as ${sql.id(table)}`)
  const { rows } = await sql<Record<string, number>>`select ${sql.join(counts)},
    (select coalesce(sum(image_version), 0) from cities)::int as "imageVersions",
    (select count(*) from ${await jobsTable()} where name = 'city-image')::int as jobs,
    (select count(*) from profiles where subscription_level = 'premium')::int as premium`.execute(db)
  return rows[0]!
}

/**
 * The sweep's tests for the routes of `area`, each with its entry in `table` (keyed by route id):
 * `file` is the test file (named when an entry is missing); at least `minRequests` are sent.
 */
export async function hostileRouteTests(testDb: DB, area: Area, file: string, table: Record<string, Entry>, minRequests: number) {
  db = testDb
  const routes = (await appRoutes()).filter((r) => areaOf(r) === area)
  beforeAll(async () => {
    const sessions = await adminAndMemberCookies(db)
    cookies.admin = sessions.admin
    cookies.member = sessions.member
    ctx.memberId = sessions.memberId
    ctx.businessId = (await db.selectFrom('businesses').select('id').limit(1).executeTakeFirstOrThrow()).id
    ctx.submissionId = (await createSubmission(db, { kind: 'nomination', businessName: 'Pending Co', location: null, description: null, submitterEmail: null }, { ip: null })).id
    server = await startAppServer()
  })
  afterAll(async () => {
    await server?.close()
  })

  describe(`hostile values against every ${area} route on ${engine}`, () => {
    it(`has an entry for every ${area} route of app/routes.ts, for each of its loader and action`, () => {
      const missing: string[] = []
      for (const route of routes) {
        const entry = table[route.id]
        if ('loader' in route.module && !entry?.loader) missing.push(`${route.id} (${route.pattern}): loader`)
        if ('action' in route.module && !entry?.action) missing.push(`${route.id} (${route.pattern}): action`)
      }
      expect(missing, `add these to TABLE in ${file}`).toEqual([])
      expect(Object.keys(table).filter((id) => !routes.some((r) => r.id === id)), 'entries for routes that are gone or of another area').toEqual([])
    })

    for (const route of routes) {
      const entry = table[route.id]
      if (!entry) continue
      const isPage = typeof route.module.default === 'function'

      if (entry.loader) {
        const spec = entry.loader
        it(`${route.pattern} loader: never 5xx, a message with every 4xx, nothing stored`, async () => {
          const before = await snapshot()
          const answers: Answer[] = []
          const base = spec.path(ctx)
          // A page's loader is swept through its data path (no render); its document is requested once.
          const paths: string[] = []
          for (const [name, kind] of Object.entries(spec.query ?? {})) {
            for (const hostile of hostileFor(kind)) paths.push(`${base}?${name}=${pathValue(hostile)}`)
          }
          if (spec.pathParam) {
            for (const hostile of [...hostileFor(spec.pathParam.kind), { label: 'dot segments', raw: '..%2F..%2Fetc%2Fpasswd' }]) paths.push(spec.pathParam.path(pathValue(hostile)))
          }
          for (const path of paths) answers.push(await send('GET', isPage ? dataPath(path) : path, entry.as))
          if (isPage && paths[0]) answers.push(await send('GET', paths[0], entry.as))
          for (const answer of answers) {
            expect(answer.status, answer.summary).toBeLessThan(500)
            if (answer.status >= 400) expect(answer.message, answer.summary).toBeTruthy()
          }
          expect(await snapshot()).toEqual(before)
        }, 120_000)
      }

      for (const spec of entry.action ?? []) {
        const intent = spec.valid({ businessId: '', submissionId: '', memberId: '' }).intent ?? spec.valid({ businessId: '', submissionId: '', memberId: '' }).kind
        it(`${route.pattern} action${intent ? ` (${intent})` : ''}: every hostile value in every field is a 4xx with a message, nothing stored`, async () => {
          const before = await snapshot()
          const valid = spec.valid(ctx)
          const path = resolve(spec.path)
          const answers: Answer[] = []
          // A page's action is swept through its data path (no render); its document gets the first values.
          for (const [field, kind] of Object.entries(spec.fields)) {
            // A CSV file in Windows-1252 is read as such (decision 030): its "é" is no hostile byte.
            const values = hostileFor(kind).filter((h) => !(spec.body === 'csv' && h.label.startsWith('Latin-1')))
            for (const hostile of values) answers.push(await send('POST', isPage ? dataPath(path) : path, entry.as, encode(spec, valid, field, hostile)))
          }
          const [firstField, firstKind] = Object.entries(spec.fields)[0]!
          if (isPage) for (const hostile of hostileFor(firstKind).slice(0, 2)) answers.push(await send('POST', path, entry.as, encode(spec, valid, firstField, hostile)))
          if (spec.pathParam) {
            for (const hostile of hostileFor(spec.pathParam.kind)) {
              const target = spec.pathParam.path(pathValue(hostile))
              answers.push(await send('POST', isPage ? dataPath(target) : target, entry.as, encode(spec, valid)))
            }
          }
          // Bodies of the wrong type.
          const wrongBodies = [
            { bytes: Buffer.from('{"intent":"save"'), type: 'application/json' },
            { bytes: Buffer.from('intent=save'), type: 'text/plain' },
            { bytes: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'), type: 'multipart/form-data; boundary=y' },
            { bytes: Buffer.from([0xff, 0xfe, 0x00, 0x01]), type: 'application/octet-stream' },
          ]
          for (const body of wrongBodies) answers.push(await send('POST', path, entry.as, body))
          for (const answer of answers) {
            expect(answer.status, answer.summary).toBeLessThan(500)
            // A refusal: a 4xx with a message, or (a page's "not found") a redirect with an error toast.
            if (answer.errorToast) continue
            expect(answer.status, answer.summary).toBeGreaterThanOrEqual(400)
            expect(answer.message, `no message: ${answer.summary}`).toBeTruthy()
          }
          expect(await snapshot()).toEqual(before)
        }, 120_000)
      }

      it(`${route.pattern}: methods it does not serve are 405, running nothing`, async () => {
        const before = await snapshot()
        const action = entry.action?.[0]
        const path = action ? resolve(action.path) : entry.loader!.path(ctx)
        const body = action ? encode(action, action.valid(ctx)) : undefined
        for (const method of ['PUT', 'PATCH', 'DELETE']) {
          const answer = await send(method, path, entry.as, body)
          expect(answer.status, answer.summary).toBe(405)
          expect(answer.message, answer.summary).toBeTruthy()
        }
        if (!entry.action) expect((await send('POST', path, entry.as, { bytes: Buffer.from('a=1'), type: 'application/x-www-form-urlencoded' })).status).toBe(405)
        if (!entry.loader) expect((await send('GET', path, entry.as)).status).toBeLessThan(500)
        expect(await snapshot()).toEqual(before)
      })
    }

    it('sent the hostile requests', () => {
      expect(requests).toBeGreaterThan(minRequests)
    })
  })
}
