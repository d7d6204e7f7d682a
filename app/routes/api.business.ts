import { data } from 'react-router'
import { findBusinessDetails } from '~/domain/directory/find-businesses.server.ts'
import type { BusinessDetailsResponse } from '~/domain/directory/types.ts'
import { database } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { Route } from './+types/api.business'

/**
 * GET /api/businesses/{id}: a published business's details (score breakdown, badge evidence,
 * contact), which a city page's details dialog asks for when it opens; the page itself carries
 * only what its cards show.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const business = isUuid(params.id) ? await findBusinessDetails(await database(), params.id) : null
  if (!business) return data<BusinessDetailsResponse>({ ok: false, message: 'Business not found' }, { status: 404 })
  // Public data: a browser or CDN may keep it a minute (an admin's edit shows after that at most).
  return data<BusinessDetailsResponse>({ ok: true, business }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}

/** Only reads: anything else is answered plainly rather than with React Router's generic error. */
export function action() {
  return data<BusinessDetailsResponse>({ ok: false, message: 'Use GET to read a business' }, { status: 405, headers: { Allow: 'GET' } })
}
