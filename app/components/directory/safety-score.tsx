import { SCORE_TONE_CLASSES, scoreTone } from '~/lib/safety.ts'
import { cn } from '~/lib/utils.ts'

/** The audited safety score, or "Not yet audited" (null: no audit, so no score and no failing colour). */
export function SafetyScore({ score, size = 'sm', className }: { score: number | null; size?: 'sm' | 'lg'; className?: string }) {
  const sizing = size === 'lg' ? 'px-5 py-2.5 text-2xl tabular-nums' : 'px-2.5 py-1 text-xs'
  if (score === null) {
    return (
      <span data-tone="unaudited" className={cn('inline-flex items-center rounded-full border border-slate-300 bg-slate-50 font-semibold whitespace-nowrap text-slate-700', size === 'lg' ? 'px-4 py-2 text-base' : sizing, className)}>
        Not yet audited
      </span>
    )
  }
  const tone = scoreTone(score)
  return (
    <span data-tone={tone} className={cn('inline-flex items-center rounded-full font-bold whitespace-nowrap', sizing, SCORE_TONE_CLASSES[tone], className)}>
      <span className="sr-only">Safety score</span>
      {score}
      <span aria-hidden>/100</span>
    </span>
  )
}
