import { createHmac, timingSafeEqual } from 'node:crypto'
import { sql } from 'kysely'
import { z } from 'zod'
import type { DB } from '~/lib/db.server.ts'
import { suppressAddress } from './suppression.server.ts'

/** The header the sending provider's relay signs with (decision 033). */
export const SIGNATURE_HEADER = 'Safest-Signature'
/** A signed request older (or newer) than this is refused: a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` for a body (tests and the relay use it). */
export function signEmailEvents(body: string, secret: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`
}

/** Whether a request's signature header matches its raw body, within the tolerance. */
export function verifyEmailEventsSignature(body: string, header: string | null, secret: string, now = Date.now()): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=') as [string, string]))
  const at = Number(parts.t)
  if (!Number.isInteger(at) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false
  if (Math.abs(now / 1000 - at) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(signEmailEvents(body, secret, at).split('v1=')[1]!, 'hex')
  return timingSafeEqual(expected, Buffer.from(parts.v1!, 'hex'))
}

const eventSchema = z.object({
  type: z.enum(['bounce', 'complaint']),
  email: z.email().max(254),
  /** A bounce is permanent unless said otherwise; a transient one suppresses nothing. */
  bounceType: z.enum(['permanent', 'transient']).default('permanent'),
  campaignId: z.uuid().optional(),
})
export const emailEventsSchema = z.object({ events: z.array(eventSchema).min(1).max(100) })
export type EmailEvents = z.output<typeof emailEventsSchema>

/**
 * Applies verified events: a permanent bounce or a complaint puts the address on the suppression
 * list and counts against its campaign (the one named, else the latest it was sent); a complaint
 * also unsubscribes. Returns how many addresses were newly suppressed. Replays change nothing.
 */
export async function applyEmailEvents(db: DB, { events }: EmailEvents): Promise<number> {
  let suppressed = 0
  for (const event of events) {
    if (event.type === 'bounce' && event.bounceType === 'transient') continue
    const address = event.email.toLowerCase()
    await db.transaction().execute(async (trx) => {
      if (await suppressAddress(trx, address, event.type, event.campaignId ?? null)) suppressed++
      const status = event.type === 'bounce' ? 'bounced' : 'complained'
      const target = trx
        .selectFrom('campaign_recipients')
        .select(['campaign_id', 'subscriber_id'])
        .where(sql`lower(email)`, '=', address)
        .where('status', '=', 'sent')
        .$if(event.campaignId !== undefined, (q) => q.where('campaign_id', '=', event.campaignId!))
        .orderBy('sent_at', 'desc')
        .limit(1)
      const row = await target.executeTakeFirst()
      if (row) await trx.updateTable('campaign_recipients').set({ status }).where('campaign_id', '=', row.campaign_id).where('subscriber_id', '=', row.subscriber_id).execute()
      if (event.type === 'complaint') {
        await trx.updateTable('newsletter_subscribers').set({ status: 'unsubscribed', unsubscribed_at: new Date() }).where(sql`lower(email)`, '=', address).where('status', '<>', 'unsubscribed').execute()
      }
    })
  }
  return suppressed
}
