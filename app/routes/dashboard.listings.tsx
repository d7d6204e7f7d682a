import { LogOut } from '~/components/ui/icons.tsx'
import { Form, Link, useLoaderData, useSearchParams } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Input } from '~/components/ui/input.tsx'
import { requireUser } from '~/domain/account/session.server.ts'
import { findBusinessRows } from '~/domain/directory/find-business-rows.server.ts'
import { parseBusinessQuery } from '~/domain/directory/business-query.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/dashboard.listings'
import { Pager } from '~/components/ui/pager.tsx'

export const meta = () => [{ title: 'Business Listings | Dashboard | Safest' }]

/** Spec §2/§6 business listings dashboard: any signed-in member, read-only, published listings. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  await requireUser(db, request, url)
  const query = parseBusinessQuery(url.searchParams)
  return { page: await findBusinessRows(db, query, { includeHidden: false }) }
}

export default function BusinessesDashboard() {
  const { page } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy">Business Listings</h1>
        <Form method="post" action="/logout">
          <input type="hidden" name="redirectTo" value="/login" />
          <Button type="submit" variant="outline" size="sm">
            <LogOut aria-hidden /> Sign Out
          </Button>
        </Form>
      </div>
      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="member-listing-search" className="sr-only">Search listings</label>
        <Input id="member-listing-search" type="search" name="q" defaultValue={params.get('q') ?? ''} placeholder="Search by name, category, address or city" />
        <Button type="submit" variant="outline">Search</Button>
      </Form>
      <p className="text-sm text-muted-foreground">
        {page.total.toLocaleString('en-US')}
            {page.totalIsLowerBound ? '+' : ''} {page.total === 1 ? 'listing' : 'listings'}
        {page.sortedAmong ? `, sorted among the first ${page.sortedAmong.toLocaleString('en-US')} found: add a word to narrow the search` : ''}
      </p>
      {page.businesses.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-white p-10 text-center text-muted-foreground">No listings match your search.</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-white shadow-sm">
          {page.businesses.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold text-navy">{l.name}</p>
                <p className="text-sm text-muted-foreground">
                  {categoryLabel(l.category)}
                  {l.cityName ? ` · ${l.cityName}, ${l.state}` : ''} · {l.address}
                </p>
              </div>
              <div className="flex items-center gap-4 text-sm">
                <span>Safety {l.safetyScore}/100</span>
                <span>★ {l.rating.toFixed(1)}</span>
                {l.citySlug && (
                  <Link to={`/city/${l.citySlug}?q=${encodeURIComponent(l.name)}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    View<span className="sr-only"> {l.name}</span>
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page.page} pageCount={page.pageCount} label="Listings pages" />
    </div>
  )
}
