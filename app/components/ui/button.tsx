import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

const buttonClasses = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
  {
    variants: {
      variant: {
        // docs/design.md: one primary action color (blue); secondary actions are outlined, never a second hue.
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        inverse: 'bg-white text-primary shadow-sm hover:bg-white/90',
        outline: 'border border-input bg-background shadow-xs hover:bg-muted hover:text-foreground',
        'outline-inverse': 'border border-white/80 bg-transparent text-white hover:bg-white/10',
        ghost: 'hover:bg-muted hover:text-foreground',
        'ghost-inverse': 'text-white hover:bg-white/10',
        // Looks unavailable (pair with aria-disabled): the header's Start Quiz while on the quiz.
        muted: 'cursor-not-allowed bg-muted text-muted-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        destructive: 'bg-destructive text-white shadow-sm hover:bg-destructive/90',
      },
      // Each size sets its own radius and text size: classes are joined, not merged (docs/decisions/010),
      // so a caller never overrides a class the button already has.
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-6 text-base',
        // As lg, but as tall as its row (the hero search bar).
        'lg-fill': 'h-full min-h-12 px-6 text-base',
        icon: 'size-10 text-sm',
      },
      shape: { rounded: '', pill: 'rounded-full' },
    },
    compoundVariants: [
      { shape: 'rounded', size: ['default', 'sm', 'icon'], class: 'rounded-md' },
      { shape: 'rounded', size: ['lg', 'lg-fill'], class: 'rounded-lg' },
    ],
    defaultVariants: { variant: 'default', size: 'default', shape: 'rounded' },
  },
)

type ButtonVariantProps = Parameters<typeof buttonClasses>[0]

// A page renders dozens of buttons with a handful of different props, and cva walks its variant
// tables on every call (1.6 % of an uncached city page's CPU): each answer is remembered, a bounded
// number of them.
const remembered = new Map<string, string>()
const MAX_REMEMBERED = 500

/** The classes of a button (or of a link styled as one) of this variant, size and shape. */
export function buttonVariants(props: ButtonVariantProps = {}): string {
  const key = `${props?.variant}|${props?.size}|${props?.shape}|${props?.className ?? ''}|${props?.class ?? ''}`
  let classes = remembered.get(key)
  if (classes === undefined) {
    classes = buttonClasses(props)
    if (remembered.size >= MAX_REMEMBERED) remembered.clear()
    remembered.set(key, classes)
  }
  return classes
}

export type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonClasses>

/** A link styled as a button takes buttonVariants() as its className instead. */
export function Button({ className, variant, size, shape, ...props }: ButtonProps) {
  return <button data-slot="button" className={buttonVariants({ variant, size, shape, className })} {...props} />
}
