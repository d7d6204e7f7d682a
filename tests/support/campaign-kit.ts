// What the newsletter campaign tests share (tests/integration/campaigns-*.test.ts): the job queue,
// two cities (Denver and another), empty campaign, subscriber, suppression and outbox tables before
// each test, subscribers and Premium members, a compose form's input, the mails written and a
// campaign sent to its end. Call campaignKit(db) at the top of a file after openAppDatabase().
import { beforeAll, beforeEach } from 'vitest'
import { signUp } from '~/domain/account/sign-up.server.ts'
import { findCampaigns } from '~/domain/campaign/find-campaigns.admin.server.ts'
import { setSubscriptionLevel } from '~/domain/billing/subscription.server.ts'
import { campaignSchema, type CampaignInput } from '~/domain/campaign/model.ts'
import { sendCampaignBatch } from '~/domain/campaign/send-campaign-batch.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { openTestJobQueue } from '../integration/test-jobs.ts'

/** Who schedules the campaigns. */
export const admin = { email: 'owner@safest.test' }

export function campaignKit(db: DB) {
  /** The ids of Denver and of another city. */
  const cities = { denver: 0, boulder: 0 }
  beforeAll(() => openTestJobQueue(db))
  beforeAll(async () => {
    const city = async (slug: string) => (await db.selectFrom('cities').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
    cities.denver = await city('denver')
    cities.boulder = (await db.selectFrom('cities').select('id').where('slug', '<>', 'denver').orderBy('id').executeTakeFirstOrThrow()).id
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
    for (const [k, v] of Object.entries({ subject: 'Denver: boil-water notice', body: '**Boil** tap water for one minute.', topic: 'city-alerts', cityIds: String(cities.denver), ...fields })) {
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
  return { cities, subscriber, premiumMember, input, mails, to, runToEnd, counts }
}
