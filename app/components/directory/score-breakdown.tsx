import { Link } from 'react-router'
import type { SafetyRecord } from '~/domain/safety-record/model.ts'
import { longDate, monthYear } from '~/lib/audit-dates.ts'
import { countOf } from '~/lib/plural.ts'
import { cn } from '~/lib/utils.ts'

const methodologyLink = (text: string) => (
  <Link to="/methodology" className="font-medium text-primary underline-offset-4 hover:underline">
    {text}
  </Link>
)

/** Why there is no score: a badge audit passed, badges checked, or nothing checked yet. */
function Unscored({ record }: { record: SafetyRecord }) {
  const audit = record.badgeAudits[0]
  if (audit) {
    return (
      <p className="mt-1 text-sm text-muted-foreground">
        Audited on {longDate(audit.on)} for the {audit.badgeName} badge ({audit.passed} of {countOf(audit.checks, 'check')} passed). A safety score
        comes from a full audit of all five components, which this business has not had yet. {methodologyLink('How we audit')}
      </p>
    )
  }
  if (record.summary.badges.length > 0) {
    return (
      <p className="mt-1 text-sm text-muted-foreground">
        No safety score yet: its badges were checked with their issuers, but Safest has not audited the business as a whole. {methodologyLink('How we audit')}
      </p>
    )
  }
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      Not yet audited: Safest has not checked this business, so it has no safety score. {methodologyLink('How we audit')}
    </p>
  )
}

/**
 * How the safety score is made, as its safety record says: each component's weight, score, points and
 * evidence (and where it comes from). Headings start at `level` so it fits a dialog (h3) or a page (h2).
 */
export function ScoreBreakdown({ record, headingId, level = 3 }: { record: SafetyRecord; headingId: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const { score } = record.summary
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={cn('text-navy', level === 2 ? 'text-xl font-bold' : 'text-sm font-semibold')}>
        {score === null ? 'Safety score' : `How the score of ${score} is made`}
      </Heading>
      {score === null ? (
        <Unscored record={record} />
      ) : record.components ? (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            {record.scoredOn
              ? `Audited ${monthYear(record.scoredOn)} · five weighted components, each scored 0–100`
              : `Scored from public records alone · the ${record.components.length === 1 ? 'component' : `${record.components.length} components`} they supply, weighted among themselves`}{' '}
            · {methodologyLink('Our methodology')}
          </p>
          <ul className="mt-3 divide-y rounded-lg border">
            {record.components.map((c) => (
              <li key={c.key} className="grid gap-1 p-3 text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-slate-900">
                    {c.label} <span className="font-normal text-muted-foreground">· weight {c.weight}%</span>
                  </span>
                  <span className="whitespace-nowrap tabular-nums">
                    <span className="font-semibold">{c.score}</span>/100 → +{c.points.toFixed(1)} pts
                  </span>
                </div>
                <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                  <div className="h-full rounded-full bg-primary" style={{ width: `${c.score}%` }} />
                </div>
                <p className="text-slate-700">
                  {c.evidence}
                  {c.source === 'records' && <span className="text-muted-foreground"> · from public records</span>}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">
          Audited {monthYear(record.scoredOn!)}: the auditor recorded the overall score; no component breakdown is on file. {methodologyLink('Our methodology')}
        </p>
      )}
      {record.notes.map((note) => (
        <p key={note} className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
          {note}
        </p>
      ))}
    </section>
  )
}
