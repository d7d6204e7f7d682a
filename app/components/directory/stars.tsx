import type { CSSProperties } from 'react'
import { filledStars } from '~/lib/safety.ts'
import { cn } from '~/lib/utils.ts'

/**
 * Five stars filled up to the floor of the rating (spec §9). Drawn by the .stars rule in app.css:
 * one element per rating, since a directory page shows a row of stars on every card.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = filledStars(rating)
  return (
    <span
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      data-filled={filled}
      className={cn('stars', className)}
      style={{ '--filled': filled } as CSSProperties}
    />
  )
}
