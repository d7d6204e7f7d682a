import type { Kysely } from 'kysely'
import type { Database } from '~/lib/db-schema.ts'

/**
 * A slug per wanted (city, base) that no other business of that city has and that the list does
 * not repeat: "harbor-cafe", then "harbor-cafe-2"… Businesses without a city need no unique slug.
 */
export async function uniqueSlugs(
  db: Kysely<Database>,
  wanted: { cityId: number | null; base: string }[],
  exceptId?: string,
): Promise<string[]> {
  const cityIds = [...new Set(wanted.map((w) => w.cityId).filter((id): id is number => id !== null))]
  const taken = new Map<number, Set<string>>(cityIds.map((id) => [id, new Set()]))
  if (cityIds.length > 0) {
    const bases = [...new Set(wanted.map((w) => w.base))]
    const rows = await db
      .selectFrom('businesses')
      .select(['city_id', 'slug'])
      .where('city_id', 'in', cityIds)
      .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
      .$if(bases.length <= 1000, (qb) => qb.where((eb) => eb.or(bases.flatMap((b) => [eb('slug', '=', b), eb('slug', 'like', `${b}-%`)]))))
      .execute()
    for (const r of rows) taken.get(r.city_id!)?.add(r.slug)
  }
  return wanted.map(({ cityId, base }) => {
    if (cityId === null) return base
    const used = taken.get(cityId)!
    let slug = base
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`
    used.add(slug)
    return slug
  })
}
