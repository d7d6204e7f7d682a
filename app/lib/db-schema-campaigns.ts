import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './db-schema.ts'

// The newsletter's campaigns (migration 0038): campaigns, one row per campaign and
// recipient, and the suppression list.

export type CampaignTopic = 'recalls' | 'city-alerts' | 'deals'
export type CampaignStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled'
export type RecipientStatus = 'queued' | 'held' | 'sending' | 'sent' | 'failed' | 'skipped' | 'bounced' | 'complained' | 'unsubscribed'

export interface CampaignsTable {
  id: Generated<string>
  subject: string
  body_markdown: string
  topic: CampaignTopic
  city_ids: ColumnType<number[], string | undefined, string>
  audience: Generated<'all' | 'premium'>
  status: Generated<CampaignStatus>
  scheduled_at: Timestamp | null
  started_at: Timestamp | null
  finished_at: Timestamp | null
  created_by: string
  created_at: Timestamp
  updated_at: Timestamp
}

export interface CampaignRecipientsTable {
  campaign_id: string
  subscriber_id: string
  email: string
  status: Generated<RecipientStatus>
  attempts: Generated<number>
  outbox_id: string | null
  error: string | null
  claimed_at: Timestamp | null
  sent_at: Timestamp | null
}

export interface EmailSuppressionsTable {
  email: string
  reason: 'bounce' | 'complaint' | 'unsubscribe'
  detail: string | null
  created_at: Timestamp
}
