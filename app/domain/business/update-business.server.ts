import type { Kysely } from 'kysely'
import type { Database } from '~/lib/db-schema.ts'
import { businessSlug } from '~/lib/slugs.ts'
import { inTransaction } from '~/lib/transaction.server.ts'
import { sameJson, toColumns } from './create-businesses.server.ts'
import { businessSchema, type BusinessValues } from '~/domain/business/model.ts'
import { uniqueSlugs } from './unique-slugs.server.ts'
import { syncDirectoryAwards } from './award-writes.server.ts'
import { locateBusinesses } from '~/domain/places/locate-businesses.server.ts'
import { notifyFavoriteWatchers } from '~/domain/favorite/notify-favorite-watchers.server.ts'
import type { FavoriteChange } from '~/domain/favorite/model.ts'
import { changeBusiness } from '~/domain/business/write-business.server.ts'

/**
 * The one way a business is changed (admin form, CSV import). Validated by the business schema.
 * Returns 'not-found', 'unchanged' (nothing differs: updated_at stays, so re-importing an export
 * changes nothing) or 'updated'. `awards: 'sync'` (the CSV import) makes the business's current
 * directory awards match `badges` (adding and revoking); the admin form keeps them ('keep': its
 * Awards section changes them one by one).
 */
export async function updateBusiness(
  db: Kysely<Database>,
  id: string,
  business: BusinessValues,
  options: { awards: 'sync' | 'keep'; reason?: string } = { awards: 'sync' },
): Promise<'not-found' | 'unchanged' | 'updated'> {
  const values = businessSchema.parse(business)
  return inTransaction(db, async (trx) => {
    const current = await trx.selectFrom('businesses').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
    if (!current) return 'not-found'
    const next = toColumns(values)
    const awardsChanged =
      options.awards === 'sync' &&
      (await syncDirectoryAwards(trx, [{ businessId: id, badges: values.badges, evidence: values.badgeEvidence }], { revokeMissing: true, reason: options.reason }))
    // Members who saved the business and asked for e-mails hear of its awards here, of its score
    // from its safety record (decision 038).
    if (awardsChanged) await notifyFavoriteWatchers(trx, id, [AWARDS_CHANGED])
    if (sameColumns(current, next)) {
      if (!awardsChanged) return 'unchanged'
      await changeBusiness(trx, id, {}, { reason: options.reason ?? 'awards changed' })
      return 'updated'
    }
    const moved = current.name !== next.name || current.city_id !== next.city_id
    const slug = moved ? (await uniqueSlugs(trx, [{ cityId: next.city_id, base: businessSlug(next.name) }], id))[0]! : current.slug
    await changeBusiness(trx, id, { ...next, slug }, { reason: options.reason ?? 'edit' })
    if (next.located_by === null) await locateBusinesses(trx, [id])
    return 'updated'
  })
}

const AWARDS_CHANGED: FavoriteChange = { kind: 'award', text: 'Its awards changed: see its page for the awards it holds now.' }

function sameColumns(current: Record<string, unknown>, next: ReturnType<typeof toColumns>): boolean {
  return Object.entries(next).every(([key, value]) => {
    const before = current[key]
    // With components the stored score is derived (public records may change it): not an entry to compare.
    if (key === 'safety_score' && next.score_components !== null) return true
    if (key === 'score_components') return sameJson(before, value)
    if (Array.isArray(value)) return Array.isArray(before) && before.length === value.length && value.every((v, i) => before[i] === v)
    if (key === 'rating') return Number(before) === value
    // Placed from its ZIP code or city either way: the same unless a point is set or taken away.
    if (key === 'located_by') return (before === 'point') === (value === 'point')
    return (before ?? null) === (value ?? null)
  })
}
