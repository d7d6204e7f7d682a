import { cityImageVersions } from '~/domain/city-images/find-city-images.server.ts'
import { database } from '~/lib/db.server.ts'

/**
 * GET /api/city-images — every city's current image version: open pages poll this small answer
 * and swap in a city's new image without a reload (the spec's cityImageUpdated event).
 */
export async function loader() {
  return Response.json({ versions: await cityImageVersions(await database()) }, { headers: { 'Cache-Control': 'no-cache' } })
}
