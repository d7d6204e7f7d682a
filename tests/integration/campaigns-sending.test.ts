// Both engines: sending once and resuming after a restart depend on the job queue of each engine.
// Newsletter campaigns: audience selection (city alerts, recalls, Premium only, the weekly digest),
// sending once, a scheduled campaign's time, resuming after a restart.
import { describe, expect, it } from 'vitest'
import { scheduleCampaign } from '~/domain/campaign/schedule-campaign.admin.server.ts'
import { findCampaigns } from '~/domain/campaign/find-campaigns.admin.server.ts'
import { resumeCampaigns } from '~/domain/campaign/resume-campaigns.server.ts'
import { sendCampaignBatch } from '~/domain/campaign/send-campaign-batch.server.ts'
import { DIGEST_SUBJECT, sendWeeklyDigest } from '~/domain/campaign/send-weekly-digest.server.ts'
import { closeJobQueue, startJobWorkers } from '~/lib/jobs/queue.server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'
import { admin, campaignKit } from '../support/campaign-kit.ts'
import { eventually, openTestJobQueue } from './test-jobs.ts'

process.env.EMAIL_WEBHOOK_SECRET = 'webhook-secret-0123456789'

const db = await openAppDatabase('campaigns-sending')
const { cities, subscriber, premiumMember, input, mails, to, runToEnd, counts } = campaignKit(db)

describe(`campaigns on ${engine}`, () => {
  it('sends a city alert to Denver subscribers only: Premium at once, free ones in the weekly digest', async () => {
    await premiumMember('prem@example.com')
    await subscriber('prem@example.com', ['city-alerts'], [cities.denver])
    await subscriber('free@example.com', ['recalls', 'city-alerts'], [cities.boulder, cities.denver])
    await subscriber('boulder@example.com', ['city-alerts'], [cities.boulder])
    await subscriber('no-alerts@example.com', ['recalls', 'deals'], [cities.denver])
    await subscriber('pending@example.com', ['city-alerts'], [cities.denver], 'pending')
    await subscriber('left@example.com', ['city-alerts'], [cities.denver], 'unsubscribed')
    await subscriber('bounced@example.com', ['city-alerts'], [cities.denver])
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

})
