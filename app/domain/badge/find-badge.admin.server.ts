import type { DB } from '~/lib/db.server.ts'

/** Spec §7 "badges: select one by id". */
export async function findBadge(db: DB, id: string) {
  const row = await db.selectFrom('badges')
    .select(['id', 'name', 'image', 'price', 'description', 'questions', 'checklist', 'validity_months as validityMonths'])
    .where('id', '=', id).executeTakeFirst()
  return row ? { ...row, price: Number(row.price) } : null
}
