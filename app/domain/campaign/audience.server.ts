import { sql, type RawBuilder } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import type { CampaignInput } from './model.ts'

/** The subscribers (`s`) a campaign may go to, with their account's profile (`p`) for the Premium audience. */
export const AUDIENCE_FROM = sql`newsletter_subscribers s
    left join "user" u on lower(u.email) = lower(s.email)
    left join profiles p on p.user_id = u.id`

/**
 * Who of AUDIENCE_FROM a campaign of this topic, these cities (jsonb) and this audience goes to:
 * confirmed subscribers of the topic, of one of its cities for a city alert, Premium members only
 * when the audience says so, never a suppressed address.
 */
export function audienceWhere(topic: RawBuilder<unknown>, cityIds: RawBuilder<unknown>, audience: RawBuilder<unknown>) {
  return sql`s.status = 'confirmed' and s.topics ? ${topic}
      and (${audience} = 'all' or p.subscription_level = 'premium')
      and (${topic} <> 'city-alerts' or exists (
        select 1 from jsonb_array_elements(s.city_ids) sc, jsonb_array_elements(${cityIds}) cc where sc = cc))
      and not exists (select 1 from email_suppressions x where x.email = lower(s.email))`
}

/** How many subscribers a campaign composed this way would go to now ("Send to N subscribers?"). */
export async function countAudience(db: DB, input: Pick<CampaignInput, 'topic' | 'cityIds' | 'audience'>): Promise<number> {
  const where = audienceWhere(sql`${input.topic}::text`, sql`${JSON.stringify(input.cityIds)}::jsonb`, sql`${input.audience}::text`)
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${AUDIENCE_FROM} where ${where}`.execute(db)
  return Number(rows[0]?.n ?? 0)
}
