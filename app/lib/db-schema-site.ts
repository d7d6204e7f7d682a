import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './db-schema.ts'

// Tables of the Database (db-schema.ts) that run the site: rate limits, the activity log, site settings,
// the content version, seed runs and Stripe's applied events.

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
