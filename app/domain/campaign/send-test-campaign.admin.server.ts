import { buildCampaignMessage, NO_SUBSCRIBER } from '~/domain/campaign/campaign-message.server.ts'
import type { CampaignInput } from '~/domain/campaign/model.ts'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import { tooManyRequests } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { consumeRateLimit } from '~/lib/rate-limit.server.ts'

const TESTS_PER_HOUR = 30

/** "Send a test to me": the message as subscribers will get it, to the admin's own address only. */
export async function sendTestCampaign(db: DB, admin: { email: string }, input: CampaignInput): Promise<void> {
  const quota = await consumeRateLimit(db, `campaign-test:${admin.email}`, TESTS_PER_HOUR, 60 * 60)
  if (!quota.allowed) throw tooManyRequests('Too many test sends. Please try again later.', quota.retryAfterSeconds)
  const subject = `[Test] ${input.subject}`
  const message = await buildCampaignMessage({ email: admin.email, subscriberId: NO_SUBSCRIBER }, null, subject, [{ subject: input.subject, markdown: input.body }], 'campaign-test')
  await sendEmail(db, message)
}
