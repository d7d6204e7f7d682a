import { useState } from 'react'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { findSiteSettings } from '~/domain/site-settings/find-site-settings.server.ts'
import { SampleNotice } from '~/components/directory/sample-notice.tsx'
import { redirect, useLoaderData, useLocation, useNavigation } from 'react-router'
import { CityHero } from '~/components/directory/city-hero.tsx'
import { DirectoryFilters } from '~/components/directory/directory-filters.tsx'
import { DirectoryResults } from '~/components/directory/directory-results.tsx'
import { LazyBusinessDetailsDialog } from '~/components/directory/lazy-business-details-dialog.tsx'
import { BusinessCompareTray } from '~/components/compare/business-compare.tsx'
import { getSessionUser } from '~/domain/account/session.server.ts'
import { findSavedIds } from '~/domain/favorite/find-favorites.server.ts'
import { Button } from '~/components/ui/button.tsx'
import { lazyDialog, preloadOnIntent } from '~/components/ui/lazy-dialog.tsx'
import { directoryRedirect, parseDirectoryQuery, type DirectoryQuery } from '~/domain/directory/directory-query.ts'
import { findCityPage } from '~/domain/directory/find-city-page.server.ts'
import { cityMap } from '~/domain/places/maps.server.ts'
import { MapFigure } from '~/components/maps/map-figure.tsx'
import { TrackVisit } from '~/components/owner/track-clicks.tsx'
import { pageMap } from '~/components/maps/pin-map-markup.server.ts'
import type { BusinessSummary } from '~/domain/business/types.ts'
import { notFoundPage } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import type { Route } from './+types/city'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: { params: ['state', 'q', 'category', 'badge', 'sort', 'dir', 'page'], multi: ['badge'] } } satisfies PageHandle

// The sheet loads its code when first opened (lazy-dialog.tsx).
const AddBusinessSheet = lazyDialog(() => import('~/components/directory/add-business-sheet.tsx').then((m) => m.AddBusinessSheet), (p) => p.open)

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: 'City not found | Safest' }]
  return [
    { title: `Safest Businesses in ${data.city.name}, ${data.city.state} | Safest` },
    {
      name: 'description',
      content: `${data.city.businessCount} safety-rated businesses in ${data.city.name}, ${data.city.stateName}: restaurants, healthcare, childcare and more, with safety scores and certifications.`,
    },
    // Search engines read the shown businesses as an ItemList of LocalBusiness.
    { 'script:ld+json': data.itemList },
  ]
}

export async function loader({ params, url, request }: Route.LoaderArgs) {
  // Older parameter names and the no-JavaScript reset and sort buttons: answered with the canonical URL.
  const canonical = directoryRedirect(url)
  if (canonical) throw redirect(canonical)
  const query = parseDirectoryQuery(url.searchParams)
  const db = await database()
  const page = await findCityPage(db, params.cityName, query, getEnv().SITE_URL)
  if (!page) throw await notFoundPage('City not found')
  // A member's Save buttons show what they saved (signed-in pages are never cached).
  const user = await getSessionUser(db, request)
  const saved = user ? await findSavedIds(db, user.id, page.result.businesses.map((b) => b.id)) : null
  const map = await cityMap(db, page.city, page.result.businesses)
  const drawn = map && map.layers[0]!.pins.length > 0 ? pageMap(map, 'Map of the businesses listed above, numbered as their cards', 'w-full border') : null
  return { query, ...page, saved, sampleNotice: (await findSiteSettings(db)).sampleNotice, pins: map !== null, map: drawn }
}

export default function CityPage() {
  const { city, query, result, sampleNotice, pins, map, saved } = useLoaderData<typeof loader>()
  const location = useLocation()
  const navigation = useNavigation()
  const [selected, setSelected] = useState<BusinessSummary | null>(null)
  const [sheetOpen, setSheetOpen] = useState(false)
  // Show the filters the visitor just chose while the new results load.
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : undefined
  const view: DirectoryQuery = pending ? parseDirectoryQuery(new URLSearchParams(pending.search)) : query
  const loading = pending !== undefined
  const base = `/city/${city.slug}` as const

  return (
    <div>
      <TrackVisit />
      <CityHero city={city} notice={<SampleNotice show={sampleNotice} />} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[16rem_1fr]">
        <DirectoryFilters base={base} query={query} view={view} total={result.total} loading={loading} />
        <DirectoryResults base={base} query={query} view={view} result={result} loading={loading} onDetails={setSelected} pins={pins} saved={saved} />
      </div>
      {/* The map comes drawn from the loader (pin-map-markup.server.ts); a street map only with tiles configured. */}
      {map && (
        <section aria-label={`Map of the businesses in ${city.name}`} className="mx-auto max-w-4xl px-4 pb-10 sm:px-6">
          <MapFigure map={map} />
        </section>
      )}

      <section aria-labelledby="own-heading" className="bg-muted/60 py-14">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 text-center sm:px-6">
          <h2 id="own-heading" className="text-3xl font-bold tracking-tight text-navy">
            Own a Safety-Focused Business?
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            Join the {city.name} directory. Tell us about your business and your certifications; we review every
            application within 2-3 business days.
          </p>
          <Button size="lg" className="mt-6" onClick={() => setSheetOpen(true)} {...preloadOnIntent(AddBusinessSheet.preload)}>
            Add Your Business
          </Button>
        </div>
      </section>

      <LazyBusinessDetailsDialog business={selected} onOpenChange={(open) => !open && setSelected(null)} />
      <AddBusinessSheet open={sheetOpen} onOpenChange={setSheetOpen} city={city} />
      <BusinessCompareTray />
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
