import { auditedLabel, currentBadges, type BadgeEvidence } from '~/lib/audit-dates.ts'
import type { BusinessSummary } from './types.ts'

/**
 * A business's summary fields, worked out from its records where it is read (the server, or the
 * home page's example): the audit's month, and the badges that count today.
 */
export function withSummaryFields<T extends { auditedOn: string | null; badges: string[]; badgeEvidence: BadgeEvidence }>(
  business: T,
): T & Pick<BusinessSummary, 'auditedLabel' | 'currentBadges'> {
  return { ...business, auditedLabel: auditedLabel(business.auditedOn), currentBadges: currentBadges(business.badges, business.badgeEvidence) }
}

/** Only what a card shows: a city page's loader data carries this for each of its businesses. */
export function toSummary(b: BusinessSummary): BusinessSummary {
  return {
    id: b.id,
    name: b.name,
    category: b.category,
    description: b.description,
    rating: b.rating,
    safetyScore: b.safetyScore,
    address: b.address,
    slug: b.slug,
    citySlug: b.citySlug,
    auditedLabel: b.auditedLabel,
    currentBadges: b.currentBadges,
  }
}
