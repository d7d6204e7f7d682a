import { sendEmail } from '~/domain/email/send-email.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { changeSubject, describeChange, type FavoriteChange } from './model.ts'

/**
 * Tells the members who saved a business and asked for e-mails (favorites.notify) that its safety
 * score or an award changed: one message per member and call, through the e-mail queue
 * (sendEmail: written to the outbox in the caller's transaction, delivered by an `email` job).
 * Called by every write that changes a score or an award (decision 038). Returns the messages sent.
 */
export async function notifyFavoriteWatchers(db: DB, businessId: string, changes: readonly FavoriteChange[]): Promise<number> {
  if (changes.length === 0) return 0
  const watchers = await db
    .selectFrom('favorites')
    .innerJoin('user', 'user.id', 'favorites.user_id')
    .innerJoin('businesses', 'businesses.id', 'favorites.business_id')
    .innerJoin('cities', 'cities.id', 'businesses.city_id')
    .where('favorites.business_id', '=', businessId)
    .where('favorites.notify', '=', true)
    .where('businesses.status', '=', 'published')
    .select(['user.email', 'businesses.name', 'businesses.slug', 'cities.slug as citySlug'])
    .execute()
  const site = getEnv().SITE_URL
  for (const w of watchers) {
    const page = `${site}/city/${w.citySlug}/${w.slug}`
    await sendEmail(db, {
      to: w.email,
      kind: 'favorite-change',
      subject: changeSubject(w.name, changes),
      text: `${w.name}, a business you saved on Safest, has changed.\n\n${changes.map((c) => `- ${describeChange(c)}`).join('\n')}\n\nSee its page: ${page}\n\nYou get this e-mail because you asked for changes to this business. Turn it off in Saved businesses: ${site}/dashboard/saved\n`,
    })
  }
  return watchers.length
}

/**
 * The `new-day` job's part: awards that expired yesterday (their last valid day) are a change for
 * the businesses' watchers. Runs once a day, after the directory badges are refreshed.
 */
export async function notifyExpiredAwards(db: DB, today: string): Promise<number> {
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  const expired = await db
    .selectFrom('awards')
    .innerJoin('badges', 'badges.id', 'awards.badge_id')
    .where('awards.expires_on', '=', yesterday)
    .where('awards.revoked_at', 'is', null)
    .where((eb) => eb.exists(eb.selectFrom('favorites').select('favorites.user_id').whereRef('favorites.business_id', '=', 'awards.business_id').where('favorites.notify', '=', true)))
    .select(['awards.business_id as businessId', 'awards.code', 'badges.name as badgeName'])
    .execute()
  let sent = 0
  for (const a of expired) sent += await notifyFavoriteWatchers(db, a.businessId, [{ kind: 'award', text: `Its ${a.badgeName} badge (certificate ${a.code}) expired on ${yesterday}.` }])
  return sent
}
