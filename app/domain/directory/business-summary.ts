import { auditedLabel } from '~/lib/audit-dates.ts'
import { BADGE_TYPES } from '~/lib/db-schema.ts'
import type { AwardSummary } from '~/domain/award/model.ts'
import { DIRECTORY_BADGE_IDS } from './directory-query.ts'
import type { BusinessSummary } from './types.ts'

/**
 * A business's summary fields, worked out from its awards (the home page's example, tests; the
 * server reads the derived `businesses.badges`): the audit's month, and the directory badges of
 * its current awards.
 */
export function withSummaryFields<T extends { auditedOn: string | null; awards: AwardSummary[] }>(business: T): T & Pick<BusinessSummary, 'auditedLabel' | 'currentBadges'> {
  const currentBadges = BADGE_TYPES.filter((t) => business.awards.some((a) => a.badgeId === DIRECTORY_BADGE_IDS[t] && a.status === 'current'))
  return { ...business, auditedLabel: auditedLabel(business.auditedOn), currentBadges }
}

/** Only what a card shows: a city page's loader data carries this for each of its businesses. */
export function toSummary(b: BusinessSummary): BusinessSummary {
  return {
    id: b.id,
    name: b.name,
    category: b.category,
    description: b.description,
    rating: b.rating,
    reviewCount: b.reviewCount,
    safetyScore: b.safetyScore,
    address: b.address,
    slug: b.slug,
    citySlug: b.citySlug,
    auditedLabel: b.auditedLabel,
    currentBadges: b.currentBadges,
  }
}

/** What the public sees of the scores: no safety score until audited; the rating is the approved reviews' average. */
export function publicScores(safetyScore: number, auditedOn: string | null, reviewAverage: number | string) {
  return { safetyScore: auditedOn ? safetyScore : null, rating: Number(reviewAverage), auditedLabel: auditedLabel(auditedOn) }
}
