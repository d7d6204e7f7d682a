import { Search } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/utils.ts'

/**
 * The header's search field: a plain GET form to /search, site-wide. Its magnifier is
 * the form's submit button (after the field in the tab order), so a keyboard or a screen reader
 * has a control to send it besides Enter.
 */
export function HeaderSearch({ id, className }: { id: string; className?: string }) {
  return (
    <form method="get" action="/search" role="search" aria-label="Find a business" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Find a business anywhere
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={100}
        placeholder="Find a business"
        className="h-9 w-full rounded-md border border-input bg-white pr-2 pl-8 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      />
      <button
        type="submit"
        aria-label="Find"
        className="absolute top-1/2 left-1 grid size-7 -translate-y-1/2 place-items-center rounded text-muted-foreground outline-none hover:text-navy focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        <Search className="size-4" aria-hidden />
      </button>
    </form>
  )
}
