import { iconHref } from '~/components/ui/icons.tsx'
import { filledStars } from '~/lib/safety.ts'
import { cn } from '~/lib/utils.ts'

const STAR = 16
const GAP = 2
const WIDTH = 5 * STAR + 4 * GAP

/**
 * Five stars filled up to the floor of the rating (spec §9), drawn as one svg with five <use>s of
 * the sprite's star: a directory page shows a row per card, so one element per row, not five.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = filledStars(rating)
  return (
    <svg
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      viewBox={`0 0 ${WIDTH} ${STAR}`}
      width={WIDTH}
      height={STAR}
      className={cn('icon h-4 w-[88px] shrink-0', className)}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <use
          key={i}
          href={iconHref('Star')}
          x={i * (STAR + GAP)}
          width={STAR}
          height={STAR}
          data-filled={i < filled}
          className={i < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300'}
        />
      ))}
    </svg>
  )
}
