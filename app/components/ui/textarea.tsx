import type * as React from 'react'
import { cn } from '~/lib/utils.ts'
import { fieldClasses } from './input.tsx'
import { keepTypedText } from './typed-text.ts'

/**
 * An uncontrolled one (no `value`, no `ref` of the caller's) keeps text typed before the page
 * hydrated (typed-text.ts). A file of its own, apart from Input, so that pages without a textarea
 * (the header's search is an Input) load neither.
 */
export function Textarea({ className, ref, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldClasses, 'min-h-24 py-2', className)} ref={ref ?? (props.value === undefined ? keepTypedText : undefined)} {...props} />
}
