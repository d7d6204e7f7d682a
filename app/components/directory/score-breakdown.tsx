import { Link } from 'react-router'
import { componentPoints, SCORE_COMPONENTS, type ScoreComponents } from '~/lib/score-model.ts'
import { auditedLabel } from '~/lib/audit-dates.ts'
import { cn } from '~/lib/utils.ts'

/**
 * How the safety score is made: each component's weight, score, the points it adds and the
 * evidence behind it. Headings start at `level` so it fits a dialog (h3) or a page (h2).
 */
export function ScoreBreakdown({
  safetyScore,
  auditedOn,
  components,
  headingId,
  level = 3,
}: {
  safetyScore: number | null
  auditedOn: string | null
  components: ScoreComponents | null
  headingId: string
  level?: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={cn('text-navy', level === 2 ? 'text-xl font-bold' : 'text-sm font-semibold')}>
        {safetyScore === null ? 'Safety score' : `How the score of ${safetyScore} is made`}
      </Heading>
      {safetyScore === null ? (
        <p className="mt-1 text-sm text-muted-foreground">
          Not yet audited: Safest has not checked this business, so it has no safety score.{' '}
          <Link to="/methodology" className="font-medium text-primary underline-offset-4 hover:underline">
            How we audit
          </Link>
        </p>
      ) : components ? (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            {auditedLabel(auditedOn)} · five weighted components, each scored 0–100 ·{' '}
            <Link to="/methodology" className="font-medium text-primary underline-offset-4 hover:underline">
              Our methodology
            </Link>
          </p>
          <ul className="mt-3 divide-y rounded-lg border">
            {SCORE_COMPONENTS.map((c) => {
              const { score, evidence } = components[c.key]
              return (
                <li key={c.key} className="grid gap-1 p-3 text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-medium text-slate-900">
                      {c.label} <span className="font-normal text-muted-foreground">· weight {c.weight}%</span>
                    </span>
                    <span className="whitespace-nowrap tabular-nums">
                      <span className="font-semibold">{score}</span>/100 → +{componentPoints(c.key, score).toFixed(1)} pts
                    </span>
                  </div>
                  <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                    <div className="h-full rounded-full bg-primary" style={{ width: `${score}%` }} />
                  </div>
                  <p className="text-slate-700">{evidence}</p>
                </li>
              )
            })}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">
          Not audited yet: this score was reported by the business and has not been checked by Safest.{' '}
          <Link to="/methodology" className="font-medium text-primary underline-offset-4 hover:underline">
            How we audit
          </Link>
        </p>
      )}
    </section>
  )
}
