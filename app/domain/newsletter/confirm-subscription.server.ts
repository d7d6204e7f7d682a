import type { DB } from '~/lib/db.server.ts'
import { isWellFormedToken } from './model.ts'

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'invalid-token' | 'not-found'

/** Double opt-in: the e-mailed link turns a pending subscriber into a confirmed one. */
export async function confirmSubscription(db: DB, token: unknown): Promise<ConfirmResult> {
  if (!isWellFormedToken(token)) return 'invalid-token'
  const updated = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: new Date() })
    .where('token', '=', token)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst()
  if (updated) return 'confirmed'
  const row = await db.selectFrom('newsletter_subscribers').select('status').where('token', '=', token).executeTakeFirst()
  if (!row) return 'not-found'
  // An old confirm link must not re-subscribe someone who has since unsubscribed.
  return row.status === 'confirmed' ? 'already-confirmed' : 'unsubscribed'
}
