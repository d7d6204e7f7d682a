import type * as React from 'react'
import { cn } from '~/lib/utils.ts'
import { sectionLabel, type ProductReviewSectionId } from './sections.ts'

/** One of the anchored sections: the id the table of contents links to, its number there and its heading. */
export function ProductReviewSection({
  id,
  number,
  intro,
  className,
  children,
}: {
  id: ProductReviewSectionId
  number: number
  intro?: React.ReactNode
  className?: string
  children: React.ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} data-review-section className={cn('mt-14', className)}>
      <p aria-hidden className="text-sm font-bold tracking-widest text-accent">
        {String(number).padStart(2, '0')}
      </p>
      <h2 id={`${id}-heading`} className="mt-1 text-2xl font-bold tracking-tight text-navy sm:text-3xl">
        {sectionLabel(id)}
      </h2>
      {intro && <p className="mt-2 text-muted-foreground">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  )
}
