import { ArrowRight, Globe, Mail, MapPin, Phone } from '~/components/ui/icons.tsx'
import { Link } from 'react-router'
import type { BusinessCard } from '~/domain/directory/types.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { currentBadges, auditedLabel } from '~/lib/audit-dates.ts'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { BadgeChips } from './badge-chips.tsx'
import { BadgeEvidenceList } from './badge-evidence.tsx'
import { businessHref } from './business-card.tsx'
import { SafetyScore } from './safety-score.tsx'
import { ScoreBreakdown } from './score-breakdown.tsx'
import { Stars } from './stars.tsx'

/** Spec §2 details dialog: name, category, stars, score, description, certifications, contact. */
export function BusinessDetailsDialog({
  business,
  onOpenChange,
  withProfileLink = true,
}: {
  business: BusinessCard | null
  onOpenChange: (open: boolean) => void
  /** Link to the business's own page (not for the home page's example listing). */
  withProfileLink?: boolean
}) {
  const contactHref = business?.email
    ? `mailto:${business.email}`
    : business?.phone
      ? `tel:${business.phone.replace(/[^\d+]/g, '')}`
      : business?.website ?? undefined
  return (
    <Dialog open={business !== null} onOpenChange={onOpenChange}>
      <DialogContent width="lg">
        {business && (
          <>
            <DialogHeader>
              <p className="text-xs font-semibold tracking-wide text-accent uppercase">{categoryLabel(business.category)}</p>
              <DialogTitle>{business.name}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-3">
                <span className="inline-flex items-center gap-2">
                  <Stars rating={business.rating} /> {business.rating.toFixed(1)}
                </span>
                <SafetyScore score={business.safetyScore} />
                <span className="text-xs">{auditedLabel(business.auditedOn)}</span>
              </DialogDescription>
            </DialogHeader>
            <p className="text-slate-700">{business.description}</p>
            <ScoreBreakdown safetyScore={business.safetyScore} auditedOn={business.auditedOn} components={business.scoreComponents} headingId="details-score" />
            <section aria-labelledby="details-certs">
              <h3 id="details-certs" className="mb-2 text-sm font-semibold">
                Certifications
              </h3>
              {business.certifications.length > 0 ? (
                <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {business.certifications.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No certifications listed.</p>
              )}
              <div className="mt-3">
                <BadgeChips badges={currentBadges(business.badges, business.badgeEvidence)} />
              </div>
            </section>
            <BadgeEvidenceList badges={business.badges} evidence={business.badgeEvidence} headingId="details-badges" />
            <section aria-labelledby="details-contact" className="rounded-lg bg-muted p-4">
              <h3 id="details-contact" className="mb-2 text-sm font-semibold">
                Contact information
              </h3>
              <ul className="space-y-2 text-sm">
                <li className="flex gap-2">
                  <MapPin className="size-4 shrink-0" aria-hidden /> {business.address}
                </li>
                {business.phone && (
                  <li className="flex gap-2">
                    <Phone className="size-4 shrink-0" aria-hidden /> <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>{business.phone}</a>
                  </li>
                )}
                {business.email && (
                  <li className="flex gap-2">
                    <Mail className="size-4 shrink-0" aria-hidden /> <a href={`mailto:${business.email}`}>{business.email}</a>
                  </li>
                )}
                {business.website && (
                  <li className="flex gap-2">
                    <Globe className="size-4 shrink-0" aria-hidden />
                    <a href={business.website} target="_blank" rel="noopener noreferrer">
                      {business.website.replace(/^https?:\/\//, '')}
                    </a>
                  </li>
                )}
              </ul>
            </section>
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
                disabled={!contactHref}
                onClick={() => {
                  // mailto:/tel: open the visitor's mail or phone app; a website opens in a new tab.
                  if (contactHref?.startsWith('http')) window.open(contactHref, '_blank', 'noopener,noreferrer')
                  else if (contactHref) window.location.href = contactHref
                }}
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
