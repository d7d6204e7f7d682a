import { Search } from '~/components/ui/icons.tsx'
import { findSiteSettings } from '~/domain/site-settings/find-site-settings.server.ts'
import { SampleNotice } from '~/components/directory/sample-notice.tsx'
import { useMemo, useState } from 'react'
import { Link, redirect, useLoaderData } from 'react-router'
import { CityImage } from '~/components/city-image.tsx'
import { countOf } from '~/lib/plural.ts'
import { AssistiveSubmit } from '~/components/ui/assistive-submit.tsx'
import { Input } from '~/components/ui/input.tsx'
import { findCities } from '~/domain/directory/find-cities.server.ts'
import { DIRECTORY_CATEGORIES } from '~/lib/categories.ts'
import { database } from '~/lib/db.server.ts'
import { publicDataCache } from '~/lib/public-data-cache.server.ts'
import { citiesMap } from '~/domain/places/maps.server.ts'
import { pinMapMarkup } from '~/components/maps/pin-map-markup.server.ts'
import type { Route } from './+types/cities'
import { searchText } from '~/lib/control-characters.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: { params: ['q'] } } satisfies PageHandle

export const meta: Route.MetaFunction = () => [
  { title: 'Directory of Cities | Safest' },
  { name: 'description', content: 'Safety-rated businesses in 52 US cities, A–Z with a state filter and search.' },
]

export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams
  const q = searchText(params.get('q'))
  const db = await database()
  const cities = await publicDataCache.get('cities', () => findCities(db))
  // The home search without JavaScript: ?city={slug}&category={category} goes to that city's page.
  const city = cities.find((c) => c.slug === params.get('city'))
  if (city) {
    const category = DIRECTORY_CATEGORIES.find((c) => c.value === (params.get('category') ?? params.get('type')))?.value
    throw redirect(`/city/${city.slug}${category ? `?category=${category}` : ''}`)
  }
  return { cities, q, sampleNotice: (await findSiteSettings(db)).sampleNotice, mapHtml: await publicDataCache.get('cities-map', async () => pinMapMarkup(await citiesMap(db), 'Map of the cities in the directory; a bigger dot has more businesses', 'mx-auto mb-8 w-full max-w-4xl')) }
}

export default function Cities() {
  const { cities, q: initialQuery, sampleNotice, mapHtml } = useLoaderData<typeof loader>()
  const [q, setQ] = useState(initialQuery)
  const [state, setState] = useState('')
  const states = useMemo(
    () => [...new Map(cities.map((c) => [c.state, c.stateName])).entries()].sort(([, a], [, b]) => a.localeCompare(b)),
    [cities],
  )
  const matching = useMemo(() => {
    const needle = q.trim().toLowerCase()
    return cities
      .filter((c) => !state || c.state === state)
      .filter((c) => !needle || c.name.toLowerCase().includes(needle) || c.stateName.toLowerCase().includes(needle) || c.state.toLowerCase() === needle)
      .sort((a, b) => a.name.localeCompare(b.name))
  }, [cities, q, state])

  return (
    <div>
      <header className="border-b bg-surface px-4 py-12 sm:px-6 sm:py-14">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-navy sm:text-5xl">Directory of Cities</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            {cities.length} cities across all 50 states. Pick a city to see its safety-rated businesses.
          </p>
          <SampleNotice show={sampleNotice} className="mt-3" />
          <form method="get" role="search" className="mt-5 flex max-w-2xl flex-col gap-3 sm:flex-row" onSubmit={(e) => e.preventDefault()}>
            <div className="relative flex-1">
              <label htmlFor="city-search" className="sr-only">
                Search cities or states
              </label>
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                id="city-search"
                name="q"
                type="search"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                placeholder="Search cities or states..."
                fieldSize="lg"
                className="pl-9"
              />
            </div>
            <label htmlFor="city-state" className="sr-only">
              Filter by state
            </label>
            <select
              id="city-state"
              value={state}
              onChange={(e) => setState(e.target.value)}
              className="h-11 rounded-md border border-input bg-white px-3 text-sm text-foreground sm:w-56"
            >
              <option value="">All states</option>
              {states.map(([abbr, name]) => (
                <option key={abbr} value={abbr}>
                  {name}
                </option>
              ))}
            </select>
            <AssistiveSubmit>Show matching cities</AssistiveSubmit>
          </form>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {/* Every city as a dot sized by its businesses: an SVG the loader draws (pin-map-markup.server.ts), each dot a link. */}
        <div dangerouslySetInnerHTML={{ __html: mapHtml }} />
        <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
          {countOf(matching.length, 'city', 'cities')}, A–Z
        </p>
        {matching.length === 0 && <p className="text-center text-muted-foreground">No cities match “{q}”.</p>}
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {matching.map((c) => (
            <li key={c.id}>
              <Link
                to={`/city/${c.slug}`}
                className="group flex items-center gap-3 rounded-lg border bg-white p-2 shadow-sm transition hover:border-primary hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
              >
                <CityImage
                  slug={c.slug}
                  version={c.imageVersion}
                  alt=""
                  sizes="96px"
                  maxWidth={200}
                  className="aspect-[4/3] w-20 shrink-0 rounded-md bg-navy object-cover sm:w-24"
                />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-navy group-hover:text-primary">{c.name}</span>
                  <span className="block truncate text-sm text-muted-foreground">{c.stateName}</span>
                  <span className="block text-xs text-muted-foreground">{countOf(c.businessCount, 'business', 'businesses')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
