import { data } from 'react-router'
import { findBusinessDetails } from '~/domain/business/find-businesses.server.ts'
import { AppError, notFound } from '~/lib/app-error.ts'
import { attempt, failure } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { Route } from './+types/api.business'

/**
 * GET /api/businesses/{id}: a published business's details (score breakdown, badge evidence,
 * contact), which a city page's details dialog asks for when it opens; the page itself carries
 * only what its cards show.
 */
export async function loader({ params }: Route.LoaderArgs) {
  return attempt(async () => {
    const business = isUuid(params.id) ? await findBusinessDetails(await database(), params.id) : null
    if (!business) throw notFound('Business not found')
    // Public data: a browser or CDN may keep it a minute (an admin's edit shows after that at most).
    return data({ ok: true as const, business }, { headers: { 'Cache-Control': 'public, max-age=60' } })
  })
}

/** Only reads: anything else is answered plainly rather than with React Router's generic error. */
export function action() {
  return failure(new AppError('method-not-allowed', 'Use GET to read a business', { headers: { Allow: 'GET' } }))
}
