import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, MapPin, Search } from '~/components/ui/icons.tsx'
import { useEffect, useRef, useState } from 'react'
import { data, Form, Link, redirect, useLoaderData, useLocation, useNavigate, useNavigation, useSubmit } from 'react-router'
import { BusinessCard } from '~/components/directory/business-card.tsx'
import { FiltersButton, useIsPhone } from '~/components/directory/filters-button.tsx'
import { LazyBusinessDetailsDialog } from '~/components/directory/lazy-business-details-dialog.tsx'
import { CityImage } from '~/components/city-image.tsx'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { Checkbox } from '~/components/ui/checkbox.tsx'
import { Input } from '~/components/ui/input.tsx'
import { lazyDialog, preloadOnIntent } from '~/components/ui/lazy-dialog.tsx'
import {
  directorySearchParams,
  nextSort,
  parseDirectoryQuery,
  type DirectoryQuery,
  type SortKey,
} from '~/domain/directory/directory-query.ts'
import { cityItemListJsonLd } from '~/domain/directory/business-json-ld.ts'
import { findBusinesses } from '~/domain/directory/find-businesses.server.ts'
import { findCityBySlug } from '~/domain/directory/find-cities.server.ts'
import { toSummary } from '~/domain/directory/business-summary.ts'
import type { BusinessSummary } from '~/domain/directory/types.ts'
import { ALL_CATEGORIES_LABEL, BADGE_LABELS, DIRECTORY_CATEGORIES } from '~/lib/categories.ts'
import type { BadgeType } from '~/lib/db-schema.ts'
import { database } from '~/lib/db.server.ts'
import { directoryResultsCache, publicDataCache } from '~/lib/public-data-cache.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { countOf } from '~/lib/plural.ts'
import { cn } from '~/lib/utils.ts'
import type { Route } from './+types/city'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: { params: ['state', 'q', 'type', 'cert', 'sort', 'dir', 'page'], multi: ['cert'] } } satisfies PageHandle

// Dialogs and sheets load their code when first opened (lazy-dialog.tsx).
const FilterSheet = lazyDialog(() => import('~/components/directory/filter-sheet.tsx').then((m) => m.FilterSheet), (p) => p.open)
const AddBusinessSheet = lazyDialog(() => import('~/components/directory/add-business-sheet.tsx').then((m) => m.AddBusinessSheet), (p) => p.open)

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: 'City not found | Safest' }]
  return [
    { title: `Safest Businesses in ${data.city.name}, ${data.city.state} | Safest` },
    {
      name: 'description',
      content: `${data.city.businessCount} safety-rated businesses in ${data.city.name}, ${data.city.stateName}: restaurants, healthcare, childcare and more, with safety scores and certifications.`,
    },
    // Search engines read the shown businesses as an ItemList of LocalBusiness (JSON-LD, in the head).
    { 'script:ld+json': data.itemList },
  ]
}

export async function loader({ params, url }: Route.LoaderArgs) {
  // The sort buttons post back the current order and the key clicked (works without JavaScript);
  // answer with the canonical URL.
  if (url.searchParams.has('reset')) {
    const state = parseDirectoryQuery(url.searchParams).state
    throw redirect(`${url.pathname}${state ? `?state=${state}` : ''}`)
  }
  const sortKey = url.searchParams.get('sort_key')
  if (sortKey === 'score' || sortKey === 'rating') {
    const current = parseDirectoryQuery(url.searchParams)
    const next = nextSort({ sort: current.sort, dir: current.dir }, sortKey)
    const params = directorySearchParams({ ...current, ...next, page: 1 })
    throw redirect(`${url.pathname}${params.size ? `?${params}` : ''}`)
  }
  const db = await database()
  const city = await publicDataCache.get(`city:${params.cityName.toLowerCase()}`, () => findCityBySlug(db, params.cityName))
  if (!city) throw data(null, { status: 404 })
  const query = parseDirectoryQuery(url.searchParams)
  // The businesses shown and their JSON-LD are the same for every visitor until the content
  // version moves (decision 014). The JSON-LD is built here rather than in the component, so the
  // browser never loads its builder (issue 9's JS budget). The cards get only what they show: the
  // details dialog asks /api/businesses/{id} for the rest (score breakdown, badge evidence, contact).
  const shown = await directoryResultsCache.get(`${city.id}?${directorySearchParams({ ...query, state: null })}`, async () => {
    const found = await findBusinesses(db, city.id, query, undefined, city.businessCount)
    return {
      result: { ...found, businesses: found.businesses.map(toSummary) },
      itemList: cityItemListJsonLd(city, found.businesses, getEnv().SITE_URL, (found.page - 1) * found.pageSize + 1),
    }
  })
  return { city, query, ...shown }
}

const SORT_LABELS: Record<SortKey, string> = { score: 'Safety Score', rating: 'Rating' }

export default function CityPage() {
  const { city, query, result } = useLoaderData<typeof loader>()
  const location = useLocation()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const submit = useSubmit()
  const formRef = useRef<HTMLFormElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const [selected, setSelected] = useState<BusinessSummary | null>(null)
  const [sheetOpen, setSheetOpen] = useState(false)
  const isPhone = useIsPhone()

  useEffect(() => setHydrated(true), [])
  // Show the filters the visitor just chose while the new results load.
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : undefined
  const view: DirectoryQuery = pending ? parseDirectoryQuery(new URLSearchParams(pending.search)) : query
  const loading = pending !== undefined
  const activeFilters = (view.type ? 1 : 0) + view.certs.length

  // The panel remounts when the URL changes: give focus back to the filter the visitor was on.
  const lastFilter = useRef<{ name: string; value: string } | null>(null)
  useEffect(() => {
    const last = lastFilter.current
    const panel = document.getElementById('filter-panel')
    const active = document.activeElement
    if (!last || !panel || (active && active !== document.body && active.getAttribute('role') !== 'dialog')) return
    panel.querySelector<HTMLElement>(`[name="${CSS.escape(last.name)}"][value="${CSS.escape(last.value)}"]`)?.focus()
  }, [location.search])

  // Keep the search box in step with the URL (Reset Filters, back button) unless the visitor is typing in it.
  useEffect(() => {
    const input = searchRef.current
    if (input && document.activeElement !== input) input.value = query.q
  }, [query.q])

  const base = `/city/${city.slug}` as const
  const hrefFor = (q: Partial<DirectoryQuery>): `/${string}` => {
    const params = directorySearchParams({ ...query, ...q })
    return params.size ? `${base}?${params}` : base
  }
  const applyFilters = (delay = 0) => {
    clearTimeout(debounce.current)
    debounce.current = setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true })
    }, delay)
  }
  const resetHref = hrefFor({ q: '', type: null, certs: [], sort: 'score', dir: 'desc', page: 1 })
  // The filter panel: in the sidebar from md, in the bottom sheet on a phone. Uncontrolled inputs,
  // remounted whenever the URL changes (Reset Filters, back button).
  const filterPanel = (inSheet: boolean) => (
    <div
      key={location.search}
      id="filter-panel"
      className={cn('space-y-6', !inSheet && 'max-md:hidden')}
      onFocus={(e) => {
        const t = e.target as HTMLInputElement
        lastFilter.current = t.name ? { name: t.name, value: t.value } : null
      }}
    >
      <fieldset>
        <legend className="mb-3 text-sm font-semibold tracking-wide text-navy uppercase">Categories</legend>
        <div className="space-y-1">
          {[{ value: '', label: ALL_CATEGORIES_LABEL }, ...DIRECTORY_CATEGORIES].map((c) => (
            <label key={c.value} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
              <input
                type="radio"
                form="directory-filters"
                name="type"
                value={c.value}
                defaultChecked={(query.type ?? '') === c.value}
                className="size-4 accent-primary"
              />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold tracking-wide text-navy uppercase">Certifications</legend>
        <div className="space-y-1">
          {(Object.keys(BADGE_LABELS) as BadgeType[]).map((b) => (
            <label key={b} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
              <Checkbox form="directory-filters" name="cert" value={b} defaultChecked={query.certs.includes(b)} />
              {BADGE_LABELS[b]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        {!hydrated && <Button type="submit">Apply Filters</Button>}
        {/* Submits ?reset (the loader answers with the bare URL) so it also works without JavaScript. */}
        <Button
          type={hydrated ? 'button' : 'submit'}
          form="directory-filters"
          name="reset"
          value="1"
          variant="outline"
          onClick={(e) => {
            e.preventDefault()
            clearTimeout(debounce.current)
            navigate(resetHref, { replace: true, preventScrollReset: true })
          }}
        >
          Reset Filters
        </Button>
      </div>
    </div>
  )
  // "Show {n} results" closes the sheet on the results: scrolled into view, their heading focused.
  const toResults = useRef(false)
  const showResults = () => {
    toResults.current = true
    setFiltersOpen(false)
  }
  const afterSheetClose = (e: Event) => {
    e.preventDefault()
    // Escape, the close button or the overlay: back to the Filters button (the sheet has no Radix trigger).
    if (!toResults.current) return document.getElementById('filters-button')?.focus()
    toResults.current = false
    const heading = document.getElementById('results-heading')
    const top = heading?.getBoundingClientRect().top ?? 0
    if (top < 64 || top > window.innerHeight * 0.5) heading?.scrollIntoView({ block: 'start' })
    heading?.focus({ preventScroll: true })
  }

  return (
    <div>
      <section className="relative isolate overflow-hidden bg-navy text-white">
        <CityImage slug={city.slug} version={city.imageVersion} alt="" sizes="100vw" priority className="absolute inset-0 -z-10 size-full object-cover opacity-60" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-navy via-navy/60 to-navy/20" />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <nav aria-label="Breadcrumb" className="text-sm text-slate-200">
            <Link to="/city" className="hover:text-white hover:underline">
              Directory
            </Link>
            <span aria-hidden> / </span>
            <span>{city.stateName}</span>
          </nav>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{city.name}</h1>
          <p className="mt-3 flex items-center gap-1.5 text-lg text-slate-100">
            <MapPin className="size-5" aria-hidden /> {city.stateName} · {countOf(city.businessCount, 'safety-rated business', 'safety-rated businesses')}
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters">
          <Form
            ref={formRef}
            method="get"
            action={base}
            id="directory-filters"
            preventScrollReset
            onChange={(e) => {
              const target = e.target as unknown as HTMLInputElement
              if (target.name !== 'q') applyFilters()
            }}
            className="space-y-6"
          >
            {view.state && <input type="hidden" name="state" value={view.state} />}
            <input type="hidden" name="sort" value={query.sort} />
            <input type="hidden" name="dir" value={query.dir} />
            <div role="search" className="relative">
              <label htmlFor="business-search" className="sr-only">
                Search businesses
              </label>
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                ref={searchRef}
                id="business-search"
                name="q"
                type="search"
                defaultValue={query.q}
                placeholder="Search businesses..."
                className="pl-9"
                onChange={() => applyFilters(300)}
                onKeyDown={(e) => {
                  // Enter searches with the current filters (never the form's implicit submission).
                  if (e.key === 'Enter') {
                    e.preventDefault()
                    applyFilters()
                  }
                }}
              />
            </div>
            <FiltersButton activeCount={activeFilters} onClick={() => setFiltersOpen(true)} {...preloadOnIntent(FilterSheet.preload)} />
            {isPhone ? (
              <FilterSheet
                open={filtersOpen}
                onOpenChange={setFiltersOpen}
                total={result.total}
                loading={loading}
                onShowResults={showResults}
                onCloseAutoFocus={afterSheetClose}
              >
                {filterPanel(true)}
              </FilterSheet>
            ) : (
              filterPanel(false)
            )}
            {/* Without JavaScript the phone shows the filters in place of the sheet's button. */}
            <noscript>
              <style>{'#filter-panel{display:block!important}.filters-button{display:none!important}'}</style>
            </noscript>
          </Form>
        </aside>

        <section aria-labelledby="results-heading" aria-busy={loading}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" tabIndex={-1} className="scroll-mt-20 text-xl font-bold text-navy outline-none" aria-live="polite">
              {countOf(result.total, 'Business', 'Businesses')}
            </h2>
            <Form method="get" action={base} className="flex items-center gap-2" aria-label="Sort">
              <span className="text-sm text-muted-foreground">Sort by</span>
              {directorySearchParamsEntries(query).map(([k, v], i) => (
                <input key={`${k}${i}`} type="hidden" name={k} value={v} />
              ))}
              {(['score', 'rating'] as const).map((key) => {
                const active = view.sort === key
                const Arrow = active && view.dir === 'asc' ? ArrowUp : ArrowDown
                return (
                  <Button
                    key={key}
                    type="submit"
                    name="sort_key"
                    value={key}
                    size="sm"
                    variant={active ? 'default' : 'outline'}
                    aria-pressed={active}
                    aria-label={`Sort by ${SORT_LABELS[key]}${active ? (view.dir === 'asc' ? ', ascending' : ', descending') : ''}`}
                    onClick={(e) => {
                      e.preventDefault()
                      navigate(hrefFor({ ...nextSort(view, key), page: 1 }), { replace: true, preventScrollReset: true })
                    }}
                  >
                    {SORT_LABELS[key]}
                    {active && <Arrow aria-hidden />}
                  </Button>
                )
              })}
            </Form>
          </div>

          {result.businesses.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed p-12 text-center">
              <p className="text-lg font-semibold text-navy">No businesses found</p>
              <p className="mt-1 text-muted-foreground">Try adjusting your filters or search query</p>
            </div>
          ) : (
            <ul className={cn('mt-6 grid gap-5 transition-opacity lg:grid-cols-2 xl:grid-cols-3', loading && 'opacity-60')}>
              {result.businesses.map((b) => (
                <li key={b.id} className="flex">
                  <BusinessCard business={b} onDetails={() => setSelected(b)} onDetailsIntent={LazyBusinessDetailsDialog.preload} />
                </li>
              ))}
            </ul>
          )}

          {result.pageCount > 1 && (
            <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-2">
              <PageLink to={hrefFor({ page: result.page - 1 })} disabled={result.page <= 1} label="Previous page">
                <ChevronLeft aria-hidden /> Previous
              </PageLink>
              <span className="px-3 text-sm text-muted-foreground">
                Page {result.page} of {result.pageCount}
              </span>
              <PageLink to={hrefFor({ page: result.page + 1 })} disabled={result.page >= result.pageCount} label="Next page">
                Next <ChevronRight aria-hidden />
              </PageLink>
            </nav>
          )}
        </section>
      </div>

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
    </div>
  )
}

/** The current filters as hidden-field pairs, so the no-JavaScript sort form keeps them. */
function directorySearchParamsEntries(query: DirectoryQuery): [string, string][] {
  const params = directorySearchParams({ ...query, page: 1, sort: undefined, dir: undefined })
  params.set('sort', query.sort)
  params.set('dir', query.dir)
  return [...params.entries()]
}

function PageLink({ to, disabled, label, children }: { to: `/${string}`; disabled: boolean; label: string; children: React.ReactNode }) {
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'opacity-50')}>
        {children}
      </span>
    )
  }
  return (
    <Link to={to} aria-label={label} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      {children}
    </Link>
  )
}
