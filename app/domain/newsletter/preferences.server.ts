import type { Preferences } from '~/domain/campaign/model.ts'
import type { DB } from '~/lib/db.server.ts'
import type { SubscriberStatus } from './subscribe-to-newsletter.server.ts'
import { maskEmail, subscriberWhere, unsubscribe } from './unsubscribe.server.ts'

export type PreferencesLookup =
  | { found: true; email: string; status: SubscriberStatus; topics: string[]; cityIds: number[] }
  | { found: false; reason: 'invalid-token' | 'not-found' }

/** The subscriber a preferences link (signed, or an older unsubscribe token) names, with their choices. */
export async function findPreferences(db: DB, token: unknown): Promise<PreferencesLookup> {
  const where = subscriberWhere(token)
  if (where === 'invalid-token') return { found: false, reason: 'invalid-token' }
  const row = await db.selectFrom('newsletter_subscribers').select(['email', 'status', 'topics', 'city_ids']).where(where.column, '=', where.value).executeTakeFirst()
  if (!row) return { found: false, reason: 'not-found' }
  return { found: true, email: maskEmail(row.email), status: row.status, topics: row.topics, cityIds: row.city_ids }
}

/**
 * Saves a subscriber's topics and cities (only cities that exist are kept). Saving from the link
 * also resubscribes someone who had unsubscribed: the link proves the address is theirs. Saving with
 * no topic ticked means "send me nothing": the address is unsubscribed from everything (what was
 * still due to it is not sent), its cities kept for when it ticks a topic again.
 */
export async function updatePreferences(db: DB, token: unknown, prefs: Preferences): Promise<'saved' | 'unsubscribed' | 'invalid-token' | 'not-found'> {
  const where = subscriberWhere(token)
  if (where === 'invalid-token') return where
  const cities = prefs.cityIds.length === 0 ? [] : (await db.selectFrom('cities').select('id').where('id', 'in', prefs.cityIds).orderBy('id').execute()).map((c) => c.id)
  const choices = { topics: JSON.stringify([...new Set(prefs.topics)]), city_ids: JSON.stringify(cities) }
  if (prefs.topics.length === 0) {
    const kept = await db.updateTable('newsletter_subscribers').set(choices).where(where.column, '=', where.value).returning('id').executeTakeFirst()
    return kept ? unsubscribe(db, token) : 'not-found'
  }
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ ...choices, status: 'confirmed', unsubscribed_at: null })
    .set((eb) => ({ confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(new Date())) }))
    .where(where.column, '=', where.value)
    .returning('id')
    .executeTakeFirst()
  return row ? 'saved' : 'not-found'
}
