import { BADGE_LABELS } from '~/lib/categories.ts'
import type { BadgeType } from '~/lib/db-schema.ts'
import { badgeIsExpired, longDate, type BadgeEvidence } from '~/lib/audit-dates.ts'
import { cn } from '~/lib/utils.ts'

/** Each badge on record with its evidence: issuer, date checked, expiry; an expired one says it no longer counts. */
export function BadgeEvidenceList({ badges, evidence, headingId, level = 3 }: { badges: string[]; evidence: BadgeEvidence; headingId: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={cn('text-navy', level === 2 ? 'text-xl font-bold' : 'text-sm font-semibold')}>
        Badges and their evidence
      </Heading>
      {badges.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No Safest badges yet.</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {badges.map((b) => {
            const e = evidence[b as BadgeType]
            const expired = badgeIsExpired(e)
            return (
              <li key={b} className={cn('rounded-lg border p-3 text-sm', expired && 'border-dashed bg-muted/60')}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className={cn('font-medium', expired ? 'text-muted-foreground line-through' : 'text-slate-900')}>{BADGE_LABELS[b as BadgeType] ?? b}</span>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold',
                      !e ? 'bg-muted text-slate-700' : expired ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800',
                    )}
                  >
                    {!e ? 'Not verified' : expired ? 'Expired: no longer counts' : 'Current'}
                  </span>
                </div>
                {e ? (
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-700">
                    <dt className="text-muted-foreground">Issuer</dt>
                    <dd>{e.issuer}</dd>
                    <dt className="text-muted-foreground">Checked</dt>
                    <dd>{longDate(e.checkedOn)}</dd>
                    <dt className="text-muted-foreground">{expired ? 'Expired' : 'Expires'}</dt>
                    <dd>{longDate(e.expiresOn)}</dd>
                  </dl>
                ) : (
                  <p className="mt-1 text-muted-foreground">Reported by the business; Safest has not checked it with the issuer.</p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
