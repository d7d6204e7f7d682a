import { Link, useLoaderData } from 'react-router'
import { requireUser } from '~/domain/account/session.server.ts'
import { findOwnedBusinesses } from '~/domain/owner/find-owned-businesses.server.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/dashboard.listings'

export const meta = () => [{ title: 'My businesses | Dashboard | Safest' }]

/** "My businesses": only the businesses the member is the verified owner of (issue 30). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  return { businesses: await findOwnedBusinesses(db, user.id) }
}

export default function MyBusinesses() {
  const { businesses } = useLoaderData<typeof loader>()
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy">My businesses</h1>
      {businesses.length === 0 ? (
        <div className="rounded-xl border border-dashed bg-white p-10 text-center text-muted-foreground">
          <p>You do not manage a business yet.</p>
          <p className="mt-2">
            Find yours in the <Link className="text-primary underline" to="/city">directory</Link> and choose “Claim this business” on its page.
          </p>
        </div>
      ) : (
        <ul className="divide-y rounded-xl border bg-white shadow-sm">
          {businesses.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
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
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
