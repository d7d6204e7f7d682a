import { SCORE_TONE_CLASSES, scoreTone } from '~/lib/safety.ts'
import { cn } from '~/lib/utils.ts'

export function SafetyScore({ score, size = 'sm', className }: { score: number; size?: 'sm' | 'lg'; className?: string }) {
  const tone = scoreTone(score)
  return (
    <span
      data-tone={tone}
      className={cn('inline-flex items-center rounded-full font-bold whitespace-nowrap', size === 'lg' ? 'px-5 py-2.5 text-2xl tabular-nums' : 'px-2.5 py-1 text-xs', SCORE_TONE_CLASSES[tone], className)}
    >
      <span className="sr-only">Safety score</span>
      {score}
      <span aria-hidden>/100</span>
    </span>
  )
}
