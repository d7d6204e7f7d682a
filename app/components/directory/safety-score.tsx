import { SCORE_TONE_CLASSES, scoreTone } from '~/lib/safety.ts'
import { cn } from '~/lib/utils.ts'

const NOT_AUDITED = 'Not yet audited'

/**
 * The audited safety score, or without one (null: no failing colour) "Not yet audited", or "No score yet"
 * when its safety record says it was audited for a badge or holds a checked badge (`auditedLabel`).
 */
export function SafetyScore({ score, auditedLabel = NOT_AUDITED, size = 'sm', className }: { score: number | null; auditedLabel?: string; size?: 'sm' | 'lg'; className?: string }) {
  const sizing = size === 'lg' ? 'px-5 py-2.5 text-2xl tabular-nums' : 'px-2.5 py-1 text-xs'
  if (score === null) {
    return (
      <span data-tone="unaudited" className={cn('inline-flex items-center rounded-full border border-slate-300 bg-slate-50 font-semibold whitespace-nowrap text-slate-700', size === 'lg' ? 'px-4 py-2 text-base' : sizing, className)}>
        {auditedLabel === NOT_AUDITED ? NOT_AUDITED : 'No score yet'}
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
