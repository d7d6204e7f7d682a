import type { CampaignInput } from '~/domain/campaign/model.ts'
import { invalid } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { sendJob } from '~/lib/jobs/queue.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'
import { saveCampaignContent } from './save-campaign.admin.server.ts'

export type ScheduleResult = { id: string; at: Date }

/**
 * "Schedule" (at `input.sendAt`) or "Send now": the content saved, the campaign scheduled and its
 * `campaign-send` job queued to start then, all in one transaction with the audit entry. The job
 * (send-campaign-batch) writes the audience when it starts; a lost job is picked up again by the
 * `campaigns-due` schedule.
 */
export async function scheduleCampaign(db: DB, actor: { email: string }, input: CampaignInput, now: boolean): Promise<ScheduleResult> {
  const at = now || !input.sendAt ? new Date() : input.sendAt
  if (!now && at.getTime() < Date.now() - 60_000) throw invalid('sendAt', 'Send time must be in the future')
  return db.transaction().execute(async (trx) => {
    const id = await saveCampaignContent(trx, actor, input)
    await trx.updateTable('campaigns').set({ status: 'scheduled', scheduled_at: at }).where('id', '=', id).execute()
    await recordAudit(trx, { actor: actor.email, action: 'campaign.schedule', entity: 'campaign', entityId: id, detail: { name: input.subject, at: at.toISOString() } })
    await sendJob(trx, 'campaign-send', { campaignId: id }, { startAfter: at })
    return { id, at }
  })
}
