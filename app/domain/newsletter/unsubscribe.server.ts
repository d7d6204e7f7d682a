import type { DB } from '~/lib/db.server.ts'
import type { SubscriberStatus } from './subscribe-to-newsletter.server.ts'
import { isWellFormedToken } from './model.ts'
import { looksSigned, verifySubscriberToken } from './signed-links.server.ts'

/**
 * Which subscriber a link names: a signed link (campaigns' and the preferences page's)
 * by its subscriber id once its signature checks out, an older link by its stored random token.
 */
export function subscriberWhere(token: unknown): { column: 'id' | 'token'; value: string; campaignId: string | null } | 'invalid-token' {
  if (looksSigned(token)) {
    const signed = verifySubscriberToken(token)
    return signed ? { column: 'id', value: signed.subscriberId, campaignId: signed.campaignId } : 'invalid-token'
  }
  return isWellFormedToken(token) ? { column: 'token', value: token, campaignId: null } : 'invalid-token'
}

export type UnsubscribeResult = 'unsubscribed' | 'invalid-token' | 'not-found'

/** One-click unsubscribe: any subscriber with this token stops getting mail (idempotent). */
export async function unsubscribe(db: DB, token: unknown): Promise<UnsubscribeResult> {
  const where = subscriberWhere(token)
  if (where === 'invalid-token') return where
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('newsletter_subscribers')
      .set((eb) => ({
        status: 'unsubscribed' as const,
        unsubscribed_at: eb.fn.coalesce('unsubscribed_at', eb.val(new Date())),
      }))
      .where(where.column, '=', where.value)
      .returning('id')
      .executeTakeFirst()
    if (!row) return 'not-found' as const
    // The campaign the link came in counts the unsubscribe; whatever was still due is not sent.
    if (where.campaignId) {
      await trx.updateTable('campaign_recipients').set({ status: 'unsubscribed' }).where('campaign_id', '=', where.campaignId).where('subscriber_id', '=', row.id).where('status', 'in', ['sent', 'queued', 'held']).execute()
    }
    await trx.updateTable('campaign_recipients').set({ status: 'skipped' }).where('subscriber_id', '=', row.id).where('status', 'in', ['queued', 'held']).execute()
    return 'unsubscribed' as const
  })
}

export type SubscriberLookup =
  | { found: true; email: string; status: SubscriberStatus }
  | { found: false; reason: 'invalid-token' | 'not-found' }

/** The subscriber behind an unsubscribe link, for the page that asks "Unsubscribe?". */
export async function findSubscriberByToken(db: DB, token: unknown): Promise<SubscriberLookup> {
  const where = subscriberWhere(token)
  if (where === 'invalid-token') return { found: false, reason: 'invalid-token' }
  const row = await db.selectFrom('newsletter_subscribers').select(['email', 'status']).where(where.column, '=', where.value).executeTakeFirst()
  return row ? { found: true, email: row.email, status: row.status } : { found: false, reason: 'not-found' }
}

/** j•••@example.com: enough for people to recognise their address without showing it whole. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}
