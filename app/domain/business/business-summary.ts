import type { BusinessSummary } from './types.ts'

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
    latestInspection: b.latestInspection ?? null,
  }
}
