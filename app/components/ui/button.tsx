import type * as React from 'react'

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4'

const VARIANTS = {
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
}

// Each size sets its own radius and text size: classes are joined, not merged (docs/decisions/010),
// so a caller never overrides a class the button already has.
const SIZES = {
  default: 'h-10 px-4 py-2 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-12 px-6 text-base',
  // As lg, but as tall as its row (the hero search bar).
  'lg-fill': 'h-full min-h-12 px-6 text-base',
  icon: 'size-10 text-sm',
}

/** A rounded button's radius by its size; a pill is fully rounded. */
const ROUNDED = { default: 'rounded-md', sm: 'rounded-md', icon: 'rounded-md', lg: 'rounded-lg', 'lg-fill': 'rounded-lg' }

export interface ButtonVariantProps {
  variant?: keyof typeof VARIANTS | null
  size?: keyof typeof SIZES | null
  shape?: 'rounded' | 'pill' | null
  className?: string
  class?: string
}

/**
 * The classes of a button (or of a link styled as one) of this variant, size and shape: two table
 * look-ups and a join (every page loads this, so no variants library to ship with it). As
 * class-variance-authority did: a missing prop is its default, null leaves that part out.
 */
export function buttonVariants({ variant = 'default', size = 'default', shape = 'rounded', className, class: extra }: ButtonVariantProps = {}): string {
  const radius = shape === 'pill' ? 'rounded-full' : shape === 'rounded' && size ? ROUNDED[size] : ''
  return [BASE, variant && VARIANTS[variant], size && SIZES[size], radius, extra, className].filter(Boolean).join(' ')
}

export type ButtonProps = React.ComponentProps<'button'> & Omit<ButtonVariantProps, 'className' | 'class'>

/** A link styled as a button takes buttonVariants() as its className instead. */
export function Button({ className, variant, size, shape, ...props }: ButtonProps) {
  return <button data-slot="button" className={buttonVariants({ variant, size, shape, className })} {...props} />
}
