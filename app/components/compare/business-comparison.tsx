import { Link } from 'react-router'
import { SafetyScore } from '~/components/directory/safety-score.tsx'
import { ReviewRating } from '~/components/reviews/review-rating.tsx'
import { AWARD_STATUS_LABELS, verifyPath } from '~/domain/award/model.ts'
import { compareHref, type ComparedBusiness } from '~/domain/compare/model.ts'
import { longDate } from '~/lib/audit-dates.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { SCORE_COMPONENTS } from '~/lib/score-model.ts'
import { cn } from '~/lib/utils.ts'
import type * as React from 'react'
import { SideBySideTable } from '../ui/side-by-side-table.tsx'

interface Row {
  label: string
  cell: (b: ComparedBusiness) => React.ReactNode
}

const ROWS: Row[] = [
  { label: 'Safety score', cell: (b) => <span className="grid justify-items-start gap-1"><SafetyScore score={b.safetyScore} auditedLabel={b.auditedLabel} /><span className="text-xs text-muted-foreground">{b.auditedLabel}</span></span> },
  ...SCORE_COMPONENTS.map((c): Row => ({
    label: `${c.label} (${c.weight}%)`,
    cell: (b) => {
      const component = b.components?.find((x) => x.key === c.key)
      return component ? <span className="tabular-nums">{component.score}/100</span> : <span className="text-muted-foreground">No score yet</span>
    },
  })),
  {
    label: 'Awards',
    cell: (b) =>
      b.awards.length === 0 ? (
        <span className="text-muted-foreground">No Safest badges yet</span>
      ) : (
        <ul className="grid gap-1.5">
          {b.awards.map((a) => (
            <li key={a.code} className={cn(a.status !== 'current' && 'text-muted-foreground')}>
              <Link to={verifyPath(a.code)} className="font-medium underline-offset-2 hover:underline">
                {a.badgeName}
              </Link>
              <span className="block text-xs">
                {AWARD_STATUS_LABELS[a.status]} · {a.status === 'revoked' && a.revokedOn ? `revoked ${longDate(a.revokedOn)}` : `${a.status === 'expired' ? 'expired' : 'expires'} ${longDate(a.expiresOn)}`}
              </span>
            </li>
          ))}
        </ul>
      ),
  },
  { label: 'Customer rating', cell: (b) => <ReviewRating rating={b.rating} count={b.reviewCount} className="flex-wrap" /> },
]

/** /compare's table: one column per business, one row per score component, awards with their expiry, rating and (with a place) distance. */
export function BusinessComparison({ businesses, placeLabel, near }: { businesses: ComparedBusiness[]; placeLabel: string | null; near: string }) {
  const best = Math.max(...businesses.map((b) => b.safetyScore ?? -1))
  const rows: Row[] = placeLabel ? [...ROWS, { label: `Distance from ${placeLabel}`, cell: (b) => b.distance ?? <span className="text-muted-foreground">Unknown</span> }] : ROWS
  const ids = businesses.map((b) => b.id)
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-white shadow-sm">
      <SideBySideTable
        className="min-w-[36rem]"
        caption={`Comparison of ${businesses.map((b) => b.name).join(', ')}`}
        corner="Business"
        columns={businesses.map((b) => ({ key: b.id, head: <BusinessHead business={b} best={b.safetyScore === best && best >= 0 && businesses.length > 1} near={near} ids={ids} /> }))}
        rows={rows.map((row) => ({ label: row.label, cells: businesses.map((b) => row.cell(b)) }))}
      />
    </div>
  )
}

function BusinessHead({ business: b, best, near, ids }: { business: ComparedBusiness; best: boolean; near: string; ids: string[] }) {
  return (
    <>
      <p className="text-xs font-semibold tracking-wide text-accent uppercase">{categoryLabel(b.category)}</p>
      <Link to={b.href} className="font-bold text-navy underline-offset-4 hover:underline">
        {b.name}
      </Link>
      <span className="block text-xs font-normal text-muted-foreground">
        {b.cityName}, {b.state}
      </span>
      {best && <span className="mt-1 block text-xs font-semibold text-accent">Highest safety score</span>}
      <Link to={compareHref(ids.filter((id) => id !== b.id), near)} className="mt-1 inline-block text-xs font-normal text-primary underline" aria-label={`Remove ${b.name} from the comparison`}>
        Remove
      </Link>
    </>
  )
}
