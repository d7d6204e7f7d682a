import { MapPin } from '~/components/ui/icons.tsx'
import { useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import type { BusinessSummary } from '~/domain/business/types.ts'
import { DIRECTORY_CATEGORIES, categoryLabel } from '~/lib/categories.ts'
import { cn } from '~/lib/utils.ts'
import { SafetyScore } from '../directory/safety-score.tsx'
import { ReviewRating } from '../reviews/review-rating.tsx'
import { Button, buttonVariants } from '../ui/button.tsx'
import { lazyDialog, preloadOnIntent } from '../ui/lazy-dialog.tsx'
import { businessHref } from '../directory/business-card.tsx'
import { HomeBand } from './home-band.tsx'

const FindBusinessesDialog = lazyDialog(() => import('./find-businesses-dialog.tsx').then((m) => m.FindBusinessesDialog), (p) => p.open)

type TopBusiness = Pick<BusinessSummary, 'id' | 'name' | 'rating' | 'reviewCount' | 'safetyScore' | 'auditedLabel' | 'slug' | 'citySlug'> & { cityName: string }

export function TopBusinesses({
  category,
  businesses,
  states,
  cities,
  near = '',
  placeLabel = null,
  placeNotFound = false,
}: {
  category: string
  businesses: TopBusiness[]
  states: { abbr: string; name: string }[]
  cities: { slug: string; name: string; state: string }[]
  /** The place typed (?near=), its name when found; none: the whole country. */
  near?: string
  placeLabel?: string | null
  placeNotFound?: boolean
}) {
  const [findOpen, setFindOpen] = useState(false)
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/'
  return (
    <HomeBand
      id="top-heading"
      title={<>Top 5 Safest {categoryLabel(category)} {placeLabel ? `near ${placeLabel}` : 'in the U.S.'}</>}
      shaded
      intro={
        <>
          <p className="mt-2 text-muted-foreground">The highest safety scores in our directory, updated as audits come in.</p>
          <Form method="get" preventScrollReset className="mt-3 flex flex-wrap items-end gap-2" aria-label="Top 5 by place">
            <input type="hidden" name="top" value={category} />
            <label className="grid gap-1 text-sm font-medium">
              Near (ZIP code or city)
              <input name="near" defaultValue={near} maxLength={100} className="h-9 rounded-md border border-input bg-white px-3 text-sm" />
            </label>
            <button type="submit" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              Show
            </button>
            {placeNotFound && <p role="alert" className="w-full text-sm text-amber-800">We couldn’t find {near}: showing the whole U.S.</p>}
          </Form>
        </>
      }
      aside={
        <Button aria-haspopup="dialog" onClick={() => setFindOpen(true)} {...preloadOnIntent(FindBusinessesDialog.preload)}>
          Find Safe Businesses
        </Button>
      }
    >
      <Form method="get" preventScrollReset replace className="mt-6 flex flex-wrap gap-2" aria-label="Business category">
        {near && <input type="hidden" name="near" value={near} />}
        {DIRECTORY_CATEGORIES.map((c) => (
          <button
            key={c.value}
            type="submit"
            name="top"
            value={c.value}
            aria-pressed={c.value === category}
            className={buttonVariants({ size: 'sm', shape: 'pill', variant: c.value === category ? 'default' : 'outline' })}
          >
            {c.label}
          </button>
        ))}
      </Form>
      <ol className={cn('mt-6 grid gap-3 transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
        {businesses.map((b, i) => (
          <li key={b.id} className="flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm sm:flex-row sm:items-center">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary font-bold text-primary" aria-hidden>
              {i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-bold text-navy">{b.name}</h3>
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin className="size-3.5" aria-hidden /> {b.cityName}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <ReviewRating rating={b.rating} count={b.reviewCount} className="text-sm text-muted-foreground" />
              <span className="flex flex-col items-end gap-0.5">
                <SafetyScore score={b.safetyScore} />
                <span className="text-xs whitespace-nowrap text-muted-foreground">{b.auditedLabel.replace('Audited', 'audited')}</span>
              </span>
              <Link to={businessHref(b)} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
                View<span className="sr-only"> {b.name} in {b.cityName}</span>
              </Link>
            </div>
          </li>
        ))}
        {businesses.length === 0 && <li className="text-muted-foreground">No businesses in this category yet.</li>}
      </ol>
      <FindBusinessesDialog key={category} open={findOpen} onOpenChange={setFindOpen} category={category} states={states} cities={cities} />
    </HomeBand>
  )
}
