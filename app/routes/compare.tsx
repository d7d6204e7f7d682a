import { Form, Link, useLoaderData } from 'react-router'
import { BusinessComparison } from '~/components/compare/business-comparison.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Input } from '~/components/ui/input.tsx'
import { Label } from '~/components/ui/label.tsx'
import { findComparedBusinesses } from '~/domain/compare/find-compared-businesses.server.ts'
import { compareHref, MAX_COMPARED_BUSINESSES, parseCompareQuery } from '~/domain/compare/model.ts'
import { database } from '~/lib/db.server.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import type { Route } from './+types/compare'

// The businesses and a typed place are all the page holds: no personal data, so a cacheable URL.
export const handle = { cache: { params: ['ids', 'near'] } } satisfies PageHandle

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.page.businesses.length ? `Compare ${data.page.businesses.map((b) => b.name).join(', ')}` : 'Compare businesses'} | Safest` },
  { name: 'description', content: 'Compare up to three businesses side by side: safety score and its components, awards and their expiry, customer rating and distance.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ url }: Route.LoaderArgs) {
  const query = parseCompareQuery(url.searchParams)
  return { query, page: await findComparedBusinesses(await database(), query) }
}

export default function ComparePage() {
  const { query, page } = useLoaderData<typeof loader>()
  const { businesses, placeLabel, notFound } = page
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy sm:text-4xl">Compare businesses</h1>
      <p className="mt-2 text-muted-foreground">
        Up to {MAX_COMPARED_BUSINESSES} businesses side by side: their safety score and its components, awards and their expiry, customer rating
        {placeLabel ? ` and distance from ${placeLabel}` : ''}.
      </p>
      {businesses.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          No businesses to compare yet. Tick Add to Compare on up to {MAX_COMPARED_BUSINESSES} businesses in a{' '}
          <Link to="/search" className="font-medium text-primary underline">
            search
          </Link>{' '}
          or on a{' '}
          <Link to="/city" className="font-medium text-primary underline">
            city page
          </Link>
          , then press Compare.
        </p>
      ) : (
        <>
          <Form method="get" action="/compare" aria-label="Distance" className="mt-6 flex flex-wrap items-end gap-3">
            <input type="hidden" name="ids" value={query.ids.join(',')} />
            <div className="grid gap-1.5">
              <Label htmlFor="compare-near">Distance from</Label>
              <Input id="compare-near" name="near" defaultValue={query.near} placeholder="ZIP code or city" maxLength={100} autoComplete="postal-code" className="w-56" />
            </div>
            <Button type="submit" variant="outline">
              Show distances
            </Button>
          </Form>
          {notFound && (
            <p role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
              {notFound.ambiguous ? `Which ${notFound.place}?` : `We couldn’t find ${notFound.place}`}
              {notFound.suggestions.length > 0 && (
                <>
                  {notFound.ambiguous ? ' Choose one:' : '. Did you mean'}{' '}
                  {notFound.suggestions.map((s, i) => (
                    <span key={s}>
                      {i > 0 && ', '}
                      <Link className="font-medium text-primary underline" to={compareHref(query.ids, s)}>
                        {s}
                      </Link>
                    </span>
                  ))}
                  {notFound.ambiguous ? '.' : '?'}
                </>
              )}
            </p>
          )}
          <div className="mt-6">
            <BusinessComparison businesses={businesses} placeLabel={placeLabel} near={query.near} />
          </div>
        </>
      )}
    </div>
  )
}
