// The fast-check property suite of tests/integration/hostile-input-*.test.ts. Generated hostile
// values (NUL and other control characters, CR/LF in single-line fields, lone surrogates, overlong
// text, bidi overrides, SQL and markup) are posted to a target's form, its route module called
// directly. Each refused input must answer 4xx (never 5xx) with a message naming a field, and leave
// no row behind (row counts checked in the database after every call). Every public route of
// app/routes.ts with an action belongs to an area (HOSTILE_INPUT_AREAS) whose file has a target for
// it (the area's coverage test names any without one); admin and API routes are swept over HTTP
// by hostile-routes-*.test.ts. Import it after openAppDatabase().
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { signSubscriberToken } from '~/domain/newsletter/signed-links.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { answerOf, engine, routeArgs, testContext } from './app-database.ts'
import { appRoutes } from './app-server.ts'
import { adminAndMemberCookies } from './sessions.ts'

export const ZERO_UUID = '00000000-0000-4000-8000-000000000000'
/** A badge whose application asks only what a form field answers (no document). */
export const PROGRAMME = { id: 'hostile-programme', questions: [{ label: 'Written safety plan', kind: 'yes-no', required: true }, { label: 'Training', kind: 'text', required: true }] }
export const SUBSCRIBER = 'preferences@example.com'

/**
 * Values per target: 300 for each first target and 250 for the public forms' sweep targets (each
 * field still gets dozens of values); over 10,000 in all the files. HOSTILE_RUNS overrides for every target.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 300)
export const SWEEP_RUNS = 250

/** The public routes with an action (besides the API's) by area: each area's file has their targets. */
const HOSTILE_INPUT_AREAS = {
  accounts: ['routes/login', 'routes/forgot-password', 'routes/dashboard.profile', 'routes/login.two-factor', 'routes/thank-you', 'thank-you-very-much', 'recover', 'routes/reset-password', 'routes/account.confirm-email', 'routes/dashboard.billing', 'routes/billing.portal', 'routes/logout'],
  owners: ['routes/dashboard.business', 'routes/dashboard.business-leads', 'routes/dashboard.business-photos', 'routes/claim', 'routes/badge.apply', 'routes/application', 'routes/business-favorite'],
  public: ['routes/newsletter.preferences', 'routes/newsletter.unsubscribe', 'routes/search', 'routes/business-problems', 'routes/business-reviews', 'routes/contact-business'],
  admin: [],
} as const
export type InputArea = keyof typeof HOSTILE_INPUT_AREAS

// Characters no text field may store: NUL, C0 controls, DEL. CR/LF are refused in single-line fields.
const control = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f')
const lineBreak = fc.constantFrom('\r', '\n', '\r\n')
const noise = fc.string({ maxLength: 20, unit: fc.constantFrom('a', 'Z', '0', ' ', "'", '"', '<', '>', ';', '-', '%', '\u202e', '\ud800', 'é', '😀') })
/** A value with at least one control character somewhere. */
const withControl = fc.tuple(noise, control, noise).map(([a, c, b]) => `${a}${c}${b}`)
/** A single-line value that smuggles a line break (header / CSV / log injection). */
const withBreak = fc.tuple(noise, lineBreak, noise).map(([a, c, b]) => `${a}x${c}${b}`)
// Longer than any field's cap (the longest, a business description, is 5,000).
const overlong = fc.integer({ min: 5_001, max: 8_000 }).map((n) => 'A'.repeat(n))

export type Table = 'submissions' | 'businesses' | 'badges' | 'user' | 'session' | 'newsletter_subscribers' | 'audit_log' | 'outbox' | 'problem_reports' | 'reviews' | 'review_reports'
  | 'business_leads' | 'business_claims' | 'business_change_requests' | 'business_photos' | 'applications' | 'favorites'

/** What the public targets need: a business the member owns, one they may claim, their application, a subscriber's signed link. */
export interface Ctx {
  ownedId: string
  claimableId: string
  applicationId: string
  token: string
}

export interface Target {
  name: string
  /** Its route's id in app/routes.ts (every public route with an action has a target). */
  route: string
  module: () => Promise<unknown>
  path: string | ((ctx: Ctx) => string)
  params?: (ctx: Ctx) => Record<string, string>
  role: 'anonymous' | 'member' | 'admin'
  /** A valid form; one field is then replaced by a hostile value. */
  valid: (ctx: Ctx) => Record<string, string>
  /** Fields that are single-line (a line break is hostile there) and fields where only control characters are. */
  singleLine: string[]
  multiLine?: string[]
  /**
   * Fields nobody types (hidden inputs, a button's intent, the browser's position): for them the
   * message the page shows is enough (a toast, `message`, or the problem it names, `view`).
   */
  hidden?: string[]
  /** Tables whose row counts must not change. */
  tables: Table[]
  /** What an update (not a new row) would change: must read the same after the values. */
  unchanged?: (ctx: Ctx) => Promise<unknown>
  /** 'home': a hostile value is dropped, and the answer is a redirect to / (logout's return path). */
  outcome?: 'refused' | 'home'
  /** Fewer values where every call runs a search (RUNS otherwise). */
  runs?: number
}

const cookies = { anonymous: '', member: '', admin: '' }
const ctx: Ctx = { ownedId: '', claimableId: '', applicationId: '', token: '' }
let db: DB

/** The rows the targets need: a business the member owns, one they may claim, their application, a subscriber's signed link. */
async function prepare() {
  const sessions = await adminAndMemberCookies(db)
  cookies.member = sessions.member
  cookies.admin = sessions.admin
  const published = await db.selectFrom('businesses').select('id').where('status', '=', 'published').where('owner_id', 'is', null).orderBy('name').limit(2).execute()
  ctx.ownedId = published[0]!.id
  ctx.claimableId = published[1]!.id
  await db.updateTable('businesses').set({ owner_id: sessions.memberId, owner_since: new Date() }).where('id', '=', ctx.ownedId).execute()
  await db.insertInto('badges').values({ id: PROGRAMME.id, name: 'Hostile Programme', image: '', price: 0, description: 'Test programme', questions: JSON.stringify(PROGRAMME.questions) }).execute()
  ctx.applicationId = (await db.insertInto('applications').values({ user_id: sessions.memberId, badge_id: PROGRAMME.id, business_id: ctx.ownedId, business_name: 'Owned', status: 'new' })
    .returning('id').executeTakeFirstOrThrow()).id
  const subscriber = await db.insertInto('newsletter_subscribers').values({ email: SUBSCRIBER, status: 'confirmed', token: 'hostile-subscriber-token-0123456789' }).returning('id').executeTakeFirstOrThrow()
  ctx.token = signSubscriberToken(subscriber.id)
}

async function counts(tables: Target['tables']): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of tables) {
    const row = await db.selectFrom(table as 'badges').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
    out[table] = Number(row.n)
  }
  return out
}

/**
 * A message naming a field (an `errors` object). Fields nobody types (hidden ids, a button's
 * intent, the browser's position) are refused by what the page shows instead: its message (a
 * toast's words), or the problem it names (`view`).
 */
function fieldMessage(body: unknown, field: string, hidden: Set<string>): string | null {
  if (!body || typeof body !== 'object') return null
  const b = body as { errors?: Record<string, string>; message?: string; view?: string }
  const first = b.errors && Object.values(b.errors).find((m) => typeof m === 'string' && m.length > 0)
  if (first) return first
  if (hidden.has(field)) return b.message ?? b.view ?? null
  return null
}
const HIDDEN_IDS = ['submissionId', 'id', 'userId']

/** The suite's tests for the targets of `area` (in `file`); at least `minTotal` values are posted. */
export async function hostileInputTests(testDb: DB, area: InputArea, file: string, targets: Target[], minTotal: number) {
  db = testDb
  let total = 0
  const routes = await appRoutes()
  const publicActions = routes.filter((r) => 'action' in r.module && !r.file.startsWith('routes/admin/') && !r.pattern.startsWith('/api/'))
  const inAreas: readonly string[] = Object.values(HOSTILE_INPUT_AREAS).flat()
  const ofArea: readonly string[] = HOSTILE_INPUT_AREAS[area]
  beforeAll(prepare)

  describe(`hostile input (${area}) on ${engine}`, () => {
    for (const target of targets) {
      const refused = (target.outcome ?? 'refused') === 'refused'
      it(`${target.name}: ${refused ? 'refuses every hostile value with a 4xx and a field message' : 'drops every hostile value'}, storing nothing`, async () => {
        const mod = (await target.module()) as { action: (args: unknown) => Promise<unknown> }
        const before = await counts(target.tables)
        const unchanged = await target.unchanged?.(ctx)
        const hidden = new Set([...HIDDEN_IDS, ...(target.hidden ?? [])])
        const path = typeof target.path === 'function' ? target.path(ctx) : target.path
        const hostileFor = fc.oneof(
          ...(target.singleLine.length ? [fc.tuple(fc.constantFrom(...target.singleLine), fc.oneof(withControl, withBreak, overlong))] : []),
          ...(target.multiLine?.length ? [fc.tuple(fc.constantFrom(...target.multiLine), fc.oneof(withControl, overlong))] : []),
        )
        await fc.assert(
          fc.asyncProperty(hostileFor, async ([field, value]) => {
            total++
            const fields = { ...target.valid(ctx), [field]: value }
            const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
            if (cookies[target.role]) headers.cookie = cookies[target.role]
            const request = new Request(`http://localhost:3000${path}`, { method: 'POST', body: new URLSearchParams(fields), headers })
            const answer = await answerOf(() => mod.action(routeArgs(request, testContext('203.0.113.9'), target.params?.(ctx) ?? {})))
            const sent = `${field}=${JSON.stringify(value).slice(0, 80)}`
            expect(answer.status, sent).toBeLessThan(500)
            if (!refused) {
              expect([answer.status, answer.headers.get('location')], sent).toEqual([302, '/'])
              return
            }
            expect(answer.status, sent).toBeGreaterThanOrEqual(400)
            expect(fieldMessage(answer.data, field, hidden), `no field message for ${sent.slice(0, 60)} (${answer.status} ${JSON.stringify(answer.data).slice(0, 120)})`).toBeTruthy()
          }),
          { numRuns: target.runs && !process.env.HOSTILE_RUNS ? target.runs : RUNS },
        )
        expect(await counts(target.tables)).toEqual(before)
        expect(await target.unchanged?.(ctx)).toEqual(unchanged)
      }, 120_000)
    }

    it(`has a target for every public route of app/routes.ts with an action of its area (${area})`, () => {
      const missing = publicActions.filter((r) => !inAreas.includes(r.id) || (ofArea.includes(r.id) && !targets.some((t) => t.route === r.id))).map((r) => `${r.id} (${r.pattern})`)
      expect(missing, `add targets for these to TARGETS in ${file} (and a new route to an area of HOSTILE_INPUT_AREAS)`).toEqual([])
      const gone = targets.filter((t) => !routes.some((r) => r.id === t.route && 'action' in r.module)).map((t) => t.route)
      expect(gone, 'targets naming a route that is gone or has no action').toEqual([])
    })

    it(`posted at least ${minTotal.toLocaleString('en-US')} hostile values in total`, () => {
      if (!process.env.HOSTILE_RUNS) expect(total).toBeGreaterThanOrEqual(minTotal)
    })
  })
}
