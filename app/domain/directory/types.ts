import type { ScoreComponents } from '~/lib/score-model.ts'
import type { BadgeEvidence } from '~/lib/audit-dates.ts'

/** A business as the directory shows it (cards and the details dialog). */
export interface BusinessCard {
  id: string
  name: string
  category: string
  description: string
  rating: number
  safetyScore: number
  address: string
  phone: string | null
  email: string | null
  website: string | null
  certifications: string[]
  /** Every badge on record; which count today: currentBadges(badges, badgeEvidence). */
  badges: string[]
  slug: string
  citySlug: string
  /** YYYY-MM-DD, or null when not audited yet (then scoreComponents is null too). */
  auditedOn: string | null
  scoreComponents: ScoreComponents | null
  badgeEvidence: BadgeEvidence
}

/** The page of a business: /city/{city}/{business-slug}. */
export interface BusinessProfile extends BusinessCard {
  cityName: string
  state: string
  stateName: string
}

export interface BusinessPage {
  businesses: BusinessCard[]
  total: number
  page: number
  pageCount: number
  pageSize: number
}

export interface CitySummary {
  id: number
  name: string
  state: string
  stateName: string
  slug: string
  imagePath: string | null
  /** The city image's version (in its URLs); 0 = no image yet. */
  imageVersion: number
  businessCount: number
}
