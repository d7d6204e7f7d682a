import type * as React from 'react'
import { cn } from '~/lib/utils.ts'

/**
 * A home page band: full width (shaded or not), its content in the page column, titled by an h2
 * that names the section. `aside` (a link or button) sits across from the title and its intro.
 */
export function HomeBand({
  id,
  title,
  intro,
  aside,
  shaded,
  centered,
  children,
}: {
  /** The heading's id (also what the section is labelled by). */
  id: string
  title: React.ReactNode
  intro?: React.ReactNode
  aside?: React.ReactNode
  shaded?: boolean
  /** The title centered over the content (a band without `aside`). */
  centered?: boolean
  children: React.ReactNode
}) {
  const heading = (
    <>
      <h2 id={id} className={cn('text-3xl font-bold tracking-tight text-navy', centered && 'text-center')}>
        {title}
      </h2>
      {intro}
    </>
  )
  return (
    <section aria-labelledby={id} className={cn('py-16', shaded && 'bg-muted/60')}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {aside ? (
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>{heading}</div>
            {aside}
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
    </section>
  )
}
