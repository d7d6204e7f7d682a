import { Link, useLoaderData } from 'react-router'
import { PendingRequests } from '~/components/dashboard/pending-requests.tsx'
import { requireUser } from '~/domain/account/session.server.ts'
import { findPendingClaims } from '~/domain/owner/find-pending-claims.server.ts'
import { findOwnedBusinesses } from '~/domain/owner/find-owned-businesses.server.ts'
import { ListPanel } from '~/components/ui/list-panel.tsx'
import { categoryLabel } from '~/lib/categories.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/dashboard.businesses'
import { DashboardPage } from '~/components/dashboard-page.tsx'

export const meta = () => [{ title: 'My businesses | Dashboard | Safest' }]

/** "My businesses": the businesses the member is the verified owner of, and their claims on the way. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const [businesses, claims] = await Promise.all([findOwnedBusinesses(db, user.id), findPendingClaims(db, user.id)])
  return { businesses, claims }
}

export default function MyBusinesses() {
  const { businesses, claims } = useLoaderData<typeof loader>()
  return (
    <DashboardPage title="My businesses">
      <PendingRequests claims={claims} applications={[]} />
      <ListPanel
        items={businesses}
        empty={
          <>
            <p>{claims.length > 0 ? 'Once a claim is approved, its business appears here.' : 'You do not manage a business yet.'}</p>
            <p className="mt-2">
              Find {claims.length > 0 ? 'another' : 'yours'} in the <Link className="text-primary underline" to="/city">directory</Link> and choose “Claim this business” on its page.
            </p>
          </>
        }
      >
        {(b) => (
          <>
            <div className="min-w-0">
              <p className="font-semibold text-navy">{b.name}</p>
              <p className="text-sm text-muted-foreground">
                {categoryLabel(b.category)}
                {b.cityName ? ` · ${b.cityName}, ${b.state}` : ''} · {b.address}
              </p>
            </div>
            <div className="flex items-center gap-4 text-sm">
              {b.citySlug && <Link to={`/city/${b.citySlug}/${b.slug}`} className="font-medium text-primary hover:underline">View<span className="sr-only"> {b.name}</span></Link>}
              <Link to={`/dashboard/listings/${b.id}`} className="font-medium text-primary hover:underline">Manage<span className="sr-only"> {b.name}</span></Link>
            </div>
          </>
        )}
      </ListPanel>
    </DashboardPage>
  )
}
