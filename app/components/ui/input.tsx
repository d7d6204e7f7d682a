import type * as React from 'react'
import { cn } from '~/lib/utils.ts'

export const fieldClasses =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm'

// Heights are chosen, not overridden: classes are joined, not merged (docs/decisions/010).
const INPUT_SIZES = { default: 'h-10 py-2', lg: 'h-11 py-2', xl: 'h-12 py-2', file: 'py-1.5' }

export function Input({ className, type = 'text', fieldSize = 'default', ...props }: React.ComponentProps<'input'> & { fieldSize?: keyof typeof INPUT_SIZES }) {
  return <input type={type} data-slot="input" className={cn(fieldClasses, INPUT_SIZES[fieldSize], className)} {...props} />
}
