import type { DB } from '~/lib/db.server.ts'

/** Spec §7: badges ordered by name. */
export async function findBadges(db: DB) {
  const rows = await db.selectFrom('badges').select(['id', 'name', 'image', 'price', 'description']).orderBy('name').execute()
  return rows.map((r) => ({ ...r, price: Number(r.price) }))
}
