import type * as React from 'react'
import { cn } from '~/lib/utils.ts'

/** A styled native checkbox, so filter forms submit without JavaScript. */
export function Checkbox({ className, large = false, ...props }: Omit<React.ComponentProps<'input'>, 'type'> & { large?: boolean }) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        large ? 'size-5' : 'size-4',
        'shrink-0 cursor-pointer rounded border border-input accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
