import { useEffect, useRef, useState } from 'react'
import { Form, useLocation, useNavigate, useSubmit } from 'react-router'
import { FiltersButton, useIsPhone } from '~/components/directory/filters-button.tsx'
import { AssistiveSubmit } from '~/components/ui/assistive-submit.tsx'
import { lazyDialog, preloadOnIntent } from '~/components/ui/lazy-dialog.tsx'
import { SearchInput } from '~/components/ui/search-input.tsx'
import { directoryHref, type DirectoryQuery } from '~/domain/directory/directory-query.ts'
import { FilterPanel } from './filter-panel.tsx'

// The sheet loads its code when first opened (lazy-dialog.tsx).
const FilterSheet = lazyDialog(() => import('~/components/directory/filter-sheet.tsx').then((m) => m.FilterSheet), (p) => p.open)

interface Props {
  /** The city page's path, e.g. /city/denver. */
  base: `/${string}`
  /** The filters of the page shown. */
  query: DirectoryQuery
  /** The filters the visitor just chose, while their results load (else the query). */
  view: DirectoryQuery
  total: number
  loading: boolean
}

/**
 * The city directory's filter form: the search box, and the filter panel in the sidebar from md
 * or in a bottom sheet on a phone. A change applies at once (a GET of the page, replacing the
 * history entry); without JavaScript the form submits with Apply Filters.
 */
export function DirectoryFilters({ base, query, view, total, loading }: Props) {
  const location = useLocation()
  const navigate = useNavigate()
  const submit = useSubmit()
  const formRef = useRef<HTMLFormElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const isPhone = useIsPhone()
  const activeFilters = (view.category ? 1 : 0) + view.badges.length

  useEffect(() => setHydrated(true), [])

  // The panel remounts when the URL changes: give focus back to the filter the visitor was on.
  const lastFilter = useRef<{ name: string; value: string } | null>(null)
  useEffect(() => {
    const last = lastFilter.current
    const panel = document.getElementById('filter-panel')
    const active = document.activeElement
    if (!last || !panel || (active && active !== document.body && active.getAttribute('role') !== 'dialog')) return
    panel.querySelector<HTMLElement>(`[name="${CSS.escape(last.name)}"][value="${CSS.escape(last.value)}"]`)?.focus()
  }, [location.search])

  // Keep the search box in step with the URL (Reset Filters, back button) unless the visitor is typing
  // in it. Not on the first render: what was typed before the page hydrated stays.
  const shownQuery = useRef(query.q)
  useEffect(() => {
    const input = searchRef.current
    if (shownQuery.current === query.q) return
    shownQuery.current = query.q
    if (input && document.activeElement !== input) input.value = query.q
  }, [query.q])

  const applyFilters = (delay = 0) => {
    clearTimeout(debounce.current)
    debounce.current = setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true })
    }, delay)
  }
  const reset = () => {
    clearTimeout(debounce.current)
    navigate(directoryHref(base, query, { q: '', category: null, badges: [], sort: 'score', dir: 'desc', page: 1 }), { replace: true, preventScrollReset: true })
  }
  const panel = (inSheet: boolean) => (
    <FilterPanel key={location.search} query={query} inSheet={inSheet} hydrated={hydrated} onFocusFilter={(f) => (lastFilter.current = f)} onReset={reset} />
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
        <div role="search">
          <label htmlFor="business-search" className="sr-only">
            Search businesses
          </label>
          <SearchInput
            ref={searchRef}
            id="business-search"
            name="q"
            defaultValue={query.q}
            placeholder="Search businesses..."
            onChange={() => applyFilters(300)}
            onKeyDown={(e) => {
              // Enter searches with the current filters (never the form's implicit submission).
              if (e.key === 'Enter') {
                e.preventDefault()
                applyFilters()
              }
            }}
          />
          {/* Before hydration the panel's Apply Filters submits the form. */}
          {hydrated && <AssistiveSubmit>Update results</AssistiveSubmit>}
        </div>
        <FiltersButton activeCount={activeFilters} onClick={() => setFiltersOpen(true)} {...preloadOnIntent(FilterSheet.preload)} />
        {isPhone ? (
          <FilterSheet open={filtersOpen} onOpenChange={setFiltersOpen} total={total} loading={loading} onShowResults={showResults} onCloseAutoFocus={afterSheetClose}>
            {panel(true)}
          </FilterSheet>
        ) : (
          panel(false)
        )}
        {/* Without JavaScript the phone shows the filters in place of the sheet's button: app.css, @media (scripting: none). */}
      </Form>
    </aside>
  )
}
