import { sql } from 'kysely'
import { countKey, type CampaignCounts, type CampaignStatus, type CampaignTopic, type RecipientStatus } from '~/domain/campaign/model.ts'
import type { DB } from '~/lib/db.server.ts'

export interface CampaignRow {
  id: string
  subject: string
  body: string
  topic: CampaignTopic
  cityIds: number[]
  audience: 'all' | 'premium'
  status: CampaignStatus
  scheduledAt: string | null
  finishedAt: string | null
  counts: CampaignCounts
}

const emptyCounts = (): CampaignCounts => ({ queued: 0, sent: 0, failed: 0, bounced: 0, complained: 0, unsubscribed: 0, skipped: 0 })

/** The Newsletter tab's list: the latest campaigns, each with its per-status counts. */
export async function findCampaigns(db: DB, only: { id?: string } = {}): Promise<CampaignRow[]> {
  const campaigns = await db
    .selectFrom('campaigns')
    .selectAll()
    .$if(only.id !== undefined, (q) => q.where('id', '=', only.id!))
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute()
  if (campaigns.length === 0) return []
  const counts = await db
    .selectFrom('campaign_recipients')
    .select(['campaign_id', 'status', sql<number>`count(*)::int`.as('n')])
    .where(
      'campaign_id',
      'in',
      campaigns.map((c) => c.id),
    )
    .groupBy(['campaign_id', 'status'])
    .execute()
  return campaigns.map((c) => {
    const tally = emptyCounts()
    for (const row of counts) if (row.campaign_id === c.id) tally[countKey(row.status as RecipientStatus)] += row.n
    return {
      id: c.id,
      subject: c.subject,
      body: c.body_markdown,
      topic: c.topic,
      cityIds: c.city_ids,
      audience: c.audience,
      status: c.status,
      scheduledAt: c.scheduled_at ? new Date(c.scheduled_at).toISOString() : null,
      finishedAt: c.finished_at ? new Date(c.finished_at).toISOString() : null,
      counts: tally,
    }
  })
}
