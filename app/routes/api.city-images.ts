import { database } from '~/lib/db.server.ts'

/**
 * GET /api/city-images — every city's current image version: open pages poll this small answer
 * and swap in a city's new image without a reload (the spec's cityImageUpdated event).
 */
export async function loader() {
  const db = await database()
  const rows = await db.selectFrom('cities').select(['slug', 'name', 'image_version']).execute()
  const versions = Object.fromEntries(rows.map((r) => [r.slug, { name: r.name, version: r.image_version }]))
  return Response.json({ versions }, { headers: { 'Cache-Control': 'no-cache' } })
}
