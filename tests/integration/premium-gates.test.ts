// Member-only deals and full guides reach Premium members (and the admin) only;
// everyone else gets the preview and the offer, the same Premium list everywhere, and no member
// content is ever cacheable or sent in a loader's data to someone who may not see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engine, openAppDatabase } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

process.env.ADMIN_EMAIL = TEST_ADMIN.email
await openAppDatabase('premium-gates')
const { closeDatabase, database } = await import('~/lib/db.server.ts')
const { closeJobQueue } = await import('~/lib/jobs/queue.server.ts')
const { startAppServer } = await import('../support/app-server.ts')
const { adminAndMemberCookies } = await import('../support/sessions.ts')
const { getAuth } = await import('~/domain/account/auth.server.ts')
const { setSubscriptionLevel } = await import('~/domain/billing/subscription.server.ts')
const { GUIDES } = await import('~/content/guides.ts')
const { DEALS } = await import('~/content/deals.ts')
const { PREMIUM_BENEFITS } = await import('~/domain/premium/model.ts')

type Viewer = 'anonymous' | 'free' | 'premium' | 'admin'
const cookies: Record<Viewer, string> = { anonymous: '', free: '', premium: '', admin: '' }
let server: Awaited<ReturnType<typeof startAppServer>>

beforeAll(async () => {
  const db = await database()
  const sessions = await adminAndMemberCookies(db)
  cookies.admin = sessions.admin
  cookies.free = sessions.member
  const premium = await getAuth(db).api.signUpEmail({ body: { name: 'Pat Premium', email: 'pat@example.com', password: 'premium-pass-42' }, asResponse: true })
  cookies.premium = premium.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  const { id } = await db.selectFrom('user').select('id').where('email', '=', 'pat@example.com').executeTakeFirstOrThrow()
  await setSubscriptionLevel(db, id, 'premium')
  server = await startAppServer()
})
afterAll(async () => {
  await server?.close()
  await closeJobQueue()
  await closeDatabase()
})

async function get(path: string, as: Viewer) {
  const response = await fetch(server.base + path, { headers: cookies[as] ? { cookie: cookies[as] } : {}, redirect: 'manual' })
  return { status: response.status, cacheControl: response.headers.get('cache-control'), html: await response.text() }
}

const guide = GUIDES[0]!
const memberOnly = [guide.sections[0]!.body.slice(0, 60), guide.checklist[0]!, DEALS[0]!.title]
const unescape = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')

describe(`Premium gates on ${engine}`, () => {
  for (const as of ['anonymous', 'free', 'premium', 'admin'] as const) {
    const full = as === 'premium' || as === 'admin'
    it(`${as}: ${full ? 'the deals and the full guide' : 'the preview and the offer, no member content anywhere in the page or its data'}`, async () => {
      for (const path of ['/deals', `/guides/${guide.slug}`]) {
        const page = await get(path, as)
        expect(page.status).toBe(200)
        // Signed-in answers are no-store site-wide; the member pages say private, no-store for anyone.
        expect(page.cacheControl).toMatch(/(^|, )no-store/)
        if (as === 'anonymous') expect(page.cacheControl).toBe('private, no-store')
        // The page's own data too (a client-side navigation fetches it).
        const data = await get(`${path}.data`, as)
        expect(data.cacheControl).toContain('no-store')
        const text = unescape(page.html) + data.html
        if (full) {
          expect(text).not.toContain('are for Premium members')
        } else {
          expect(text).toContain('are for Premium members')
          for (const b of PREMIUM_BENEFITS) expect(unescape(page.html)).toContain(b.title)
        }
      }
      const guidePage = unescape((await get(`/guides/${guide.slug}`, as)).html) + (await get(`/guides/${guide.slug}.data`, as)).html
      const dealsPage = unescape((await get('/deals', as)).html) + (await get('/deals.data', as)).html
      expect(guidePage).toContain(guide.intro.slice(0, 60))
      for (const secret of memberOnly.slice(0, 2)) expect(guidePage.includes(secret), secret).toBe(full)
      expect(dealsPage.includes(memberOnly[2]!)).toBe(full)
    })
  }

  it('the billing page lists what Premium includes from the same list as the gates', async () => {
    const billing = unescape((await get('/dashboard/billing', 'free')).html)
    for (const b of PREMIUM_BENEFITS) {
      expect(billing).toContain(b.title)
      expect(billing).toContain(b.description)
    }
    const thanks = unescape((await get('/thank-you', 'anonymous')).html)
    for (const b of PREMIUM_BENEFITS) expect(thanks).toContain(b.title)
  })

  it('an unknown guide is a 404', async () => {
    expect((await get('/guides/no-such-guide', 'premium')).status).toBe(404)
  })
})
