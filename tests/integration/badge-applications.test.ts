// The badge editor's programme fields, applying (validation, uploads), paying (webhook
// idempotency), the audit steps (pass → award), refunds, and who may see an application.
import Stripe from 'stripe'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerOf, engine, openAppDatabase, routeArgs } from '../support/app-database.ts'
import { formData, routeCaller } from '../support/route-call.ts'
import { TEST_ADMIN as ADMIN } from '../support/sessions.ts'
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.ts'

const WEBHOOK_SECRET = 'whsec_test_applications'
const stripe: StripeStandIn = await startStripeStandIn()
const db = await openAppDatabase('badge-applications', {
  ADMIN_EMAIL: ADMIN.email, RATE_LIMIT_AUTH: '1000',
  STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url,
})
const { threeSessions } = await import('../support/sessions.ts')
const { badgeSchema } = await import('~/domain/badge/model.ts')
const { parseForm } = await import('~/lib/form-fields.ts')
const { saveBadge } = await import('~/domain/badge/save-badge.admin.server.ts')
const { findBadge } = await import('~/domain/badge/find-badge.admin.server.ts')
const apply = await import('../../app/routes/badge.apply.tsx')
const applicationPage = await import('../../app/routes/application.tsx')
const documentRoute = await import('../../app/routes/application-document.ts')
const { sendRenewalReminders } = await import('~/domain/application/send-renewal-reminders.server.ts')
const dashboardBadges = await import('../../app/routes/dashboard.badges.tsx')
const webhook = await import('../../app/routes/api.stripe-webhook.ts')
const adminApplications = await import('../../app/routes/admin/applications.ts')

const cookies: Record<'member' | 'other' | 'admin', string> = { member: '', other: '', admin: '' }
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
let png: Buffer

beforeAll(async () => {
  const { admin, member, other } = await threeSessions(db)
  Object.assign(cookies, { admin, member, other })
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } }).png().toBuffer()
})
afterAll(async () => {
  await stripe.close()
})

const call = routeCaller(cookies)
const form = formData
const outbox = async (to: string) => (await db.selectFrom('outbox').select(['subject', 'kind']).where('to_address', '=', to).orderBy('created_at').execute())
const NEW_BUSINESS = { business: 'new', businessName: 'Harbor Daycare', category: 'childcare', address: '9 Bay St', city: 'denver', phone: '(303) 555-0199', email: 'hello@harbor.example', description: 'A daycare.' }

describe(`badge applications on ${engine}`, () => {
  it('the badge editor keeps questions, the audit checklist and validity; a bad row is refused by field', async () => {
    const parsed = parseForm(badgeSchema, form({
      id: 'fire-safety-x', name: 'Fire Safety X', price: '49', description: 'Fire.',
      'questions[0].label': 'Do you have a written fire plan?', 'questions[0].kind': 'yes-no', 'questions[0].required': 'on',
      'questions[1].label': 'Fire inspection certificate', 'questions[1].kind': 'document', 'questions[1].required': 'on',
      'questions[2].label': '', 'questions[2].kind': 'text',
      checklist: 'Extinguishers inspected\n\nExits marked\n', validityMonths: '24',
    }))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    await saveBadge(db, ADMIN, null, parsed.value)
    const badge = await findBadge(db, 'fire-safety-x')
    expect(badge?.questions).toEqual([
      { label: 'Do you have a written fire plan?', kind: 'yes-no', required: true },
      { label: 'Fire inspection certificate', kind: 'document', required: true },
    ])
    expect(badge?.checklist).toEqual(['Extinguishers inspected', 'Exits marked'])
    expect(badge?.validityMonths).toBe(24)
    const bad = parseForm(badgeSchema, form({ id: 'b', name: 'B', description: 'd', 'questions[0].label': 'Q', 'questions[0].kind': 'essay', validityMonths: '0' }))
    expect(bad).toEqual({ ok: false, errors: { questions: 'Question kind must be yes/no, text or document upload', validityMonths: 'Validity must be at least 1 month' } })
    await db.insertInto('badges').values({ id: 'free-x', name: 'Free X', image: '', price: 0, description: 'Free.', questions: JSON.stringify([{ label: 'Anything to add?', kind: 'text', required: false }]), checklist: JSON.stringify(['First aid kit']) }).execute()
  })

  it('sends a signed-out visitor to sign in and back to the form', async () => {
    const answer = await call(apply, 'loader', '/badge/fire-safety-x/apply', 'anonymous', { badgeId: 'fire-safety-x' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/login?redirectTo=%2Fbadge%2Ffire-safety-x%2Fapply')
    expect((await call(apply, 'loader', '/badge/nope/apply', 'member', { badgeId: 'nope' })).status).toBe(404)
  })

  it('answers each field with its own message and stores nothing', async () => {
    const before = await db.selectFrom('applications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    const answer = await call(apply, 'action', '/badge/fire-safety-x/apply', 'member', { badgeId: 'fire-safety-x' }, form({ business: 'new', businessName: '', email: 'not-an-email' }))
    expect(answer.status).toBe(422)
    expect(answer.data).toMatchObject({ errors: {
      businessName: 'Business name is required', category: 'Category is required', email: 'Please enter a valid email address',
      answer0: 'Answer yes or no to “Do you have a written fire plan?”', answer1: '“Fire inspection certificate”: a document is required',
    } })
    const someoneElses = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirstOrThrow()
    const notMine = await call(apply, 'action', '/badge/fire-safety-x/apply', 'member', { badgeId: 'fire-safety-x' }, form({ business: someoneElses.id, answer0: 'yes' }, { answer1: [PDF, 'c.pdf'] }))
    expect(notMine).toMatchObject({ status: 422, data: { errors: { business: 'Choose one of your businesses' } } })
    const after = await db.selectFrom('applications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('refuses a document that is not a PDF, JPEG or PNG by its content, or larger than 5 MB', async () => {
    const fake = await call(apply, 'action', '/badge/fire-safety-x/apply', 'member', { badgeId: 'fire-safety-x' }, form({ ...NEW_BUSINESS, answer0: 'yes' }, { answer1: [Buffer.from('MZ not a pdf at all'), 'cert.pdf'] }))
    expect(fake).toMatchObject({ status: 422, data: { errors: { answer1: '“Fire inspection certificate”: the file must be a PDF, JPEG or PNG file' } } })
    const exe = await call(apply, 'action', '/badge/fire-safety-x/apply', 'member', { badgeId: 'fire-safety-x' }, form({ ...NEW_BUSINESS, answer0: 'yes' }, { answer1: [PDF, 'cert.exe'] }))
    expect(exe).toMatchObject({ status: 422, data: { errors: { answer1: '“Fire inspection certificate”: the file must be a PDF, JPEG or PNG file' } } })
    const big = await call(apply, 'action', '/badge/fire-safety-x/apply', 'member', { badgeId: 'fire-safety-x' }, form({ ...NEW_BUSINESS, answer0: 'yes' }, { answer1: [Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'cert.pdf'] }))
    expect(big).toMatchObject({ status: 422, data: { errors: { answer1: '“Fire inspection certificate”: the file must be at most 5 MB' } } })
    const brokenPng = await call(apply, 'action', '/badge/fire-safety-x/apply', 'member', { badgeId: 'fire-safety-x' }, form({ ...NEW_BUSINESS, answer0: 'yes' }, { answer1: [png.subarray(0, 40), 'cert.png'] }))
    expect(brokenPng).toMatchObject({ status: 422, data: { errors: { answer1: '“Fire inspection certificate”: the file is not a readable image' } } })
    expect(await db.selectFrom('applications').select('id').execute()).toEqual([])
  })

  let paidId = ''
  it('a paid badge goes through Stripe Checkout; only the verified webhook submits it, once', async () => {
    const answer = await call(apply, 'action', '/badge/fire-safety-x/apply', 'member', { badgeId: 'fire-safety-x' }, form({ ...NEW_BUSINESS, answer0: 'yes' }, { answer1: [PDF, 'cert.pdf'] }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/)
    const app = await db.selectFrom('applications').selectAll().executeTakeFirstOrThrow()
    paidId = app.id
    expect(app).toMatchObject({ status: 'awaiting_payment', amount_cents: 4900, business_name: 'Harbor Daycare', business_id: null })
    expect(app.submission_id).not.toBeNull()
    const sessionId = app.stripe_session_id!
    const checkoutCall = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!
    expect(new URLSearchParams(checkoutCall.body).get('line_items[0][price_data][unit_amount]')).toBe('4900')

    const post = async (event: object, signature?: string) => {
      const payload = JSON.stringify(event)
      const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      const request = new Request('http://localhost:3000/api/stripe/webhook', { method: 'POST', body: payload, headers: { 'stripe-signature': header } })
      return answerOf(() => webhook.action(routeArgs(request) as never))
    }
    const session = (paid: boolean) => ({ id: sessionId, object: 'checkout.session', mode: 'payment', status: paid ? 'complete' : 'open', payment_status: paid ? 'paid' : 'unpaid', amount_total: 4900, payment_intent: 'pi_test_1', client_reference_id: null, metadata: { kind: 'badge-application', applicationId: app.id } })
    // Paid a moment ago (the refund window counts from the payment), whatever the machine's date.
    const paidAt = Math.floor(Date.now() / 1000)
    const event = (id: string, paid = true, created = paidAt) => ({ id, object: 'event', type: 'checkout.session.completed', created, data: { object: session(paid) } })

    expect((await post(event('evt_forged'), 't=1,v1=deadbeef')).status).toBe(400)
    expect((await post(event('evt_unpaid', false))).data).toMatchObject({ outcome: 'ignored' })
    expect((await db.selectFrom('applications').select('status').where('id', '=', app.id).executeTakeFirstOrThrow()).status).toBe('awaiting_payment')
    expect((await post(event('evt_paid'))).data).toMatchObject({ outcome: 'handled' })
    expect((await post(event('evt_paid'))).data).toMatchObject({ outcome: 'duplicate' })
    expect((await post(event('evt_paid_again', true, paidAt + 100))).data).toMatchObject({ outcome: 'ignored' })
    expect((await post(event('evt_late_unpaid', false, paidAt - 1000))).data).toMatchObject({ outcome: 'ignored' })
    const paid = await db.selectFrom('applications').selectAll().where('id', '=', app.id).executeTakeFirstOrThrow()
    expect(paid).toMatchObject({ status: 'new', stripe_payment_intent: 'pi_test_1' })
    expect(paid.paid_at).not.toBeNull()
    expect((await outbox('member@example.com')).filter((m) => m.kind === 'application-submitted')).toHaveLength(1)
    const premium = await db.selectFrom('profiles').innerJoin('user', 'user.id', 'profiles.user_id').select('subscription_level').where('user.email', '=', 'member@example.com').executeTakeFirstOrThrow()
    expect(premium.subscription_level).toBe('free')
  })

  it('shows an application and its documents to the applicant and the admin only', async () => {
    const app = await db.selectFrom('applications').select(['id', 'documents']).where('id', '=', paidId).executeTakeFirstOrThrow()
    const docId = app.documents[0]!.id
    const params = { id: paidId }
    expect((await call(applicationPage, 'loader', `/applications/${paidId}`, 'member', params)).status).toBe(200)
    expect((await call(applicationPage, 'loader', `/applications/${paidId}`, 'admin', params)).status).toBe(200)
    expect((await call(applicationPage, 'loader', `/applications/${paidId}`, 'other', params)).status).toBe(404)
    expect((await call(applicationPage, 'loader', `/applications/${paidId}`, 'anonymous', params)).status).toBe(302)
    expect((await call(applicationPage, 'action', `/applications/${paidId}`, 'other', params, form({ intent: 'withdraw' }))).status).toBe(404)
    const doc = (who: 'member' | 'other' | 'admin' | 'anonymous') => call(documentRoute, 'loader', `/applications/${paidId}/documents/${docId}`, who, { id: paidId, docId })
    const mine = (await doc('member'))
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('application/pdf')
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect((await doc('admin')).status).toBe(200)
    expect((await doc('other')).status).toBe(404)
    expect((await doc('anonymous')).status).toBe(401)
    expect((await call(documentRoute, 'loader', '/applications/x/documents/y', 'member', { id: '../../etc', docId: 'passwd' })).status).toBe(404)
  })

  it('audit steps: schedule, start, pass → one award with the checklist as evidence and the badge’s validity; each step audited and e-mailed', async () => {
    const step = (fields: Record<string, string>) => call(adminApplications, 'action', '/admin/applications', 'admin', {}, form({ applicationId: paidId, ...fields }))
    const status = async () => (await db.selectFrom('applications').select(['status', 'audit_date', 'award_id']).where('id', '=', paidId).executeTakeFirstOrThrow())
    // Out of order: nothing happens.
    await step({ intent: 'outcome', outcome: 'pass', check0: 'pass', check1: 'pass' })
    expect((await status()).status).toBe('new')
    await step({ intent: 'schedule', auditDate: '2026-02-30' })
    expect((await status()).status).toBe('new')
    await step({ intent: 'schedule', auditDate: '2025-06-01' })
    expect(await status()).toMatchObject({ status: 'scheduled', audit_date: '2025-06-01' })
    await step({ intent: 'start' })
    expect((await status()).status).toBe('in_audit')
    await step({ intent: 'outcome', outcome: 'pass', check0: 'pass', check1: 'fail' })
    expect((await status()).status).toBe('in_audit')
    // A new business: the award waits for the submission's approval.
    await step({ intent: 'outcome', outcome: 'pass', check0: 'pass', check1: 'pass' })
    expect((await status()).status).toBe('in_audit')
    const business = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirstOrThrow()
    const app = await db.selectFrom('applications').select('submission_id').where('id', '=', paidId).executeTakeFirstOrThrow()
    await db.updateTable('submissions').set({ status: 'approved', business_id: business.id }).where('id', '=', app.submission_id!).execute()
    await step({ intent: 'outcome', outcome: 'pass', check0: 'pass', check1: 'pass', checkNote1: 'All exits lit', note: 'Well kept' })
    const passed = await status()
    expect(passed.status).toBe('passed')
    const award = await db.selectFrom('awards').selectAll().where('id', '=', passed.award_id!).executeTakeFirstOrThrow()
    expect(award).toMatchObject({ business_id: business.id, badge_id: 'fire-safety-x' })
    expect(award.code).toMatch(/^SAF-[0-9A-Z]{10}$/)
    const months = (Number(award.expires_on.slice(0, 4)) - Number(award.issued_on.slice(0, 4))) * 12 + Number(award.expires_on.slice(5, 7)) - Number(award.issued_on.slice(5, 7))
    expect(months).toBe(24)
    expect(award.evidence).toMatchObject({ auditor: 'Administrator', applicationId: paidId, checklist: [{ item: 'Extinguishers inspected', passed: true }, { item: 'Exits marked', passed: true, note: 'All exits lit' }] })
    // A second click changes nothing.
    await step({ intent: 'outcome', outcome: 'pass', check0: 'pass', check1: 'pass' })
    expect(await db.selectFrom('awards').select('id').where('badge_id', '=', 'fire-safety-x').execute()).toHaveLength(1)
    const actions = (await db.selectFrom('audit_log').select('action').where('entity_id', '=', paidId).execute()).map((r) => r.action)
    expect(actions).toEqual(['application.schedule', 'application.start-audit', 'application.pass'])
    expect((await outbox('member@example.com')).map((m) => m.kind)).toEqual(['application-submitted', 'audit-scheduled', 'audit-started', 'audit-passed'])
  })

  it('refunds a paid application in full once, through Stripe, recorded and audited', async () => {
    const refund = () => call(adminApplications, 'action', '/admin/applications', 'admin', {}, form({ applicationId: paidId, intent: 'refund' }))
    await refund()
    await refund()
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1)
    const app = await db.selectFrom('applications').select(['refund_id', 'refunded_at']).where('id', '=', paidId).executeTakeFirstOrThrow()
    expect(app.refund_id).toMatch(/^re_test_/)
    expect((await db.selectFrom('audit_log').select('action').where('action', '=', 'application.refund').execute())).toHaveLength(1)
    // A member cannot refund.
    expect((await call(adminApplications, 'action', '/admin/applications', 'member', {}, form({ applicationId: paidId, intent: 'refund' }))).status).toBe(403)
  })

  it('a free badge is submitted at once; the member may withdraw it, another member may not', async () => {
    const business = await db.selectFrom('businesses').select('id').limit(1).executeTakeFirstOrThrow()
    const answer = await call(apply, 'action', '/badge/free-x/apply', 'member', { badgeId: 'free-x' }, form({ business: business.id }))
    expect(answer.status).toBe(302)
    const id = answer.headers.get('location')!.split('/').pop()!
    expect((await db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('new')
    expect((await call(applicationPage, 'action', `/applications/${id}`, 'other', { id }, form({ intent: 'withdraw' }))).status).toBe(404)
    expect((await call(applicationPage, 'action', `/applications/${id}`, 'member', { id }, form({ intent: 'withdraw' }))).status).toBe(302)
    expect((await db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('withdrawn')
    expect((await call(applicationPage, 'action', `/applications/${id}`, 'member', { id }, form({ intent: 'withdraw' }))).status).toBe(409)
  })

  it('sends each renewal reminder (60, 30, 7 days before expiry) once, with the clock moved; the renew link fills the form in', async () => {
    const award = await db.selectFrom('awards').select(['id', 'expires_on']).where('badge_id', '=', 'fire-safety-x').executeTakeFirstOrThrow()
    const daysBefore = (d: number) => new Date(Date.parse(`${award.expires_on}T09:00:00Z`) - d * 86_400_000)
    const runs = []
    for (const d of [61, 60, 60, 45, 30, 29, 7, 7, 3, -1]) runs.push((await sendRenewalReminders(db, daysBefore(d))).sent)
    expect(runs).toEqual([0, 1, 0, 0, 1, 0, 1, 0, 0, 0])
    const reminders = (await outbox('member@example.com')).filter((m) => m.kind === 'award-renewal')
    expect(reminders).toHaveLength(3)
    const renew = await call(apply, 'loader', `/badge/fire-safety-x/apply?renew=${award.id}`, 'member', { badgeId: 'fire-safety-x' })
    expect(renew.data).toMatchObject({ previous: { awardId: award.id, answers: { 'Do you have a written fire plan?': 'yes' } } })
    const stranger = await call(apply, 'loader', `/badge/fire-safety-x/apply?renew=${award.id}`, 'other', { badgeId: 'fire-safety-x' })
    expect(stranger.data).toMatchObject({ previous: null })
  })

  it('the member’s dashboard lists their applications and awards with code, links and seal; another member’s lists neither', async () => {
    const mine = await call(dashboardBadges, 'loader', '/dashboard/badges', 'member', {})
    const award = await db.selectFrom('awards').select(['code']).where('badge_id', '=', 'fire-safety-x').executeTakeFirstOrThrow()
    expect(mine.data).toMatchObject({ awards: expect.arrayContaining([expect.objectContaining({ code: award.code, status: 'current', badgeName: 'Fire Safety X' })]) })
    expect((mine.data as { applications: unknown[] }).applications.length).toBeGreaterThanOrEqual(2)
    const theirs = await call(dashboardBadges, 'loader', '/dashboard/badges', 'other', {})
    expect(theirs.data).toMatchObject({ awards: [], applications: [] })
    expect((await call(dashboardBadges, 'loader', '/dashboard/badges', 'anonymous', {})).status).toBe(302)
  })
})
