import type { ReactNode } from 'react'
import { countOf } from '~/lib/plural.ts'
import { Button } from '../ui/button.tsx'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet.tsx'

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
