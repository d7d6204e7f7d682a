import { Link } from 'react-router'
import { longDate } from '~/lib/audit-dates.ts'
import { AWARD_STATUS_LABELS, verifyPath, type AwardSummary } from '~/domain/award/model.ts'
import { cn } from '~/lib/utils.ts'
import { Facts, type Fact } from '../ui/facts.tsx'

/** An award's dates as facts: issued, and expires (or expired). */
export const awardDates = (a: Pick<AwardSummary, 'status' | 'issuedOn' | 'expiresOn'>): Fact[] => [
  ['Issued', longDate(a.issuedOn)],
  [a.status === 'expired' ? 'Expired' : 'Expires', longDate(a.expiresOn)],
]

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
                <Facts
                  className="mt-1 gap-x-3 text-slate-700"
                  facts={[
                    ['Issuer', a.issuer],
                    ...awardDates(a),
                    [
                      'Certificate',
                      a.code && (
                        <>
                          <Link to={verifyPath(a.code)} className="font-mono text-navy underline underline-offset-2">
                            {a.code}
                          </Link>
                          <span className="sr-only"> (verify this {a.badgeName} award)</span>
                        </>
                      ),
                    ],
                  ]}
                />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
