import type { DB } from '~/lib/db.server.ts'
import type { SubscriberStatus } from './subscribe-to-newsletter.server.ts'
import { isWellFormedToken } from './model.ts'

export type UnsubscribeResult = 'unsubscribed' | 'invalid-token' | 'not-found'

/** One-click unsubscribe: any subscriber with this token stops getting mail (idempotent). */
export async function unsubscribe(db: DB, token: unknown): Promise<UnsubscribeResult> {
  if (!isWellFormedToken(token)) return 'invalid-token'
  const row = await db
    .updateTable('newsletter_subscribers')
    .set((eb) => ({
      status: 'unsubscribed' as const,
      unsubscribed_at: eb.fn.coalesce('unsubscribed_at', eb.val(new Date())),
    }))
    .where('token', '=', token)
    .returning('id')
    .executeTakeFirst()
  return row ? 'unsubscribed' : 'not-found'
}

export type SubscriberLookup =
  | { found: true; email: string; status: SubscriberStatus }
  | { found: false; reason: 'invalid-token' | 'not-found' }

/** The subscriber behind an unsubscribe link, for the page that asks "Unsubscribe?". */
export async function findSubscriberByToken(db: DB, token: unknown): Promise<SubscriberLookup> {
  if (!isWellFormedToken(token)) return { found: false, reason: 'invalid-token' }
  const row = await db.selectFrom('newsletter_subscribers').select(['email', 'status']).where('token', '=', token).executeTakeFirst()
  return row ? { found: true, email: row.email, status: row.status } : { found: false, reason: 'not-found' }
}

/** j•••@example.com: enough for people to recognise their address without showing it whole. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}
