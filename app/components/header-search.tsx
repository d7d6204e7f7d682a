import { Search } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/utils.ts'

/** The header's search field (issue 32): a plain GET form to /search, site-wide. */
export function HeaderSearch({ id, className }: { id: string; className?: string }) {
  return (
    <form method="get" action="/search" role="search" aria-label="Find a business" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Find a business anywhere
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <input
        id={id}
        name="q"
        type="search"
        maxLength={100}
        placeholder="Find a business"
        className="h-9 w-full rounded-md border border-input bg-white pr-2 pl-8 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      />
    </form>
  )
}
