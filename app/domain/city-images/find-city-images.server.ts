import type { DB } from '~/lib/db.server.ts'

/** Every city's current image version, by slug (open pages poll it to swap in a new image). */
export async function cityImageVersions(db: DB): Promise<Record<string, { name: string; version: number }>> {
  const rows = await db.selectFrom('cities').select(['slug', 'name', 'image_version']).execute()
  return Object.fromEntries(rows.map((r) => [r.slug, { name: r.name, version: r.image_version }]))
}

/** A city's current image version: 0 when it has none yet, undefined for an unknown slug. */
export async function cityImageVersion(db: DB, slug: string): Promise<number | undefined> {
  const city = await db.selectFrom('cities').select('image_version').where('slug', '=', slug).executeTakeFirst()
  return city?.image_version
}
