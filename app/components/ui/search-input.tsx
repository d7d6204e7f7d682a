import type * as React from 'react'
import { cn } from '~/lib/utils.ts'
import { Search } from './icons.tsx'
import { Input } from './input.tsx'

/** A search box: a search input with the magnifier inside it. */
export function SearchInput({ className, ...props }: React.ComponentProps<'input'>) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  )
}
