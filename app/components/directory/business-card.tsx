import { MapPin } from '~/components/ui/icons.tsx'
import { Link } from 'react-router'
import type { BusinessSummary } from '~/domain/directory/types.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { cn } from '~/lib/utils.ts'
import { Button, buttonVariants } from '../ui/button.tsx'
import { BadgeChips } from './badge-chips.tsx'
import { SafetyScore } from './safety-score.tsx'
import { Stars } from './stars.tsx'

/**
 * A directory card; with onDetails its button opens the details dialog (onDetailsIntent: the
 * pointer or focus reached that button, time to load the dialog), without it links to the business page.
 */
export function BusinessCard({ business, onDetails, onDetailsIntent }: { business: BusinessSummary; onDetails?: () => void; onDetailsIntent?: () => void }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm transition hover:shadow-md" aria-labelledby={`b-${business.id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-accent uppercase">{categoryLabel(business.category)}</p>
          <h3 id={`b-${business.id}`} className="mt-1 text-lg leading-snug font-bold text-navy">
            <Link to={businessHref(business)} className="hover:text-primary hover:underline">
              {business.name}
            </Link>
          </h3>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <SafetyScore score={business.safetyScore} />
          <span className="text-xs whitespace-nowrap text-muted-foreground">{business.auditedLabel.replace('Audited', 'audited')}</span>
        </div>
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
      <BadgeChips badges={business.currentBadges} />
      <div className="mt-auto pt-2">
        {onDetails ? (
          <Button variant="outline" className="w-full" onClick={onDetails} onPointerEnter={onDetailsIntent} onFocus={onDetailsIntent} aria-label={`View details for ${business.name}`}>
            View Details
          </Button>
        ) : (
          <Link to={businessHref(business)} className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
            View Profile<span className="sr-only"> of {business.name}</span>
          </Link>
        )}
      </div>
    </article>
  )
}

/** /city/{city}/{business-slug}: the business's own page. */
export function businessHref(b: { citySlug: string; slug: string }): `/${string}` {
  return `/city/${b.citySlug}/${b.slug}`
}
