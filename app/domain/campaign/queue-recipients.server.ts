import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { AUDIENCE_FROM, audienceWhere } from './audience.server.ts'

/**
 * The audience of a campaign, written once as its recipient rows (the moment it starts sending):
 * confirmed subscribers of its topic, of one of its cities for a city alert, Premium members only
 * when the audience says so, never a suppressed address. City alerts go at once to Premium members;
 * free subscribers' rows are held for the weekly digest. A row per subscriber and campaign (the
 * primary key) is what keeps anyone from getting a campaign twice.
 */
export async function queueRecipients(db: DB, campaignId: string): Promise<number> {
  const result = await sql`
    insert into campaign_recipients (campaign_id, subscriber_id, email, status)
    select c.id, s.id, s.email,
      case when c.topic = 'city-alerts' and coalesce(p.subscription_level, 'free') <> 'premium' then 'held' else 'queued' end
    from campaigns c cross join ${AUDIENCE_FROM}
    where c.id = ${campaignId} and ${audienceWhere(sql`c.topic`, sql`c.city_ids`, sql`c.audience`)}
    on conflict do nothing`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}
