import { ChevronDown } from '~/components/ui/icons.tsx'
import type * as React from 'react'
import { cn } from '~/lib/utils.ts'
import { fieldClasses } from './input.tsx'

/** A styled native select: works without JavaScript, with the keyboard and with screen readers. */
export function Select({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select data-slot="select" className={cn(fieldClasses, 'h-10 appearance-none py-2 pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  )
}

/** A choice of a select: what it posts and what it shows. */
export interface Choice {
  value: string | number
  label: string
}

/** The `<option>`s of a select, one per choice, in order. */
export function Options({ choices }: { choices: readonly Choice[] }) {
  return (
    <>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </>
  )
}
