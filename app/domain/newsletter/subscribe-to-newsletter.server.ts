import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { consumeRateLimit } from '~/lib/rate-limit.server.ts'
import { confirmLink } from './newsletter-links.server.ts'
import { sendNewsletterEmail } from './send-newsletter-email.server.ts'
import { newSubscriberToken } from './tokens.server.ts'
import { TOPIC_VALUES, type Preferences } from '~/domain/campaign/model.ts'

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'

export interface SubscribeResult {
  status: SubscriberStatus
  /** Whether a confirmation e-mail went out (to the outbox, and over SMTP when configured). */
  confirmationSent: boolean
}

/** At most this many confirmation e-mails per address per hour, whoever asks (no mail-bombing). */
const CONFIRMATIONS_PER_HOUR = 3

/**
 * Subscribes an address (already validated and lower-cased) with double opt-in. One row per
 * address whatever its case: a new address or one that had unsubscribed becomes pending with a
 * fresh token and gets a confirmation e-mail; a pending one gets the confirmation again; a confirmed
 * one is left alone. Callers answer the same in every case, so nobody learns who is subscribed.
 */
export async function subscribeToNewsletter(db: DB, email: string, choices?: Preferences): Promise<SubscribeResult> {
  const address = email.trim().toLowerCase()
  // Topics and cities chosen at sign-up apply to a new or not yet confirmed subscription only: a
  // stranger cannot change a confirmed subscriber's choices (that takes the e-mailed preferences link).
  const topics = JSON.stringify(choices?.topics ?? TOPIC_VALUES)
  const cities = JSON.stringify(choices?.cityIds ?? [])
  // One atomic upsert on the lower(email) index, so two quick submits cannot make two rows.
  const { rows } = await sql<{ status: SubscriberStatus; token: string; email: string; id: string }>`
    insert into newsletter_subscribers (email, token, topics, city_ids) values (${address}, ${newSubscriberToken()}, ${topics}::jsonb, ${cities}::jsonb)
    on conflict (lower(email)) do update set
      topics = case when newsletter_subscribers.status = 'confirmed' then newsletter_subscribers.topics else excluded.topics end,
      city_ids = case when newsletter_subscribers.status = 'confirmed' then newsletter_subscribers.city_ids else excluded.city_ids end,
      status = case when newsletter_subscribers.status = 'unsubscribed' then 'pending' else newsletter_subscribers.status end,
      token = case when newsletter_subscribers.status = 'unsubscribed' then excluded.token else newsletter_subscribers.token end,
      confirmed_at = case when newsletter_subscribers.status = 'unsubscribed' then null else newsletter_subscribers.confirmed_at end,
      unsubscribed_at = null
    returning status, token, email, id
  `.execute(db)
  const subscriber = rows[0]!
  if (subscriber.status !== 'pending') return { status: subscriber.status, confirmationSent: false }

  const quota = await consumeRateLimit(db, `newsletter-confirm:${address}`, CONFIRMATIONS_PER_HOUR, 60 * 60)
  if (!quota.allowed) return { status: subscriber.status, confirmationSent: false }

  const confirm = confirmLink(subscriber.token)
  await sendNewsletterEmail(db, subscriber, {
    kind: 'newsletter-confirm',
    subject: 'Confirm your Safest newsletter subscription',
    text: [
      'Thanks for signing up for Safest safety alerts and deal notices.',
      `Please confirm your subscription by opening this link:\n${confirm}`,
      "If you did not ask for this, ignore this e-mail: you won't hear from us unless you confirm.",
    ].join('\n\n'),
  })
  return { status: subscriber.status, confirmationSent: true }
}
