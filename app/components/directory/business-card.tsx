import { MapPin } from '~/components/ui/icons.tsx'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { BusinessSummary } from '~/domain/business/types.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { cn } from '~/lib/utils.ts'
import { Button, buttonVariants } from '../ui/button.tsx'
import { BadgeChips } from './badge-chips.tsx'
import { SafetyScore } from './safety-score.tsx'
import { ReviewRating } from '../reviews/review-rating.tsx'

/**
 * A directory card; with onDetails its button opens the details dialog (onDetailsIntent: the
 * pointer or focus reached that button, time to load the dialog), without it links to the business page.
 */
export function BusinessCard({ business, onDetails, onDetailsIntent, pin, distance, actions }: {
  business: BusinessSummary
  onDetails?: () => void
  onDetailsIntent?: () => void
  /** Its number on the map beside the list. */
  pin?: number
  /** How far it is from the place searched near ("3.2 mi away", "here"). */
  distance?: string
  /** Save and Add to Compare (CardActions), above the card's button. */
  actions?: ReactNode
}) {
  return (
    <article className="flex w-full min-w-0 flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm transition hover:shadow-md" aria-labelledby={`b-${business.id}`}>
      {/* The pill has its own row: a long name wraps under it at any width, never beside or over it. */}
      <div className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-2 truncate text-xs font-semibold tracking-wide text-accent uppercase">
          {pin !== undefined && (
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary text-xs font-bold text-white" data-pin={pin}>
              <span className="sr-only">Map pin </span>
              {pin}
            </span>
          )}
          {categoryLabel(business.category)}
        </p>
        <SafetyScore score={business.safetyScore} auditedLabel={business.auditedLabel} className="shrink-0" />
      </div>
      <h3 id={`b-${business.id}`} className="-mt-1 text-lg leading-snug font-bold text-balance break-words text-navy">
        <Link to={businessHref(business)} className="hover:text-primary hover:underline">
          {business.name}
        </Link>
      </h3>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <ReviewRating rating={business.rating} count={business.reviewCount} />
        {business.auditedLabel !== 'Not yet audited' && <span className="text-xs">{business.auditedLabel.replace('Audited', 'audited')}</span>}
      </div>
      {business.latestInspection && <p className="text-sm font-medium text-slate-800">{business.latestInspection}</p>}
      <p className="line-clamp-3 text-sm text-slate-700">{business.description}</p>
      <p className="flex min-w-0 items-start gap-1.5 text-sm break-words text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="min-w-0">{business.address}</span>
        {distance && <span className="ml-auto shrink-0 font-semibold whitespace-nowrap text-navy">{distance}</span>}
      </p>
      <BadgeChips badges={business.currentBadges} />
      <div className="mt-auto grid gap-3 pt-2">
        {actions}
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
