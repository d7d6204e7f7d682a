import { Star } from '~/components/ui/icons.tsx'
import { filledStars } from '~/lib/safety.ts'
import { cn } from '~/lib/utils.ts'

/** Five stars filled up to the floor of the rating (spec §9). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = filledStars(rating)
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          data-filled={i < filled}
          className={cn('size-4', i < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300')}
        />
      ))}
    </span>
  )
}
