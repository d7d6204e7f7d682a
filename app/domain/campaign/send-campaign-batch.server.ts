import { sql } from 'kysely'
import { deliverEmail } from '~/domain/email/deliver-email.server.ts'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { describeError } from '~/lib/db-errors.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { sendJob } from '~/lib/jobs/queue.server.ts'
import { buildCampaignMessage } from './campaign-message.server.ts'
import { BATCH_PAUSE_SECONDS, BATCH_SIZE, MAX_ATTEMPTS } from './model.ts'
import { queueRecipients } from './queue-recipients.server.ts'
import { isSuppressed } from './suppression.server.ts'

export interface BatchOptions {
  batchSize?: number
  /** Seconds before the next batch's job (the sending pace). */
  pauseSeconds?: number
}

/** A claimed row not finished in this long belongs to a process that died: it is taken up again. */
const STALE_CLAIM_SECONDS = 120

export type BatchResult = 'not-due' | 'finished' | 'more' | 'gone'

/**
 * The `campaign-send` job: starts a due campaign (its audience written once), then delivers one
 * batch of its queued messages and queues the next batch after a pause. Safe to run again at any
 * point (a retry, a restart, two processes): rows are claimed with SKIP LOCKED, a row's outbox
 * message is written once and an outbox message already sent is never sent again.
 */
export async function sendCampaignBatch(db: DB, campaignId: string, options: BatchOptions = {}): Promise<BatchResult> {
  const started = await startIfDue(db, campaignId)
  if (started === 'not-due') {
    // Rescheduled later (or run early): wait for the campaign's time again.
    const row = await db.selectFrom('campaigns').select('scheduled_at').where('id', '=', campaignId).executeTakeFirst()
    if (row?.scheduled_at) await sendJob(db, 'campaign-send', { campaignId }, { startAfter: new Date(row.scheduled_at) })
  }
  if (started !== 'sending') return started
  const batchSize = options.batchSize ?? BATCH_SIZE
  const claimed = await claimBatch(db, campaignId, batchSize)
  if (claimed.length > 0) {
    const campaign = await db.selectFrom('campaigns').select(['subject', 'body_markdown']).where('id', '=', campaignId).executeTakeFirstOrThrow()
    for (const row of claimed) await deliverOne(db, campaignId, campaign, row)
  }
  const left = await db.selectFrom('campaign_recipients').select(sql<number>`count(*)::int`.as('n')).where('campaign_id', '=', campaignId).where('status', 'in', ['queued', 'sending']).executeTakeFirstOrThrow()
  if (left.n > 0) {
    await sendJob(db, 'campaign-send', { campaignId }, { startAfter: options.pauseSeconds ?? BATCH_PAUSE_SECONDS })
    return 'more'
  }
  await db.updateTable('campaigns').set({ status: 'sent', finished_at: new Date(), updated_at: new Date() }).where('id', '=', campaignId).where('status', '=', 'sending').execute()
  return 'finished'
}

/** Scheduled and due: becomes sending with its recipients written, in one transaction. */
async function startIfDue(db: DB, campaignId: string): Promise<'sending' | 'not-due' | 'gone' | 'finished'> {
  return db.transaction().execute(async (trx) => {
    const campaign = await trx.selectFrom('campaigns').select(['status', 'scheduled_at']).where('id', '=', campaignId).forUpdate().executeTakeFirst()
    if (!campaign || campaign.status === 'draft' || campaign.status === 'cancelled') return 'gone'
    if (campaign.status === 'sent') return 'finished'
    if (campaign.status === 'sending') return 'sending'
    if (!campaign.scheduled_at || new Date(campaign.scheduled_at) > new Date()) return 'not-due'
    await trx.updateTable('campaigns').set({ status: 'sending', started_at: new Date(), updated_at: new Date() }).where('id', '=', campaignId).execute()
    await queueRecipients(trx, campaignId)
    return 'sending'
  })
}

interface ClaimedRow {
  subscriber_id: string
  email: string
  attempts: number
  outbox_id: string | null
}

async function claimBatch(db: DB, campaignId: string, size: number): Promise<ClaimedRow[]> {
  const { rows } = await sql<ClaimedRow>`
    update campaign_recipients r set status = 'sending', attempts = r.attempts + 1, claimed_at = now()
    where (r.campaign_id, r.subscriber_id) in (
      select campaign_id, subscriber_id from campaign_recipients
      where campaign_id = ${campaignId}
        and (status = 'queued' or (status = 'sending' and claimed_at < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})))
      order by subscriber_id limit ${size} for update skip locked)
    returning r.subscriber_id, r.email, r.attempts, r.outbox_id`.execute(db)
  return rows
}

async function deliverOne(db: DB, campaignId: string, campaign: { subject: string; body_markdown: string }, row: ClaimedRow): Promise<void> {
  const mark = (set: { status: 'sent' | 'failed' | 'skipped' | 'queued'; error?: string | null; sent_at?: Date; outbox_id?: string }) =>
    db.updateTable('campaign_recipients').set(set).where('campaign_id', '=', campaignId).where('subscriber_id', '=', row.subscriber_id).where('status', '=', 'sending').execute()
  try {
    let outboxId = row.outbox_id
    if (!outboxId) {
      // The suppression list is read again at delivery: a bounce since the start stops the message.
      if (await isSuppressed(db, row.email)) return void (await mark({ status: 'skipped' }))
      const message = await buildCampaignMessage({ email: row.email, subscriberId: row.subscriber_id }, campaignId, campaign.subject, [{ subject: campaign.subject, markdown: campaign.body_markdown }], 'campaign')
      outboxId = (await sendEmail(db, message, { deliveredByCaller: true })).id
      await db.updateTable('campaign_recipients').set({ outbox_id: outboxId }).where('campaign_id', '=', campaignId).where('subscriber_id', '=', row.subscriber_id).execute()
    }
    // Without SMTP the outbox is the delivery (as for every other e-mail of the site).
    if (getEnv().SMTP_URL) await deliverEmail(db, outboxId)
    await mark({ status: 'sent', sent_at: new Date(), error: null })
  } catch (error) {
    const message = describeError(error).slice(0, 500)
    await mark(row.attempts >= MAX_ATTEMPTS ? { status: 'failed', error: message } : { status: 'queued', error: message })
  }
}
