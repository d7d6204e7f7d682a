import { MapPin } from 'lucide-react'
import type { BusinessCard as Business } from '~/domain/directory/types.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { Button } from '../ui/button.tsx'
import { BadgeChips } from './badge-chips.tsx'
import { SafetyScore } from './safety-score.tsx'
import { Stars } from './stars.tsx'

export function BusinessCard({ business, onDetails }: { business: Business; onDetails: () => void }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm transition hover:shadow-md" aria-labelledby={`b-${business.id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-accent uppercase">{categoryLabel(business.category)}</p>
          <h3 id={`b-${business.id}`} className="mt-1 text-lg leading-snug font-bold text-navy">
            {business.name}
          </h3>
        </div>
        <SafetyScore score={business.safetyScore} />
      </div>
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Stars rating={business.rating} />
        <span>{business.rating.toFixed(1)}</span>
      </div>
      <p className="line-clamp-3 text-sm text-slate-700">{business.description}</p>
      <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        {business.address}
      </p>
      <BadgeChips badges={business.badges} />
      <div className="mt-auto pt-2">
        <Button variant="outline" className="w-full" onClick={onDetails} aria-label={`View details for ${business.name}`}>
          View Details
        </Button>
      </div>
    </article>
  )
}
