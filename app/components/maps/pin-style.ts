import { cn } from '~/lib/utils.ts'

/** A pin's look, on the server-drawn map and the street map alike: a 24 px disc, its number in 12 px bold. */
export function pinClass(pin: { n?: number; href?: string }): string {
  return cn(
    'grid place-items-center rounded-full text-xs font-bold text-white shadow ring-2 ring-white',
    pin.n === undefined ? 'bg-accent' : 'bg-primary',
    pin.href && 'outline-none hover:bg-navy focus-visible:bg-navy focus-visible:ring-navy',
  )
}

/** The place's label: 13 px semibold with a white halo, legible over streets and lines. */
export const LABEL_CLASS = 'truncate font-semibold text-navy [text-shadow:0_0_3px_white,0_0_3px_white]'

/** The place's dot. */
export const DOT_CLASS = 'rounded-full bg-navy ring-2 ring-white'
