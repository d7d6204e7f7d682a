import { Stars } from '~/components/directory/stars.tsx'
import { countOf } from '~/lib/plural.ts'
import { cn } from '~/lib/utils.ts'

/**
 * Visitors' rating: the average of approved reviews and their count ("4.5 · 3 reviews"), or
 * "No reviews yet". Always named as customer reviews, apart from the audited safety score.
 */
export function ReviewRating({ rating, count, className }: { rating: number; count: number; className?: string }) {
  if (count === 0) return <span className={cn('text-sm text-muted-foreground', className)}>No reviews yet</span>
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <Stars rating={rating} /> {rating.toFixed(1)} · {countOf(count, 'customer review')}
    </span>
  )
}
