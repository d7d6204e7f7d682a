import type { DB } from '~/lib/db.server.ts'

/** Spec §7: badges ordered by name. */
export async function findBadges(db: DB) {
  const rows = await db.selectFrom('badges').select(['id', 'name', 'image', 'price', 'description']).orderBy('name').execute()
  return rows.map((r) => ({ ...r, price: Number(r.price) }))
}

/** One badge with what an application needs: its price, questions, checklist and validity. */
export async function findBadgeProgramme(db: DB, id: string) {
  if (id.length > 60) return null
  const row = await db.selectFrom('badges')
    .select(['id', 'name', 'image', 'price', 'description', 'questions', 'checklist', 'validity_months as validityMonths'])
    .where('id', '=', id).executeTakeFirst()
  return row ? { ...row, price: Number(row.price) } : null
}
export type BadgeProgramme = NonNullable<Awaited<ReturnType<typeof findBadgeProgramme>>>
