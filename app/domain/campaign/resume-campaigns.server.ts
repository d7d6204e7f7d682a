import type { DB } from '~/lib/db.server.ts'
import { sendJob } from '~/lib/jobs/queue.server.ts'

/**
 * The `campaigns-due` schedule (every minute): a campaign that is due or still sending gets a
 * `campaign-send` job, so one whose job was lost (a restart between batches, a database restore)
 * carries on where it stopped. Extra jobs are harmless: batches claim their rows.
 */
export async function resumeCampaigns(db: DB): Promise<number> {
  const due = await db
    .selectFrom('campaigns')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'sending'), eb.and([eb('status', '=', 'scheduled'), eb('scheduled_at', '<=', new Date())])]))
    .execute()
  for (const { id } of due) await sendJob(db, 'campaign-send', { campaignId: id })
  return due.length
}
