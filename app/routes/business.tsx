import { ExternalLink, Globe, Mail, MapPin, Phone } from '~/components/ui/icons.tsx'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { findSiteSettings } from '~/domain/site-settings/find-site-settings.server.ts'
import { SampleNotice } from '~/components/directory/sample-notice.tsx'
import { redirect, useLoaderData } from 'react-router'
import { BadgeChips } from '~/components/directory/badge-chips.tsx'
import { AwardList } from '~/components/directory/award-list.tsx'
import { BusinessCard } from '~/components/directory/business-card.tsx'
import { CertificationList } from '~/components/directory/certification-list.tsx'
import { SafetyScore } from '~/components/directory/safety-score.tsx'
import { ScoreBreakdown } from '~/components/directory/score-breakdown.tsx'
import { ReportProblem } from '~/components/reviews/report-problem.tsx'
import { ReviewRating } from '~/components/reviews/review-rating.tsx'
import { ReviewFraudNotice, ReviewsSection } from '~/components/reviews/reviews-section.tsx'
import { getSessionUser } from '~/domain/account/session.server.ts'
import { findApprovedReviews, findReviewViewer } from '~/domain/reviews/find-business-reviews.server.ts'
import { todayIso } from '~/lib/audit-dates.ts'
import { PublicRecords } from '~/components/records/public-records.tsx'
import { RecordsOrigin, SourceRecords } from '~/components/records/source-records.tsx'
import { RegulatorRecords } from '~/components/records/regulator-records.tsx'
import { findBusinessRecords } from '~/domain/records/find-business-records.server.ts'
import { Breadcrumb } from '~/components/ui/breadcrumb.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { localBusinessJsonLd, mapsUrl } from '~/domain/business/business-json-ld.ts'
import { findBusinessBySlug, findNearbyBusinesses } from '~/domain/business/find-businesses.server.ts'
import { findMovedBusinessPath } from '~/domain/business/find-moved-business.server.ts'
import { businessMap } from '~/domain/places/maps.server.ts'
import { BusinessPosition } from '~/components/maps/business-position.tsx'
import { pageMap } from '~/components/maps/pin-map-markup.server.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { notFoundPage } from '~/lib/app-error.server.ts'
import { database, type DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { cn } from '~/lib/utils.ts'
import type { Route } from './+types/business'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { findBusinessExtras } from '~/domain/owner/find-business-extras.server.ts'
import { ContactBusinessSection, OwnerContent, OwnershipMark } from '~/components/owner/business-extras.tsx'
import { TrackClicks } from '~/components/owner/track-clicks.tsx'
import { BusinessCompareTray, CompareCheckbox } from '~/components/compare/business-compare.tsx'
import { CardActions } from '~/components/favorite/card-actions.tsx'
import { SaveButton } from '~/components/favorite/save-button.tsx'
import { findSavedIds } from '~/domain/favorite/find-favorites.server.ts'
import { TitledSection } from '~/components/ui/titled-section.tsx'

export const handle = { cache: { params: [] } } satisfies PageHandle

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: 'Business not found | Safest' }]
  const b = data.business
  return [
    { title: `${b.name}, ${b.cityName}, ${b.state}: ${b.safetyScore === null ? (b.auditedLabel === 'Not yet audited' ? 'not yet audited' : 'no safety score yet') : `safety score ${b.safetyScore}`} | Safest` },
    {
      name: 'description',
      content: `${b.name} (${categoryLabel(b.category)}, ${b.cityName}) ${b.safetyScore === null ? (b.auditedLabel === 'Not yet audited' ? 'has not yet been audited by Safest' : `has no Safest safety score yet (${b.auditedLabel})`) : `has a Safest safety score of ${b.safetyScore}/100. ${b.auditedLabel}`}. See the score breakdown, badge evidence, reviews and contact details.`,
    },
    { 'script:ld+json': data.jsonLd },
  ]
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const db = await database()
  const business = await findBusinessBySlug(db, params.cityName, params.businessSlug)
  if (!business) {
    // A renamed or moved business: its old address leads to its page.
    const moved = await findMovedBusinessPath(db, params.cityName, params.businessSlug)
    if (moved) throw redirect(moved, 301)
    throw await notFoundPage('Business not found')
  }
  const nearby = await findNearbyBusinesses(db, business)
  const records = await findBusinessRecords(db, business)
  const path = `/city/${business.citySlug}/${business.slug}`
  // Reviews: the viewer's own is theirs alone (signed-in pages are never cached).
  const user = await getSessionUser(db, request)
  const reviews = { list: await findApprovedReviews(db, business.id), viewer: await findReviewViewer(db, business.id, user?.id ?? null), path, fraudNotice: (business.reviewFraudUntil ?? '') >= todayIso() }
  // Favorites (decision 038): which of this business and its neighbours the member saved; null for a visitor.
  const saved = user ? await findSavedIds(db, user.id, [business.id, ...nearby.map((n) => n.id)]) : null
  // Built here, so the browser never loads the builder.
  return { business, saved, records, nearby, reviews, position: await positionOf(db, business), extras: await findBusinessExtras(db, business.id), sampleNotice: (await findSiteSettings(db)).sampleNotice, jsonLd: localBusinessJsonLd(business, new URL(path, getEnv().SITE_URL).toString()) }
}

/** Where the business is: how far from its city's centre, and the map drawn as HTML (no script; a street map only with tiles configured). */
async function positionOf(db: DB, business: { id: string; name: string; cityName: string }) {
  const map = await businessMap(db, business)
  return map && { fromCenter: map.fromCenter, map: pageMap(map, `Map of where ${business.name} is in ${business.cityName}`, 'w-full rounded-lg border') }
}

export default function BusinessPage() {
  const { business: b, saved, records, nearby, extras, sampleNotice, reviews, position } = useLoaderData<typeof loader>()
  const isSaved = (id: string) => (saved === null ? null : saved.includes(id))
  const tel = b.phone ? `tel:${b.phone.replace(/[^\d+]/g, '')}` : null
  return (
    <div className="bg-muted/40">
      <TrackClicks businessId={b.id} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Breadcrumb
          items={[
            { label: 'Directory', to: '/city' },
            { label: b.cityName, to: `/city/${b.citySlug}` },
            { label: categoryLabel(b.category), to: `/city/${b.citySlug}?category=${b.category}` },
          ]}
        />

        {records.origin ? <RecordsOrigin origin={records.origin} className="mt-4" /> : <SampleNotice show={sampleNotice} className="mt-4" />}
        <ReviewFraudNotice show={reviews.fraudNotice} />
        <header className="mt-4 flex flex-col gap-4 rounded-card border bg-white p-6 shadow-sm sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-accent uppercase">{categoryLabel(b.category)}</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-navy sm:text-4xl">{b.name}</h1>
            <p className="mt-2 flex items-start gap-1.5 text-muted-foreground">
              <MapPin className="mt-1 size-4 shrink-0" aria-hidden /> {b.address}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <ReviewRating rating={b.rating} count={b.reviewCount} />
              <BadgeChips badges={b.currentBadges} />
              <OwnershipMark businessId={b.id} claimed={extras.claimed} />
            </div>
          </div>
          <div className="flex shrink-0 flex-row flex-wrap items-center gap-3 sm:flex-col sm:flex-nowrap sm:items-end">
            <SafetyScore score={b.safetyScore} auditedLabel={b.auditedLabel} size="lg" />
            {b.auditedLabel !== 'Not yet audited' && <span className="text-sm text-muted-foreground">{b.auditedLabel}</span>}
            <div className="flex flex-wrap items-center gap-3 sm:justify-end">
              <CompareCheckbox business={{ id: b.id, name: b.name }} />
              <SaveButton businessId={b.id} businessName={b.name} saved={isSaved(b.id)} />
            </div>
          </div>
        </header>

        {/* Contact first in the page's order, so on a phone Call, Email and Website come before the long score breakdown;
             from 1024 px it sits in the right column. */}
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <aside aria-labelledby="contact-heading" className="h-fit rounded-xl border bg-white p-6 shadow-sm lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">
            <h2 id="contact-heading" className="text-xl font-bold text-navy">
              Contact
            </h2>
            <div className="mt-4 grid gap-2">
              {tel && (
                <a href={tel} data-track="call" className={cn(buttonVariants(), 'w-full')}>
                  <Phone aria-hidden /> Call {b.phone}
                </a>
              )}
              {b.email && (
                <a href={`mailto:${b.email}`} data-track="email" className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
                  <Mail aria-hidden /> Email
                </a>
              )}
              {b.website && (
                <a href={b.website} data-track="website" target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
                  <Globe aria-hidden /> Website<span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
              <a href={mapsUrl(b.address)} data-track="directions" target="_blank" rel="noopener noreferrer" className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
                <MapPin aria-hidden /> Open in Maps <ExternalLink className="size-3.5" aria-hidden />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
            <dl className="mt-4 grid gap-1 text-sm">
              <dt className="text-muted-foreground">Address</dt>
              <dd className="text-slate-800">{b.address}</dd>
              {b.email && (
                <>
                  <dt className="mt-2 text-muted-foreground">Email</dt>
                  <dd className="break-all text-slate-800">{b.email}</dd>
                </>
              )}
            </dl>
          </aside>
          <div className="grid min-w-0 grid-cols-1 gap-6 lg:col-start-1 lg:row-start-1">
            <div className="rounded-xl border bg-white p-6 shadow-sm ring-1 ring-primary/10">
              <ScoreBreakdown record={b.safety} headingId="score-heading" level={2} />
            </div>
            <PublicRecords records={records} headingId="records-heading" />
            <SourceRecords sections={records.sections ?? []} />
            <RegulatorRecords sections={records.regulators ?? []} />
            <div className="rounded-xl border bg-white p-6 shadow-sm">
              <AwardList awards={b.awards} headingId="badges-heading" level={2} />
            </div>
            <TitledSection id="about-heading" title="About" card>
              <p className="mt-2 whitespace-pre-line text-slate-700">{b.description}</p>
              <h3 className="mt-4 text-sm font-semibold text-navy">Certifications</h3>
              <CertificationList certifications={b.certifications} className="mt-1" />
            </TitledSection>
            {position && <BusinessPosition position={position} cityName={b.cityName} />}
            <OwnerContent extras={extras} />
            <ContactBusinessSection businessId={b.id} businessName={b.name} />
            <ReviewsSection businessId={b.id} rating={b.rating} count={b.reviewCount} reviews={reviews.list} viewer={reviews.viewer} path={reviews.path} />
            <ReportProblem businessId={b.id} hasRecords={records.inspections.length + (records.sections?.length ?? 0) + (records.regulators?.length ?? 0) > 0} />
          </div>

        </div>

        {nearby.length > 0 && (
          <TitledSection id="nearby-heading" title={<>Other {categoryLabel(b.category).toLowerCase()} in {b.cityName}</>} className="mt-10">
            <ul className="mt-4 grid gap-5 md:grid-cols-3">
              {nearby.map((n) => (
                <li key={n.id} className="flex min-w-0">
                  <BusinessCard business={n} actions={<CardActions business={n} saved={isSaved(n.id)} />} />
                </li>
              ))}
            </ul>
          </TitledSection>
        )}
      </div>
      <BusinessCompareTray />
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
