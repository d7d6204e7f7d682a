import { SlidersHorizontal } from '~/components/ui/icons.tsx'
import { useSyncExternalStore, type ReactNode } from 'react'
import { countOf } from '~/lib/plural.ts'
import { Button } from '../ui/button.tsx'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet.tsx'

/** Below the spec's 768 px breakpoint (§9). */
const PHONE_QUERY = '(max-width: 767.98px)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True on a phone-sized window once the page is interactive; false on the server and before hydration. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  )
}

/**
 * The phone's Filters button: the number of active filters on it, opening the bottom sheet.
 * Hidden from the md breakpoint, where the filters sit in the sidebar.
 */
export function FiltersButton({ activeCount, onClick }: { activeCount: number; onClick: () => void }) {
  return (
    <Button id="filters-button" type="button" variant="outline" className="filters-button w-full md:hidden" aria-haspopup="dialog" onClick={onClick}>
      <SlidersHorizontal aria-hidden /> Filters
      {activeCount > 0 && (
        <span className="grid min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs leading-5 font-bold text-primary-foreground" data-testid="active-filter-count">
          {activeCount}
          <span className="sr-only"> active</span>
        </span>
      )}
    </Button>
  )
}

/**
 * The filters as a bottom sheet on a phone. Changes apply at once (the results behind update);
 * "Show {n} results" closes the sheet on the results. The inputs inside are portaled, so they name
 * their form with the `form` attribute.
 */
export function FilterSheet({
  open,
  onOpenChange,
  total,
  loading,
  onShowResults,
  onCloseAutoFocus,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  total: number
  loading: boolean
  onShowResults: () => void
  /** Where focus goes when the sheet closes (default: back to the Filters button). */
  onCloseAutoFocus?: (event: Event) => void
  children: ReactNode
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" aria-busy={loading} onCloseAutoFocus={onCloseAutoFocus}>
        <SheetTitle className="pr-8 text-xl font-bold text-navy">Filters</SheetTitle>
        <SheetDescription className="-mt-2 text-sm text-muted-foreground">Results update as you choose.</SheetDescription>
        {children}
        <div className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-background px-6 py-4">
          <Button type="button" size="lg" className="w-full" onClick={onShowResults} aria-live="polite" data-testid="show-results">
            {loading ? 'Updating results...' : `Show ${countOf(total, 'result', 'results')}`}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  )
}
