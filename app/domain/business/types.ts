import type { SafetyRecord } from '~/domain/safety-record/model.ts'
import type { AwardSummary } from '~/domain/award/model.ts'

/**
 * A business as a directory card shows it, and the details dialog while the rest loads: the city
 * page sends only this for each card (the details come from /api/businesses/{id} when asked for).
 */
export interface BusinessSummary {
  id: string
  name: string
  category: string
  description: string
  /** The average of approved reviews (0 when none: see reviewCount). */
  rating: number
  reviewCount: number
  /** Null when not audited: the page shows "Not yet audited" and no score. */
  safetyScore: number | null
  address: string
  slug: string
  citySlug: string
  /** "Audited March 2025", or "Not yet audited". */
  auditedLabel: string
  /** The names of the badges its current awards give it (its safety record's). */
  currentBadges: string[]
  /** Its latest health or licensing inspection on record ("Health inspection March 3, 2026: 92 of 100 (Good)"); null: none. */
  latestInspection?: string | null
}

/** Everything the directory shows of a business: the details dialog and the business page. */
export interface BusinessDetails extends BusinessSummary {
  phone: string | null
  email: string | null
  website: string | null
  certifications: string[]
  /** Its safety record: the score's components with their evidence, audits, notes. */
  safety: SafetyRecord
  /** Every award on record (current, expired, revoked), each with its certificate code. */
  awards: AwardSummary[]
}

/** The page of a business: /city/{city}/{business-slug}. */
export interface BusinessProfile extends BusinessDetails {
  /** YYYY-MM-DD until which the page shows the review-fraud notice, or null. */
  reviewFraudUntil: string | null
  cityName: string
  state: string
  stateName: string
}

export interface BusinessPage<B extends BusinessSummary = BusinessDetails> {
  businesses: B[]
  total: number
  page: number
  pageCount: number
  pageSize: number
}
