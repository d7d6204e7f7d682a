import { Link, useLoaderData } from 'react-router'
import { requireUser } from '~/domain/account/session.server.ts'
import { findOwnedBusinesses } from '~/domain/owner/find-owned-businesses.server.ts'
import { ListPanel } from '~/components/ui/list-panel.tsx'
import { categoryLabel } from '~/lib/categories.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/dashboard.listings'
import { DashboardPage } from '~/components/dashboard-page.tsx'

export const meta = () => [{ title: 'My businesses | Dashboard | Safest' }]

/** "My businesses": only the businesses the member is the verified owner of. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  return { businesses: await findOwnedBusinesses(db, user.id) }
}

export default function MyBusinesses() {
  const { businesses } = useLoaderData<typeof loader>()
  return (
    <DashboardPage title="My businesses">
      <ListPanel
        items={businesses}
        empty={
          <>
            <p>You do not manage a business yet.</p>
            <p className="mt-2">
              Find yours in the <Link className="text-primary underline" to="/city">directory</Link> and choose “Claim this business” on its page.
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
