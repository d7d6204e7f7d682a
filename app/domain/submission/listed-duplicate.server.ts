import { sql } from 'kysely'
import { NAME_KEY_SQL, nameKey } from '~/domain/business/duplicate-keys.ts'
import type { DB } from '~/lib/db.server.ts'

/** "Denver, CO" or "Denver": a nomination's "City and State". */
const CITY_AND_STATE = /^(.+?)(?:,\s*|\s+)([A-Za-z]{2})$/

/**
 * The directory city a submission names: the city page it came from (`slug`), else its "City and
 * State" text when that names exactly one directory city ("Denver, CO", or "Denver" alone when only
 * one directory city bears the name); null otherwise.
 */
export async function directoryCityOf(db: DB, slug: string | null | undefined, location: string | null | undefined): Promise<number | null> {
  if (slug) return (await db.selectFrom('cities').select('id').where('slug', '=', slug.toLowerCase()).executeTakeFirst())?.id ?? null
  const text = location?.trim() ?? ''
  if (text === '') return null
  const named = CITY_AND_STATE.exec(text)
  for (const [name, state] of named ? [[named[1]!.trim(), named[2]!.toUpperCase()], [text, null]] : [[text, null]]) {
    const rows = await db.selectFrom('cities').select('id').where(sql<string>`lower(name)`, '=', name!.toLowerCase())
      .$if(state !== null, (qb) => qb.where('state', '=', state!)).limit(2).execute()
    if (rows.length === 1) return rows[0]!.id
  }
  return null
}

/** The business already in the directory under the same name (by its name key) in the same city, if any: the oldest. */
export async function listedBusinessNamed(db: DB, name: string, cityId: number | null): Promise<string | null> {
  const key = nameKey(name)
  if (cityId === null || key === '') return null
  const row = await db.selectFrom('businesses').select('id')
    .where(sql.raw(NAME_KEY_SQL), '=', key).where('city_id', '=', cityId)
    .orderBy('created_at').limit(1).executeTakeFirst()
  return row?.id ?? null
}
