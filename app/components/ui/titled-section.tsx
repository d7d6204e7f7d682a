import type * as React from 'react'
import { cn } from '~/lib/utils.ts'

/** The white bordered card most page sections sit in. */
export const CARD = 'rounded-xl border bg-white p-6 shadow-sm'

const HEADING = {
  lg: 'text-lg font-bold text-navy',
  xl: 'text-xl font-bold text-navy',
  '2xl': 'text-2xl font-bold text-navy',
  /** A full-width band's title: larger from the sm breakpoint. */
  band: 'text-2xl font-bold tracking-tight text-navy sm:text-3xl',
  '3xl': 'text-3xl font-bold tracking-tight text-navy',
} as const

/**
 * A section named by its h2: the heading's `id` is the section's `aria-labelledby`, so the landmark
 * and its title cannot drift apart.
 */
export function TitledSection({
  id,
  title,
  card,
  className,
  size = 'xl',
  children,
}: {
  /** The heading's id (also what the section is labelled by). */
  id: string
  title: React.ReactNode
  /** In a white bordered card (`CARD`). */
  card?: boolean
  className?: string
  /** The heading's size (all are bold navy). */
  size?: keyof typeof HEADING
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className={cn(card && CARD, className) || undefined}>
      <h2 id={id} className={HEADING[size]}>
        {title}
      </h2>
      {children}
    </section>
  )
}
