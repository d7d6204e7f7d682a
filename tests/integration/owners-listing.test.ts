// The owner keeps the listing current (edits, change requests, photos), "Contact Business" leads and
// answers, listing statistics, the monthly summary, and who may see what: the member owns the
// business from the start (claims: owners-claims.test.ts).
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { answerOf, openAppDatabase } from '../support/app-database.ts'
import type { Who } from '../support/owner-pages.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

const db = await openAppDatabase('owners-listing', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000', LOG_LEVEL: 'silent' })
const { businessRoute, claimRoute, ownerTestKit } = await import('../support/owner-pages.ts')
const myBusinesses = await import('../../app/routes/dashboard.businesses.tsx')
const editRoute = await import('../../app/routes/dashboard.business.tsx')
const photosRoute = await import('../../app/routes/dashboard.business-photos.tsx')
const leadsRoute = await import('../../app/routes/dashboard.business-leads.tsx')
const contactRoute = await import('../../app/routes/contact-business.tsx')
const photoFile = await import('../../app/routes/business-photo.ts')
const adminClaims = await import('../../app/routes/admin/claims.ts')
const { biz, call, page } = ownerTestKit(db, { ownedByMember: true })

describe('the owner keeps the listing current', () => {
  const path = () => `/dashboard/listings/${biz.id}`
  const edit = (who: Who, body: Record<string, string>) => call(editRoute, 'action', path(), who, { businessId: biz.id }, { intent: 'edit', description: 'Precision welding since 1982.', ...body })

  it('keeps another member out of the owner pages (404)', async () => {
    for (const mod of [editRoute, photosRoute, leadsRoute]) {
      expect((await call(mod, 'loader', path(), 'other', { businessId: biz.id })).status).toBe(404)
      expect((await call(mod, 'loader', path(), 'member', { businessId: biz.id })).status).toBe(200)
    }
    expect((await edit('other', { hours_mon: '1am' })).status).toBe(404)
  })

  it('publishes hours and contact at once; a form with a bad field changes nothing', async () => {
    const bad = await edit('member', { email: 'not-an-address', hours_mon: '8am–4pm' })
    expect(bad.status).toBe(422)
    expect(bad.data).toMatchObject({ errors: { email: 'Please enter a valid email address' } })
    expect((await page()).extras.hours).toEqual([])
    expect((await edit('member', { hours_mon: '8am–4pm', hours_sun: 'Closed', phone: '(414) 555-0199' })).status).toBe(302)
    expect((await page()).extras.hours).toEqual([{ day: 'mon', text: '8am–4pm' }, { day: 'sun', text: 'Closed' }])
  })

  it('sends a rename to the admin, who approves the change (with the phone the owner cleared), and the old address leads to the new one', async () => {
    // The owner's form lets the phone go empty; the admin's form would want one: the approval changes only what was asked.
    await db.updateTable('businesses').set({ phone: null }).where('id', '=', biz.id).execute()
    const oldPath = `/city/${biz.citySlug}/${biz.slug}`
    const res = await call(editRoute, 'action', path(), 'member', { businessId: biz.id }, { intent: 'change', name: 'CS Metalworks', address: '1 Canal St', category: 'manufacturing' })
    expect(res.status).toBe(302)
    expect((await page()).business.name).toBe(biz.name)
    const request = await db.selectFrom('business_change_requests').select('id').where('business_id', '=', biz.id).where('status', '=', 'pending').executeTakeFirstOrThrow()
    expect((await call(adminClaims, 'action', '/admin/claims', 'member', {}, { intent: 'approve-change', id: request.id })).status).toBe(403)
    expect((await call(adminClaims, 'action', '/admin/claims', 'admin', {}, { intent: 'approve-change', id: request.id })).status).toBe(302)
    const row = await db.selectFrom('businesses').select(['name', 'address', 'slug', 'safety_score']).where('id', '=', biz.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ name: 'CS Metalworks', address: '1 Canal St' })
    Object.assign(biz, { slug: row.slug, name: row.name })
    expect(row.slug).not.toBe(oldPath.split('/').at(-1))
    const moved = await call(businessRoute, 'loader', oldPath, 'anonymous', { cityName: biz.citySlug, businessSlug: oldPath.split('/').at(-1)! })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('Location')).toBe(`/city/${biz.citySlug}/${row.slug}`)
    expect((await page()).business.name).toBe('CS Metalworks')
    // An address no business ever had is still not found.
    expect((await call(businessRoute, 'loader', `/city/${biz.citySlug}/never-was`, 'anonymous', { cityName: biz.citySlug, businessSlug: 'never-was' })).status).toBe(404)
  })

  it('adds a photo (re-encoded to WebP, served in sizes) and refuses a file that is not an image', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } }).png().toBuffer()
    const photo = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/png' })
    const notImage = await call(photosRoute, 'action', `${'/dashboard/listings/'}${biz.id}/photos`, 'member', { businessId: biz.id }, { intent: 'add', photo: photo(Buffer.from('hello'), 'x.png') })
    expect(notImage.status).toBe(422)
    expect((await call(photosRoute, 'action', `/dashboard/listings/${biz.id}/photos`, 'other', { businessId: biz.id }, { intent: 'add', photo: photo(png, 'a.png') })).status).toBe(404)
    expect((await call(photosRoute, 'action', `/dashboard/listings/${biz.id}/photos`, 'member', { businessId: biz.id }, { intent: 'add', photo: photo(png, 'a.png'), alt: 'The workshop' })).status).toBe(302)
    const [shown] = (await page()).extras.photos
    const res = (await photoFile.loader({ params: { file: `${shown!.id}-800.webp` } } as never)) as Response
    expect(res.headers.get('Content-Type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(800)
  })
})

describe('Contact Business', () => {
  const send = (body: Record<string, string>, ip = '203.0.113.9') => call(contactRoute, 'action', `/contact-business/${biz.id}`, 'anonymous', { businessId: biz.id }, body, ip)
  const leads = async () => (await db.selectFrom('business_leads').select(['name', 'reply']).where('business_id', '=', biz.id).execute())

  it('stores a lead, e-mails the owner and counts it; a bot filling the honeypot stores nothing', async () => {
    const bad = await send({ name: '', email: 'x', message: '' })
    expect(bad.status).toBe(422)
    expect(bad.data).toMatchObject({ errors: { name: 'Name is required', email: 'Please enter a valid email address', message: 'Message is required' } })
    expect((await send({ name: 'Bot', email: 'bot@example.com', message: 'Buy', company_fax: '555' })).status).toBe(302)
    expect(await leads()).toEqual([])
    expect((await send({ name: 'Vera Visitor', email: 'vera@example.com', message: 'Do you weld aluminium?' })).status).toBe(302)
    expect(await leads()).toEqual([{ name: 'Vera Visitor', reply: null }])
    const mail = await db.selectFrom('outbox').select('subject').where('to_address', '=', 'member@example.com').where('kind', '=', 'business-lead').executeTakeFirstOrThrow()
    expect(mail.subject).toContain('Vera Visitor')
    const stats = await db.selectFrom('business_stats').select('leads').where('business_id', '=', biz.id).executeTakeFirstOrThrow()
    expect(stats.leads).toBe(1)
  })

  it('limits messages per address', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await send({ name: 'Spam', email: 's@example.com', message: `Hi ${i}` }, '192.0.2.77')).status)
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429])
  })

  it('lets only the owner read and answer leads', async () => {
    const data = (await call(leadsRoute, 'loader', `/dashboard/listings/${biz.id}/leads`, 'member', { businessId: biz.id })).data as { leads: { id: string; name: string }[] }
    const vera = data.leads.find((l) => l.name === 'Vera Visitor')!
    expect((await call(leadsRoute, 'action', '/x', 'other', { businessId: biz.id }, { leadId: vera.id, reply: 'Hi' })).status).toBe(404)
    expect((await call(leadsRoute, 'action', '/x', 'member', { businessId: biz.id }, { leadId: vera.id, reply: '' })).status).toBe(422)
    expect((await call(leadsRoute, 'action', '/x', 'member', { businessId: biz.id }, { leadId: vera.id, reply: 'Yes, we do.' })).status).toBe(302)
    const mail = await db.selectFrom('outbox').select('text_body').where('to_address', '=', 'vera@example.com').executeTakeFirstOrThrow()
    expect(mail.text_body).toContain('Yes, we do.')
  })
})

describe('listing statistics', () => {
  it('counts people’s visits, card impressions and clicks in memory, adds them in a batch, and shows them to the owner only', async () => {
    const { countVisit, countClick, takeStatsBatch } = await import('~/domain/owner/stats-counter.server.ts')
    const { applyStatsBatch } = await import('~/domain/owner/flush-business-stats.server.ts')
    const statsRoute = await import('../../app/routes/dashboard.business-statistics.tsx')
    const events = await import('../../app/routes/api.business-events.ts')
    takeStatsBatch()
    const person = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'
    const path = `/city/${biz.citySlug}/${biz.slug}`
    const beacon = (body: Record<string, string>, userAgent = person) => events.action({ request: new Request('http://localhost:3000/api/business-events', { method: 'POST', body: new URLSearchParams(body), headers: { 'user-agent': userAgent } }) } as never) as Promise<Response>
    expect((await beacon({ kind: 'view', page: path })).status).toBe(204)
    await beacon({ kind: 'view', page: path }, 'Googlebot/2.1 (+http://www.google.com/bot.html)')
    countVisit(path, person)
    countVisit(path, undefined)
    countVisit(`/city/${biz.citySlug}?q=${encodeURIComponent('CS Metalworks')}`, person)
    countClick(biz.id, 'call_clicks', person)
    expect((await beacon({ businessId: biz.id, kind: 'website' })).status).toBe(204)
    expect(((await answerOf(() => beacon({ businessId: biz.id, kind: 'fax' }))).status)).toBe(400)
    const batch = takeStatsBatch()!
    expect(batch.views).toEqual([[`${biz.citySlug}/${biz.slug}`, 2]])
    await applyStatsBatch(db, batch)
    expect(takeStatsBatch()).toBeNull()
    const stats = (await call(statsRoute, 'loader', `/dashboard/listings/${biz.id}/statistics?days=90`, 'member', { businessId: biz.id })).data as { stats: { days: number; series: unknown[]; totals: Record<string, number> } }
    expect(stats.stats.days).toBe(90)
    expect(stats.stats.series).toHaveLength(90)
    expect(stats.stats.totals).toMatchObject({ page_views: 2, impressions: 1, call_clicks: 1, website_clicks: 1, leads: 6 })
    expect((await call(statsRoute, 'loader', `/dashboard/listings/${biz.id}/statistics`, 'other', { businessId: biz.id })).status).toBe(404)
    expect((await call(statsRoute, 'loader', `/dashboard/listings/${biz.id}/statistics`, 'anonymous', { businessId: biz.id })).status).toBe(302)
  })
})

describe('the monthly summary', () => {
  it('mails each owner last month’s totals once, however often the job runs', async () => {
    const { sendMonthlySummaries, previousMonth } = await import('~/domain/owner/send-monthly-summaries.server.ts')
    const now = new Date('2027-01-01T08:00:00Z')
    expect(previousMonth(now)).toMatchObject({ month: '2026-12', from: '2026-12-01', to: '2026-12-31', name: 'December 2026' })
    // A business of its own, which no other test visits: the pages this file loads count views on
    // the machine's day, whatever month that is; only the rows written here may be in the summary.
    const summarised = await db.selectFrom('businesses').select(['id', 'name']).where('owner_id', 'is', null).where('name', '!=', biz.name).orderBy('name', 'desc').executeTakeFirstOrThrow()
    const owner = await db.selectFrom('user').select('id').where('email', '=', 'member@example.com').executeTakeFirstOrThrow()
    await db.updateTable('businesses').set({ owner_id: owner.id }).where('id', '=', summarised.id).execute()
    await db.insertInto('business_stats').values([
      { business_id: summarised.id, day: '2026-12-03', page_views: 40, leads: 2 },
      { business_id: summarised.id, day: '2026-12-31', page_views: 0, leads: 0 },
      { business_id: summarised.id, day: '2026-11-30', page_views: 1000 },
      { business_id: summarised.id, day: '2027-01-01', page_views: 7 },
    ]).execute()
    expect(await sendMonthlySummaries(db, now)).toBeGreaterThanOrEqual(1)
    expect(await sendMonthlySummaries(db, now)).toBe(0)
    const mails = await db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', 'member@example.com').where('kind', '=', 'listing-summary').where('subject', 'like', `${summarised.name}%`).execute()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('December 2026')
    expect(mails[0]!.text_body).toContain('Page views: 40')
    expect(mails[0]!.text_body).toContain('Leads: 2')
  })
})

describe('access: the owner pages ask a signed-out visitor to sign in', () => {
  it('answers every owner loader and action with a redirect to sign in, changing nothing', async () => {
    const statsRoute = await import('../../app/routes/dashboard.business-statistics.tsx')
    const before = await db.selectFrom('businesses').select(['description', 'hours']).where('id', '=', biz.id).executeTakeFirstOrThrow()
    const params = { businessId: biz.id }
    for (const [mod, kinds] of [[myBusinesses, ['loader']], [editRoute, ['loader', 'action']], [photosRoute, ['loader', 'action']], [leadsRoute, ['loader', 'action']], [statsRoute, ['loader']], [claimRoute, ['loader', 'action']]] as const) {
      for (const kind of kinds) {
        const res = await call(mod, kind, `/dashboard/listings/${biz.id}`, 'anonymous', params, { intent: 'edit', description: 'Hijacked', hours_mon: 'never' })
        expect(res.status).toBe(302)
        expect(res.headers.get('location')).toMatch(/^\/login/)
      }
    }
    expect(await db.selectFrom('businesses').select(['description', 'hours']).where('id', '=', biz.id).executeTakeFirstOrThrow()).toEqual(before)
  })
})
