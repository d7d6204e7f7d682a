import { ArrowRight, Globe, Mail, MapPin, Phone } from '~/components/ui/icons.tsx'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { BusinessDetails, BusinessSummary } from '~/domain/business/types.ts'
import type { Answer } from '~/lib/app-error.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { BadgeChips } from './badge-chips.tsx'
import { AwardList } from './award-list.tsx'
import { CertificationList } from './certification-list.tsx'
import { businessHref } from './business-card.tsx'
import { SafetyScore } from './safety-score.tsx'
import { ScoreBreakdown } from './score-breakdown.tsx'
import { ReviewRating } from '../reviews/review-rating.tsx'

/**
 * Spec §2 details dialog: name, category, stars, score, description, certifications, contact. Given
 * a card's summary (a city page), it shows that at once and asks /api/businesses/{id} for the rest.
 */
export function BusinessDetailsDialog({
  business,
  onOpenChange,
  withProfileLink = true,
}: {
  business: BusinessSummary | BusinessDetails | null
  onOpenChange: (open: boolean) => void
  /** Link to the business's own page (not for the home page's example business). */
  withProfileLink?: boolean
}) {
  const details = useBusinessDetails(business)
  const full = details.state === 'loaded' ? details.business : null
  const navigate = useNavigate()
  return (
    <Dialog open={business !== null} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        {business && (
          <>
            <DialogHeader>
              <p className="text-xs font-semibold tracking-wide text-accent uppercase">{categoryLabel(business.category)}</p>
              <DialogTitle>{business.name}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-3">
                <ReviewRating rating={business.rating} count={business.reviewCount} />
                <SafetyScore score={business.safetyScore} auditedLabel={business.auditedLabel} />
                {business.auditedLabel !== 'Not yet audited' && <span className="text-xs">{business.auditedLabel}</span>}
              </DialogDescription>
            </DialogHeader>
            <p className="text-slate-700">{business.description}</p>
            {full ? (
              <>
                <ScoreBreakdown record={full.safety} headingId="details-score" />
                <section aria-labelledby="details-certs">
                  <h3 id="details-certs" className="mb-2 text-sm font-semibold">
                    Certifications
                  </h3>
                  <CertificationList certifications={full.certifications} />
                  <div className="mt-3">
                    <BadgeChips badges={full.currentBadges} />
                  </div>
                </section>
                <AwardList awards={full.awards} headingId="details-badges" />
                <section aria-labelledby="details-contact" className="rounded-lg bg-muted p-4">
                  <h3 id="details-contact" className="mb-2 text-sm font-semibold">
                    Contact information
                  </h3>
                  <ul className="space-y-2 text-sm">
                    <li className="flex gap-2">
                      <MapPin className="size-4 shrink-0" aria-hidden /> {full.address}
                    </li>
                    {full.phone && (
                      <li className="flex gap-2">
                        <Phone className="size-4 shrink-0" aria-hidden /> <a href={`tel:${full.phone.replace(/[^\d+]/g, '')}`}>{full.phone}</a>
                      </li>
                    )}
                    {full.email && (
                      <li className="flex gap-2">
                        <Mail className="size-4 shrink-0" aria-hidden /> <a href={`mailto:${full.email}`}>{full.email}</a>
                      </li>
                    )}
                    {full.website && (
                      <li className="flex gap-2">
                        <Globe className="size-4 shrink-0" aria-hidden />
                        <a href={full.website} target="_blank" rel="noopener noreferrer">
                          {full.website.replace(/^https?:\/\//, '')}
                        </a>
                      </li>
                    )}
                  </ul>
                </section>
              </>
            ) : details.state === 'failed' ? (
              <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted p-4 text-sm">
                <p>We couldn’t load this business’s score breakdown and contact details.</p>
                <Button type="button" size="sm" variant="outline" onClick={details.retry}>
                  Try again
                </Button>
              </div>
            ) : (
              // Busy until the details arrive; they then appear in the dialog in reading order.
              <p aria-busy="true" className="rounded-lg bg-muted p-4 text-sm text-muted-foreground">
                Loading details…
              </p>
            )}
            <DialogFooter className="sm:items-center">
              {withProfileLink && (
                <Link to={businessHref(business)} className="mr-auto inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
                  View full profile <ArrowRight className="size-4" aria-hidden />
                </Link>
              )}
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
              <Button
                type="button"
                disabled={!full}
                // The "Contact Business" form (a lead for the owner, or the admin while unclaimed).
                onClick={() => full && navigate(`/contact-business/${full.id}`)}
              >
                Contact Business
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

type DetailsState = { state: 'loading' } | { state: 'loaded'; business: BusinessDetails } | { state: 'failed'; retry: () => void }

/** The business's details: at hand when given in full, otherwise fetched each time the dialog opens on it. */
function useBusinessDetails(business: BusinessSummary | BusinessDetails | null): DetailsState {
  const given = business && 'safety' in business ? business : null
  const [fetched, setFetched] = useState<{ id: string; business: BusinessDetails | null } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const id = business?.id
  useEffect(() => {
    if (!id || given) return
    let current = true
    // A new opening or a retry starts from "loading", never from an earlier failure.
    setFetched(null)
    fetch(`/api/businesses/${encodeURIComponent(id)}`, { headers: { Accept: 'application/json' } })
      .then((res) => res.json() as Promise<Answer<{ business: BusinessDetails }>>)
      .then((body) => current && setFetched({ id, business: body.ok ? body.business : null }))
      .catch(() => current && setFetched({ id, business: null }))
    return () => {
      current = false
    }
  }, [id, given, attempt])
  if (given) return { state: 'loaded', business: given }
  if (!fetched || fetched.id !== id) return { state: 'loading' }
  return fetched.business ? { state: 'loaded', business: fetched.business } : { state: 'failed', retry: () => setAttempt((n) => n + 1) }
}
