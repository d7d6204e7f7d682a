import { sendEmail } from '~/domain/email/send-email.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { buildCampaignMessage } from './campaign-message.server.ts'
import { isSuppressed } from './suppression.server.ts'

export const DIGEST_SUBJECT = 'Your weekly Safest safety alerts'

/**
 * The `weekly-digest` job: free subscribers get the week's city alerts held for them (Premium
 * members had each at once) in one message. Per subscriber, the held rows are marked sent and the
 * message written to the outbox (its delivery job queued) in one transaction: a rerun finds nothing
 * held and sends nothing twice.
 */
export async function sendWeeklyDigest(db: DB): Promise<number> {
  const subscribers = await db.selectFrom('campaign_recipients').select('subscriber_id').distinct().where('status', '=', 'held').execute()
  let sent = 0
  for (const { subscriber_id } of subscribers) {
    const done = await db.transaction().execute(async (trx) => {
      const held = await trx
        .updateTable('campaign_recipients')
        .set({ status: 'sent', sent_at: new Date() })
        .where('subscriber_id', '=', subscriber_id)
        .where('status', '=', 'held')
        .returning(['campaign_id', 'email'])
        .execute()
      if (held.length === 0) return false
      const email = held[0]!.email
      if (await isSuppressed(trx, email)) {
        await trx.updateTable('campaign_recipients').set({ status: 'skipped', sent_at: null }).where('subscriber_id', '=', subscriber_id).where('campaign_id', 'in', held.map((h) => h.campaign_id)).execute()
        return false
      }
      const campaigns = await trx.selectFrom('campaigns').select(['subject', 'body_markdown']).where('id', 'in', held.map((h) => h.campaign_id)).orderBy('started_at').execute()
      const sections = campaigns.map((c) => ({ subject: c.subject, markdown: c.body_markdown }))
      await sendEmail(trx, await buildCampaignMessage({ email, subscriberId: subscriber_id }, null, DIGEST_SUBJECT, sections, 'campaign-digest'))
      return true
    })
    if (done) sent++
  }
  return sent
}
