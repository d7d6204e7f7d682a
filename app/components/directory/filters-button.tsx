import { SlidersHorizontal } from '~/components/ui/icons.tsx'
import { useSyncExternalStore } from 'react'
import { Button } from '../ui/button.tsx'

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
export function FiltersButton({
  activeCount,
  onClick,
  ...intent
}: {
  activeCount: number
  onClick: () => void
  /** The pointer or focus reached the button: time to load the sheet's code. */
  onPointerEnter?: () => void
  onFocus?: () => void
}) {
  return (
    <Button id="filters-button" type="button" variant="outline" className="filters-button w-full md:hidden" aria-haspopup="dialog" onClick={onClick} {...intent}>
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
