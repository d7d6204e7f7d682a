import type { ColumnType, Generated } from 'kysely'
import type { ScoreComponents } from './score-model.ts'
import type { AccountTable, EmailChangesTable, NewsletterSubscribersTable, OutboxTable, ProfilesTable, SessionTable, SignInAddressesTable, UserTable } from './db-schema-members.ts'
import type { ApplicationsTable, AwardRemindersTable, BadgeQuestion } from './db-schema-applications.ts'
import type { OshaInspectionsTable, OshaViolationsTable, RecordImportsTable, RecordMatchRunsTable, ScoreHistoryTable } from './db-schema-records.ts'

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
  created_at: Timestamp
}

/** One row: all businesses and published ones, kept by triggers (migration 0008). */
export interface BusinessTotalsTable {
  id: Generated<number>
  total: ColumnType<string, never, never>
  published: ColumnType<string, never, never>
}

export interface BusinessesTable {
  id: Generated<string>
  name: string
  slug: string
  category: BusinessCategory
  description: string
  rating: ColumnType<number, number | string, number | string>
  safety_score: number
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
  /** The verified owner (a user id), set when the admin approves a claim (issue 30); at most one. */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>
  owner_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** jsonb: the inspection and incident components computed from matched public records (issue 35); null: none. */
  records_components: ColumnType<Partial<ScoreComponents> | null, string | null | undefined, string | null>
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
  created_at: Timestamp
}

export interface BadgesTable {
  id: string
  name: string
  image: string
  price: ColumnType<number, number | string | undefined, number | string>
  description: string
  /** Application questions and audit checklist items (migration 0023); written as JSON strings. */
  questions: ColumnType<BadgeQuestion[], BadgeQuestion[] | string | undefined, BadgeQuestion[] | string>
  checklist: ColumnType<string[], string[] | string | undefined, string[] | string>
  validity_months: ColumnType<number, number | undefined, number>
}

/** One checklist item as the auditor marked it. */
export interface ChecklistResult {
  item: string
  passed: boolean
  note?: string
}

/** What stands behind an award: who checked what, and when. Stored as JSON; every field optional. */
export interface AwardEvidence {
  /** YYYY-MM-DD the badge was checked (with its issuer, or by the audit). */
  checkedOn?: string
  /** The auditor's name or e-mail. */
  auditor?: string
  checklist?: ChecklistResult[]
  note?: string
  /** The application the award came from (issue 29), when it came from one. */
  applicationId?: string
}

/** A badge held by a business (migration 0019; app/domain/award/). */
export interface AwardsTable {
  id: Generated<string>
  code: string
  business_id: string
  badge_id: string
  /** YYYY-MM-DD */
  issued_on: string
  /** YYYY-MM-DD */
  expires_on: string
  issuer: Generated<string>
  evidence: ColumnType<AwardEvidence, AwardEvidence | string | undefined, AwardEvidence | string>
  revoked_at: Timestamp | null
  revoked_reason: string | null
  created_at: Generated<Timestamp>
}

export interface RateLimitsTable {
  key: string
  count: number
  reset_at: Timestamp
}

export interface AuditLogTable {
  id: Generated<number>
  actor: string
  action: string
  entity: string
  entity_id: string | null
  detail: unknown
  at: Timestamp
}

export interface SiteSettingsTable {
  id: Generated<number>
  sample_notice: ColumnType<boolean, boolean | undefined, boolean>
  updated_at: Timestamp
}

export interface ContentVersionTable {
  id: Generated<number>
  version: ColumnType<string, never, string | number>
  changed_at: Timestamp
}

export interface SeedRunsTable {
  name: string
  ran_at: Timestamp
}

/** Stripe webhook events already applied (each is processed once). */
export interface StripeEventsTable {
  id: string
  type: string
  outcome: string
  received_at: Timestamp
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
  states: StatesTable
  cities: CitiesTable
  businesses: BusinessesTable
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
  osha_inspections: OshaInspectionsTable
  osha_violations: OshaViolationsTable
  record_imports: RecordImportsTable
  score_history: ScoreHistoryTable
  record_match_runs: RecordMatchRunsTable
}
