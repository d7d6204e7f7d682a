import { Form, useNavigate } from 'react-router'
import { BusinessCard } from '~/components/directory/business-card.tsx'
import { LazyBusinessDetailsDialog } from '~/components/directory/lazy-business-details-dialog.tsx'
import { CardActions } from '~/components/favorite/card-actions.tsx'
import { Button } from '~/components/ui/button.tsx'
import { ArrowDown, ArrowUp } from '~/components/ui/icons.tsx'
import { Pager } from '~/components/ui/pager.tsx'
import { directoryHref, directorySearchParams, nextSort, type DirectoryQuery, type SortKey } from '~/domain/directory/directory-query.ts'
import type { BusinessPage, BusinessSummary } from '~/domain/business/types.ts'
import { countOf } from '~/lib/plural.ts'
import { cn } from '~/lib/utils.ts'

const SORT_LABELS: Record<SortKey, string> = { score: 'Safety Score', rating: 'Rating' }

interface Props {
  base: `/${string}`
  query: DirectoryQuery
  /** The filters the visitor just chose, while their results load (else the query). */
  view: DirectoryQuery
  result: BusinessPage<BusinessSummary>
  loading: boolean
  onDetails: (business: BusinessSummary) => void
  /** Number the cards as the pins of the city's map. */
  pins?: boolean
  /** The ids of the shown businesses the member saved; null for a visitor. */
  saved: string[] | null
}

/** The city directory's results: their count, the sort buttons, the cards and the pager. */
export function DirectoryResults({ base, query, view, result, loading, onDetails, pins, saved }: Props) {
  const navigate = useNavigate()
  return (
    <section aria-labelledby="results-heading" aria-busy={loading}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-heading" tabIndex={-1} className="scroll-mt-20 text-xl font-bold text-navy outline-none" aria-live="polite">
          {countOf(result.total, 'Business', 'Businesses')}
        </h2>
        {/* Without JavaScript a sort button submits ?sort_key with the filters (the loader redirects). */}
        <Form method="get" action={base} className="flex items-center gap-2" aria-label="Sort">
          <span className="text-sm text-muted-foreground">Sort by</span>
          {sortFormFields(query).map(([k, v], i) => (
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
                  navigate(directoryHref(base, query, { ...nextSort(view, key), page: 1 }), { replace: true, preventScrollReset: true })
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
        <ul className={cn('mt-6 grid grid-cols-1 gap-5 transition-opacity lg:grid-cols-2 xl:grid-cols-3', loading && 'opacity-60')}>
          {result.businesses.map((b, i) => (
            <li key={b.id} className="flex min-w-0">
              <BusinessCard business={b} onDetails={() => onDetails(b)} onDetailsIntent={LazyBusinessDetailsDialog.preload} pin={pins ? i + 1 : undefined} actions={<CardActions business={b} saved={saved === null ? null : saved.includes(b.id)} />} />
            </li>
          ))}
        </ul>
      )}

      <Pager page={result.page} pageCount={result.pageCount} hrefFor={(page) => directoryHref(base, query, { page })} className="mt-8" />
    </section>
  )
}

/** The current filters as hidden-field pairs, so the no-JavaScript sort form keeps them. */
function sortFormFields(query: DirectoryQuery): [string, string][] {
  const params = directorySearchParams({ ...query, page: 1, sort: undefined, dir: undefined })
  params.set('sort', query.sort)
  params.set('dir', query.dir)
  return [...params.entries()]
}
