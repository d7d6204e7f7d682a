// Both engines: sending once and resuming after a restart depend on the job queue of each engine.
// Newsletter campaigns: audience selection, suppression, sending once, resuming after a
// restart, signed unsubscribe and preferences links, the bounce/complaint webhook, the digest.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signUp } from '~/domain/account/sign-up.server.ts'
import { scheduleCampaign } from '~/domain/campaign/schedule-campaign.admin.server.ts'
import { findCampaigns } from '~/domain/campaign/find-campaigns.admin.server.ts'
import { setSubscriptionLevel } from '~/domain/billing/subscription.server.ts'
import { signEmailEvents } from '~/domain/campaign/handle-email-events.server.ts'
import { campaignSchema, type CampaignInput } from '~/domain/campaign/model.ts'
import { resumeCampaigns } from '~/domain/campaign/resume-campaigns.server.ts'
import { sendCampaignBatch } from '~/domain/campaign/send-campaign-batch.server.ts'
import { DIGEST_SUBJECT, sendWeeklyDigest } from '~/domain/campaign/send-weekly-digest.server.ts'
import { findPreferences, updatePreferences } from '~/domain/newsletter/preferences.server.ts'
import { signSubscriberToken } from '~/domain/newsletter/signed-links.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { closeJobQueue, startJobWorkers } from '~/lib/jobs/queue.server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'
import { eventually, openTestJobQueue } from './test-jobs.ts'

process.env.EMAIL_WEBHOOK_SECRET = 'webhook-secret-0123456789'

const admin = { email: 'owner@safest.test' }
let denver = 0
let boulder = 0

const db = await openAppDatabase('campaigns')
beforeAll(() => openTestJobQueue(db))
beforeAll(async () => {
  const city = async (slug: string) => (await db.selectFrom('cities').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
  denver = await city('denver')
  boulder = (await db.selectFrom('cities').select('id').where('slug', '<>', 'denver').orderBy('id').executeTakeFirstOrThrow()).id
})
beforeEach(async () => {
  await db.deleteFrom('campaigns').execute()
  await db.deleteFrom('newsletter_subscribers').execute()
  await db.deleteFrom('email_suppressions').execute()
  await db.deleteFrom('outbox').execute()
})

async function subscriber(email: string, topics: string[], cityIds: number[], status: 'confirmed' | 'pending' | 'unsubscribed' = 'confirmed') {
  const row = await db
    .insertInto('newsletter_subscribers')
    .values({ email, token: `tok${email}`.padEnd(43, 'x').slice(0, 43), status, topics: JSON.stringify(topics), city_ids: JSON.stringify(cityIds) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

let premiumCount = 0
async function premiumMember(email: string) {
  const r = await signUp(db, { name: `Premium ${++premiumCount}`, email, password: 'blue-harbor-7' }, new Request('http://localhost:3000/thank-you'))
  if (!r.ok) throw new Error('sign-up failed')
  await setSubscriptionLevel(db, r.userId, 'premium')
}

function input(fields: Partial<Record<string, string | string[]>>): CampaignInput {
  const form = new FormData()
  for (const [k, v] of Object.entries({ subject: 'Denver: boil-water notice', body: '**Boil** tap water for one minute.', topic: 'city-alerts', cityIds: String(denver), ...fields })) {
    for (const one of Array.isArray(v) ? v : [v!]) form.append(k, one)
  }
  const parsed = parseForm(campaignSchema, form)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.value
}

const mails = () => db.selectFrom('outbox').selectAll().orderBy('id').execute()
const to = async (kind?: string) => (await mails()).filter((m) => !kind || m.kind === kind).map((m) => m.to_address).sort()
async function runToEnd(id: string, batchSize = 50) {
  for (let i = 0; i < 50; i++) if ((await sendCampaignBatch(db, id, { batchSize })) !== 'more') return
  throw new Error('campaign did not finish')
}
const counts = async (id: string) => (await findCampaigns(db)).find((c) => c.id === id)!.counts

describe(`campaigns on ${engine}`, () => {
  it('sends a city alert to Denver subscribers only: Premium at once, free ones in the weekly digest', async () => {
    await premiumMember('prem@example.com')
    await subscriber('prem@example.com', ['city-alerts'], [denver])
    await subscriber('free@example.com', ['recalls', 'city-alerts'], [boulder, denver])
    await subscriber('boulder@example.com', ['city-alerts'], [boulder])
    await subscriber('no-alerts@example.com', ['recalls', 'deals'], [denver])
    await subscriber('pending@example.com', ['city-alerts'], [denver], 'pending')
    await subscriber('left@example.com', ['city-alerts'], [denver], 'unsubscribed')
    await subscriber('bounced@example.com', ['city-alerts'], [denver])
    await db.insertInto('email_suppressions').values({ email: 'bounced@example.com', reason: 'bounce' }).execute()

    const scheduled = await scheduleCampaign(db, admin, input({}), true)
    await runToEnd(scheduled.id)
    expect(await to('campaign')).toEqual(['prem@example.com'])
    expect(await counts(scheduled.id)).toMatchObject({ queued: 1, sent: 1, failed: 0 })

    const mail = (await mails())[0]!
    expect(mail.subject).toBe('Denver: boil-water notice')
    expect(mail.html_body).toContain('<strong>Boil</strong>')
    expect(mail.text_body).toContain('Boil tap water')
    expect(mail.text_body).toContain('/newsletter/preferences?token=s1.')
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/newsletter\/unsubscribe\?token=s1\.[^>]+>$/)
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    expect(await sendWeeklyDigest(db)).toBe(1)
    expect(await sendWeeklyDigest(db)).toBe(0)
    const digest = (await mails()).filter((m) => m.subject === DIGEST_SUBJECT)
    expect(digest.map((m) => m.to_address)).toEqual(['free@example.com'])
    expect(digest[0]!.text_body).toContain('Boil tap water')
    expect(await counts(scheduled.id)).toMatchObject({ queued: 0, sent: 2 })
  })

  it('sends recalls to every topic subscriber at once; a Premium-only audience skips free ones', async () => {
    await premiumMember('prem2@example.com')
    await subscriber('prem2@example.com', ['recalls'], [])
    await subscriber('free2@example.com', ['recalls'], [])
    await subscriber('deals-only@example.com', ['deals'], [])
    const all = await scheduleCampaign(db, admin, input({ topic: 'recalls', cityIds: [], subject: 'Stroller recall' }), true)
    const premium = await scheduleCampaign(db, admin, input({ topic: 'recalls', cityIds: [], subject: 'Early access', audience: 'premium' }), true)
    await runToEnd(all.id)
    await runToEnd(premium.id)
    const sent = await mails()
    expect(sent.filter((m) => m.subject === 'Stroller recall').map((m) => m.to_address).sort()).toEqual(['free2@example.com', 'prem2@example.com'])
    expect(sent.filter((m) => m.subject === 'Early access').map((m) => m.to_address)).toEqual(['prem2@example.com'])
  })

  it('never sends a campaign twice: concurrent batches, reruns and a second "send now" change nothing', async () => {
    for (let i = 0; i < 7; i++) await subscriber(`r${i}@example.com`, ['deals'], [])
    const c = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'Deal' }), true)
    await Promise.all([sendCampaignBatch(db, c.id, { batchSize: 3 }), sendCampaignBatch(db, c.id, { batchSize: 3 }), sendCampaignBatch(db, c.id, { batchSize: 3 })])
    await runToEnd(c.id, 3)
    await runToEnd(c.id, 3)
    expect(await sendCampaignBatch(db, c.id)).toBe('finished')
    await expect(scheduleCampaign(db, admin, { ...input({ topic: 'deals', cityIds: [], subject: 'Deal' }), id: c.id }, true)).rejects.toMatchObject({ code: 'conflict' })
    const addresses = await to('campaign')
    expect(addresses).toHaveLength(7)
    expect(new Set(addresses).size).toBe(7)
    expect(await counts(c.id)).toMatchObject({ sent: 7, queued: 0 })
  })

  it('a scheduled campaign waits for its time', async () => {
    await subscriber('later@example.com', ['deals'], [])
    const c = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], sendAt: new Date(Date.now() + 3600_000).toISOString().slice(0, 19) }), false)
    expect(await sendCampaignBatch(db, c.id)).toBe('not-due')
    expect(await mails()).toHaveLength(0)
    await db.updateTable('campaigns').set({ scheduled_at: new Date(Date.now() - 1000) }).where('id', '=', c.id).execute()
    expect(await resumeCampaigns(db)).toBe(1)
    await runToEnd(c.id)
    expect(await to('campaign')).toEqual(['later@example.com'])
  })

  it('the job queue sends a scheduled campaign once its time comes', async () => {
    await subscriber('queued@example.com', ['deals'], [])
    await startJobWorkers({ 'campaign-send': (job) => sendCampaignBatch(db, job.data.campaignId) })
    const at = new Date(Date.now() + 2000).toISOString().slice(0, 19)
    const c = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'On time', sendAt: at }), false)
    await eventually(async () => ((await to('campaign')).length > 0 ? true : undefined), 30_000)
    expect(await to('campaign')).toEqual(['queued@example.com'])
    await eventually(async () => ((await findCampaigns(db)).find((x) => x.id === c.id)?.status === 'sent' ? true : undefined))
    await closeJobQueue()
    await openTestJobQueue(db)
  }, 60_000)

  it('resumes after a restart: a batch cut off mid-way is finished without sending anyone twice', async () => {
    for (let i = 0; i < 5; i++) await subscriber(`resume${i}@example.com`, ['deals'], [])
    const c = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'Resume' }), true)
    expect(await sendCampaignBatch(db, c.id, { batchSize: 2 })).toBe('more')
    // A process died mid-batch: one row claimed with its message written but not marked sent,
    // another claimed before its message was written.
    const [written, claimed] = await db.selectFrom('campaign_recipients').select(['subscriber_id', 'email']).where('campaign_id', '=', c.id).where('status', '=', 'queued').orderBy('subscriber_id').limit(2).execute()
    const outbox = await db.insertInto('outbox').values({ to_address: written!.email, subject: 'Resume', text_body: 'x', kind: 'campaign' }).returning('id').executeTakeFirstOrThrow()
    const stale = new Date(Date.now() - 10 * 60_000)
    await db.updateTable('campaign_recipients').set({ status: 'sending', claimed_at: stale, outbox_id: String(outbox.id) }).where('campaign_id', '=', c.id).where('subscriber_id', '=', written!.subscriber_id).execute()
    await db.updateTable('campaign_recipients').set({ status: 'sending', claimed_at: stale }).where('campaign_id', '=', c.id).where('subscriber_id', '=', claimed!.subscriber_id).execute()
    await closeJobQueue()
    await openTestJobQueue(db)

    expect(await resumeCampaigns(db)).toBe(1)
    await runToEnd(c.id, 2)
    const addresses = await to('campaign')
    expect(addresses).toHaveLength(5)
    expect(new Set(addresses).size).toBe(5)
    expect(await counts(c.id)).toMatchObject({ sent: 5, queued: 0 })
  })

  it('a signed one-click unsubscribe stops everything still due; forged and altered tokens do nothing', async () => {
    const id = await subscriber('leaver@example.com', ['deals', 'city-alerts'], [denver])
    const other = await subscriber('stayer@example.com', ['deals'], [])
    const c = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'First' }), true)
    await runToEnd(c.id)
    const header = (await mails()).find((m) => m.to_address === 'leaver@example.com')!.headers!['List-Unsubscribe']!
    const url = new URL(header.slice(1, -1))
    const token = url.searchParams.get('token')!

    const { action } = await import('~/routes/newsletter.unsubscribe.tsx')
    const post = async (tok: string) => {
      const u = new URL(url)
      u.searchParams.set('token', tok)
      const request = new Request(u, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
      const result = (await action({ request, url: u, params: {}, context: {} } as any)) as { init: ResponseInit | null }
      return result.init?.status ?? 200
    }
    // Another subscriber's id with this signature, a changed signature, a token signed for someone else's id.
    const [, , campaign, sig] = token.split('.')
    expect(await post(`s1.${other}.${campaign}.${sig}`)).toBe(400)
    expect(await post(`s1.${id}.${campaign}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`)).toBe(400)
    expect(await post(signSubscriberToken(other).replace(other, id))).toBe(400)
    expect((await db.selectFrom('newsletter_subscribers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('confirmed')

    expect(await post(token)).toBe(200)
    expect(await post(token)).toBe(200)
    expect((await db.selectFrom('newsletter_subscribers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('unsubscribed')
    expect(await counts(c.id)).toMatchObject({ sent: 1, unsubscribed: 1 })

    const next = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'Second' }), true)
    await runToEnd(next.id)
    expect((await mails()).filter((m) => m.subject === 'Second').map((m) => m.to_address)).toEqual(['stayer@example.com'])
  })

  it('the preferences link shows and saves topics and cities, and only with a valid signature', async () => {
    const id = await subscriber('prefs@example.com', ['deals'], [])
    const token = signSubscriberToken(id)
    expect(await findPreferences(db, token)).toMatchObject({ found: true, email: 'p•••@example.com', topics: ['deals'], cityIds: [] })
    expect(await findPreferences(db, `${token.slice(0, -2)}xx`)).toEqual({ found: false, reason: 'invalid-token' })
    expect(await updatePreferences(db, token, { topics: ['city-alerts', 'recalls'], cityIds: [denver, 2_000_000_000] })).toBe('saved')
    expect(await findPreferences(db, token)).toMatchObject({ topics: ['city-alerts', 'recalls'], cityIds: [denver] })
    expect(await updatePreferences(db, signSubscriberToken('00000000-0000-0000-0000-000000000000'), { topics: [], cityIds: [] })).toBe('not-found')
  })

  it('unticking every topic on the preferences page means no topics: the address is unsubscribed and gets nothing', async () => {
    const id = await subscriber('quiet@example.com', ['deals', 'recalls'], [denver])
    const token = signSubscriberToken(id)
    const { action } = await import('~/routes/newsletter.preferences.tsx')
    const save = async (topics: string[]) => {
      const form = new FormData()
      form.set('token', token)
      for (const topic of topics) form.append('topics', topic)
      form.set('cityIds', String(denver))
      const request = new Request('http://localhost/newsletter/preferences', { method: 'POST', body: form })
      return ((await action({ request, url: new URL(request.url), params: {}, context: {} } as any)) as { data: Record<string, unknown> }).data
    }
    // The form posts no "topics" at all when none is ticked (its city stays chosen).
    expect(await save([])).toMatchObject({ view: 'form', saved: 'unsubscribed', status: 'unsubscribed', topics: [], cityIds: [denver] })
    const c = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'Quiet deals' }), true)
    await runToEnd(c.id)
    expect((await mails()).filter((m) => m.to_address === 'quiet@example.com')).toEqual([])
    // Ticking a topic again subscribes the address again, to that topic only.
    expect(await save(['recalls'])).toMatchObject({ saved: 'saved', status: 'confirmed', topics: ['recalls'] })
  })

  it('the signed webhook suppresses bounced and complaining addresses; unsigned or stale requests change nothing', async () => {
    await subscriber('hard@example.com', ['deals'], [])
    await subscriber('soft@example.com', ['deals'], [])
    await subscriber('angry@example.com', ['deals'], [])
    const c = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'Hello' }), true)
    await runToEnd(c.id)

    const { action } = await import('~/routes/api.email-events.ts')
    const call = async (body: string, signature: string | null) => {
      const request = new Request('http://localhost/api/email-events', { method: 'POST', body, headers: signature ? { 'Safest-Signature': signature } : {} })
      const result = (await action({ request, params: {}, context: {} } as any)) as { data: unknown; init: ResponseInit | null }
      return { status: result.init?.status ?? 200, body: result.data }
    }
    const secret = process.env.EMAIL_WEBHOOK_SECRET!
    const body = JSON.stringify({
      events: [
        { type: 'bounce', email: 'HARD@example.com', bounceType: 'permanent', campaignId: c.id },
        { type: 'bounce', email: 'soft@example.com', bounceType: 'transient' },
        { type: 'complaint', email: 'angry@example.com' },
      ],
    })
    expect((await call(body, null)).status).toBe(401)
    expect((await call(body, signEmailEvents(body, 'another-secret-0123456'))).status).toBe(401)
    expect((await call(body, signEmailEvents(body, secret, Math.floor(Date.now() / 1000) - 3600))).status).toBe(401)
    expect((await call(`${body} `, signEmailEvents(body, secret))).status).toBe(401)
    expect(await db.selectFrom('email_suppressions').selectAll().execute()).toEqual([])
    expect((await call('{"events":[{"type":"bounce"}]}', signEmailEvents('{"events":[{"type":"bounce"}]}', secret))).status).toBe(422)

    expect(await call(body, signEmailEvents(body, secret))).toEqual({ status: 200, body: { received: 3, suppressed: 2 } })
    expect(await call(body, signEmailEvents(body, secret))).toEqual({ status: 200, body: { received: 3, suppressed: 0 } })
    const list = await db.selectFrom('email_suppressions').select(['email', 'reason']).orderBy('email').execute()
    expect(list).toEqual([
      { email: 'angry@example.com', reason: 'complaint' },
      { email: 'hard@example.com', reason: 'bounce' },
    ])
    expect(await counts(c.id)).toMatchObject({ sent: 1, bounced: 1, complained: 1 })

    const next = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'After' }), true)
    await runToEnd(next.id)
    expect((await mails()).filter((m) => m.subject === 'After').map((m) => m.to_address)).toEqual(['soft@example.com'])
  })

  it('validates the compose form per field', () => {
    const bad = parseForm(campaignSchema, { subject: '', body: '', topic: 'city-alerts', cityIds: [], audience: 'everyone', sendAt: 'tomorrow' })
    expect(bad).toEqual({
      ok: false,
      errors: expect.objectContaining({ subject: 'Subject is required', body: 'Message is required', audience: 'Choose an audience', sendAt: 'Send time must be a date and time' }),
    })
    const noCity = parseForm(campaignSchema, { subject: 'x', body: 'y', topic: 'city-alerts' })
    expect(noCity).toEqual({ ok: false, errors: { cityIds: 'Choose at least one city for a city alert' } })
    expect(parseForm(campaignSchema, { subject: 'x', body: 'y', topic: 'deals', cityIds: ['1e3'] })).toEqual({ ok: false, errors: { cityIds: 'Choose cities from the list' } })
  })
})

