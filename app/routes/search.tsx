import { data, Link, useActionData, useLoaderData } from 'react-router'
import { BusinessCard } from '~/components/directory/business-card.tsx'
import { BusinessCompareTray } from '~/components/compare/business-compare.tsx'
import { CardActions } from '~/components/favorite/card-actions.tsx'
import { getSessionUser } from '~/domain/account/session.server.ts'
import { findSavedIds } from '~/domain/favorite/find-favorites.server.ts'
import { MapFigure } from '~/components/maps/map-figure.tsx'
import { pageMap } from '~/components/maps/pin-map-markup.server.ts'
import { NearSearchForm } from '~/components/near/near-search-form.tsx'
import { Pager } from '~/components/ui/pager.tsx'
import { nearHref, parseNearQuery } from '~/domain/places/near-query.ts'
import { nearSearchPage, type NearSearchPage } from '~/domain/places/near-search-page.server.ts'
import { database, type DB } from '~/lib/db.server.ts'
import { validPoint } from '~/lib/geo.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { countOf } from '~/lib/plural.ts'
import type { Route } from './+types/search'

// A search near a place typed is a cacheable URL; a browser's position is posted and never cached.
export const handle = { cache: { params: ['q', 'near', 'radius', 'category', 'sort', 'page'] } } satisfies PageHandle

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.page.placeLabel ? `Safe businesses near ${data.page.placeLabel}` : 'Search safe businesses'} | Safest` },
  { name: 'description', content: 'Find safety-rated businesses near a ZIP code, a city or your location, sorted by distance, safety score or rating.' },
]

export async function loader({ url, request }: Route.LoaderArgs) {
  const query = parseNearQuery(url.searchParams)
  const db = await database()
  const page = withMapMarkup(await nearSearchPage(db, query, null))
  return { query, page, saved: await savedOf(db, request, page), position: null }
}

/** The page with its map drawn as HTML (pin-map-markup.server.ts), and the street map's data when tiles are configured. */
function withMapMarkup({ map, ...page }: NearSearchPage) {
  return { ...page, map: map ? pageMap(map, `Map of the businesses near ${page.placeLabel}, numbered as the results`, 'w-full border') : null }
}

/** The ids of the shown businesses a member has saved (their Save buttons are pressed); null for a visitor. */
async function savedOf(db: DB, request: Request, page: { result: { businesses: { id: string }[] } }) {
  const user = await getSessionUser(db, request)
  return user ? await findSavedIds(db, user.id, page.result.businesses.map((b) => b.id)) : null
}

/** "Use my location": the browser's position comes in the body (not the URL: not cached, not logged) and is used for this answer only. */
export async function action({ request, url }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const position = form ? validPoint(form.get('latitude'), form.get('longitude')) : null
  const query = { ...parseNearQuery(url.searchParams), near: position ? '' : parseNearQuery(url.searchParams).near }
  const db = await database()
  const page = withMapMarkup(await nearSearchPage(db, query, position))
  const saved = await savedOf(db, request, page)
  // A position that is not a place on Earth: the search as the URL has it, and a message why.
  if (!position) return data({ query, page, saved, position, message: POSITION_UNREADABLE }, { status: 400 })
  // The position goes back to this page only (this answer is never cached): its pager and form post it again.
  return { query, page, saved, position, message: null }
}

const POSITION_UNREADABLE = 'We couldn’t read your location, so these results are not sorted by distance from you. Type a ZIP code or city instead.'

export default function SearchPage() {
  const loaded = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>()
  const { query, page, saved, position } = posted ?? loaded
  const message = posted?.message
  // Paging a search near the browser's position posts the position again (never in a link: not cached, not logged).
  const repost = position ? { latitude: String(position.latitude), longitude: String(position.longitude) } : undefined
  const { result, placeLabel, notFound, map } = page
  const heading = placeLabel ? `Safe businesses near ${placeLabel}` : 'Safe businesses in the U.S.'
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy sm:text-4xl">{heading}</h1>
      <div className="mt-6">
        <NearSearchForm key={`${query.near}|${query.q}|${query.radius}|${query.category}|${query.sort}|${position ? 'position' : ''}`} query={query} position={repost} />
      </div>
      {message && (
        <p role="alert" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          {message}
        </p>
      )}
      {notFound && (
        <div role="alert" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-navy">{notFound.ambiguous ? `Which ${notFound.place}?` : `We couldn’t find ${notFound.place}`}</p>
          {notFound.suggestions.length > 0 ? (
            <p className="mt-1 text-sm">
              {notFound.ambiguous ? 'Several cities have this name. Choose one:' : 'Did you mean'}{' '}
              {notFound.suggestions.map((s, i) => (
                <span key={s}>
                  {i > 0 && ', '}
                  <Link className="font-medium text-primary underline" to={nearHref(query, { near: s, page: 1 })}>
                    {s}
                  </Link>
                </span>
              ))}
              {notFound.ambiguous ? '.' : '?'}
            </p>
          ) : (
            <p className="mt-1 text-sm">Try a five-digit ZIP code or a city name such as “Denver, CO”.</p>
          )}
        </div>
      )}
      <section aria-labelledby="near-results" className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <h2 id="near-results" className="text-xl font-bold text-navy" aria-live="polite">
            {countOf(Math.min(result.total, 1000), 'Business', 'Businesses')}
            {result.total > 1000 ? '+' : ''}
            {placeLabel ? ` within ${query.radius} miles of ${placeLabel}` : ' across the U.S.'}
          </h2>
          {!placeLabel && <p className="mt-1 text-sm text-muted-foreground">No location chosen: type a ZIP code or city, or use your location, to see distances.</p>}
          {result.businesses.length === 0 ? (
            <p className="mt-6 rounded-xl border border-dashed p-10 text-center text-muted-foreground">No businesses found. Try a wider radius or another category.</p>
          ) : (
            <ol className="mt-6 grid grid-cols-1 gap-5 md:grid-cols-2">
              {result.businesses.map((b, i) => (
                <li key={b.id} className="flex min-w-0">
                  <BusinessCard business={b} pin={map ? i + 1 : undefined} distance={b.distanceLabel ?? undefined} actions={<CardActions business={b} saved={saved === null ? null : saved.includes(b.id)} />} />
                </li>
              ))}
            </ol>
          )}
          <Pager page={result.page} pageCount={result.pageCount} hrefFor={(n) => nearHref(query, { page: n })} post={repost} className="mt-8" />
        </div>
        {map && (
          <aside aria-label="Map of the results" className="lg:sticky lg:top-20 lg:self-start">
            <MapFigure map={map} />
          </aside>
        )}
      </section>
      <BusinessCompareTray near={placeLabel && !position ? query.near : ''} />
    </div>
  )
}
