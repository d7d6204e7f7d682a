import { Link } from 'react-router'
import { longDate } from '~/lib/audit-dates.ts'
import { AWARD_STATUS_LABELS, verifyPath, type AwardSummary } from '~/domain/award/model.ts'
import { cn } from '~/lib/utils.ts'

const STATUS_STYLE = { current: 'bg-green-100 text-green-800', expired: 'bg-red-100 text-red-800', revoked: 'bg-red-100 text-red-800' } as const

/** Each award of a business with its evidence (issuer, issued, expiry) and its verification page; expired and revoked ones say they no longer count. */
export function AwardList({ awards, headingId, level = 3 }: { awards: AwardSummary[]; headingId: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={cn('text-navy', level === 2 ? 'text-xl font-bold' : 'text-sm font-semibold')}>
        Badges and their evidence
      </Heading>
      {awards.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No Safest badges yet.</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {awards.map((a, i) => {
            const lapsed = a.status !== 'current'
            return (
              <li key={a.code || i} className={cn('rounded-lg border p-3 text-sm', lapsed && 'border-dashed bg-muted/60')}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className={cn('font-medium', lapsed ? 'text-muted-foreground line-through' : 'text-slate-900')}>{a.badgeName}</span>
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLE[a.status])}>
                    {lapsed ? `${AWARD_STATUS_LABELS[a.status]}: no longer counts` : AWARD_STATUS_LABELS[a.status]}
                  </span>
                </div>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-700">
                  <dt className="text-muted-foreground">Issuer</dt>
                  <dd>{a.issuer}</dd>
                  <dt className="text-muted-foreground">Issued</dt>
                  <dd>{longDate(a.issuedOn)}</dd>
                  <dt className="text-muted-foreground">{a.status === 'expired' ? 'Expired' : 'Expires'}</dt>
                  <dd>{longDate(a.expiresOn)}</dd>
                  {a.code ? (
                    <>
                      <dt className="text-muted-foreground">Certificate</dt>
                      <dd>
                        <Link to={verifyPath(a.code)} className="font-mono text-navy underline underline-offset-2">
                          {a.code}
                        </Link>
                        <span className="sr-only"> (verify this {a.badgeName} award)</span>
                      </dd>
                    </>
                  ) : null}
                </dl>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
