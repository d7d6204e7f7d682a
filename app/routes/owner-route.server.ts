// Not a route module (app/routes.ts does not list it): how the owner's /dashboard/listings/:businessId
// pages' loaders and actions start.
import { requireUser } from '~/domain/account/session.server.ts'
import { requireOwnedBusiness } from '~/domain/owner/find-owned-businesses.server.ts'
import { orErrorPage } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'

/**
 * The database, the signed-in member (anyone else is sent to sign in) and the business the URL
 * names, which they must be the verified owner of (else the 404 page).
 */
export async function ownedBusinessRequest({ request, url, params }: { request: Request; url: URL; params: { businessId: string } }) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const business = await orErrorPage(() => requireOwnedBusiness(db, user.id, params.businessId))
  return { db, user, business }
}
