import { Star } from '~/components/ui/icons.tsx'
import { starParts } from '~/lib/review-stars.ts'
import { cn } from '~/lib/utils.ts'

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const

/** Spec §9 review stars: full, half and empty stars, five in all. */
export function StarRating({
  rating,
  size = 'md',
  className,
}: {
  rating: number
  size?: keyof typeof SIZES
  className?: string
}) {
  const { full, half, empty } = starParts(rating)
  const kinds = [...Array<'full'>(full).fill('full'), ...Array<'half'>(half).fill('half'), ...Array<'empty'>(empty).fill('empty')]
  const icon = SIZES[size]
  return (
    <span
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      className={cn('inline-flex items-center gap-0.5', className)}
      data-rating={rating}
    >
      {kinds.map((kind, i) => (
        <span key={i} data-star={kind} className={cn('relative inline-block', icon)}>
          <Star aria-hidden className={cn('absolute inset-0 fill-slate-200 text-slate-300', icon)} />
          {kind !== 'empty' && (
            <span className={cn('absolute inset-y-0 left-0 overflow-hidden', kind === 'half' ? 'w-1/2' : 'w-full')}>
              <Star aria-hidden className={cn('fill-amber-400 text-amber-500', icon)} />
            </span>
          )}
        </span>
      ))}
    </span>
  )
}
