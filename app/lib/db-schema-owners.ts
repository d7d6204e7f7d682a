import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './db-schema.ts'
import type { ApplicationDocument } from './db-schema-applications.ts'

// Tables of the Database (db-schema.ts): claims, change requests, photos, leads, statistics (migration 0027).

type Json<T> = ColumnType<T, T | string | undefined, T | string>

export type ClaimMethod = 'listed-email' | 'domain-email' | 'documents'
export type ClaimStatus = 'code-sent' | 'review' | 'approved' | 'refused' | 'expired'

export interface BusinessClaimsTable {
  id: Generated<string>
  business_id: string
  user_id: string
  method: ClaimMethod
  /** The address the code went to (code methods). */
  address: string | null
  code_hash: string | null
  code_expires_at: Timestamp | null
  attempts: Generated<number>
  status: ClaimStatus
  /** The business had an owner when the claim was made: the admin decides, seeing both sides. */
  contested: Generated<boolean>
  note: string | null
  documents: Json<ApplicationDocument[]>
  decided_by: string | null
  decision_reason: string | null
  decided_at: Timestamp | null
  created_at: Timestamp
}

/** The fields an owner may only ask to change. */
export interface BusinessIdentity {
  name: string
  address: string
  category: string
}

export interface BusinessChangeRequestsTable {
  id: Generated<string>
  business_id: string
  user_id: string
  before: Json<BusinessIdentity>
  after: Json<BusinessIdentity>
  status: Generated<'pending' | 'approved' | 'refused'>
  decided_by: string | null
  decision_reason: string | null
  decided_at: Timestamp | null
  created_at: Timestamp
}

export interface BusinessPhotosTable {
  id: Generated<string>
  business_id: string
  alt: Generated<string>
  width: number
  height: number
  created_at: Timestamp
}

export interface BusinessLeadsTable {
  id: Generated<string>
  business_id: string
  name: string
  email: string
  message: string
  ip: string | null
  reply: string | null
  replied_at: Timestamp | null
  created_at: Timestamp
}

export const STAT_COUNTERS = ['page_views', 'impressions', 'call_clicks', 'website_clicks', 'directions_clicks', 'email_clicks', 'leads'] as const
export type StatCounter = (typeof STAT_COUNTERS)[number]

export type BusinessStatsTable = { business_id: string; day: ColumnType<string, string, string> } & { [K in StatCounter]: Generated<number> }

/** Monthly summaries sent (migration 0028): one per business and month (YYYY-MM). */
export interface ListingSummariesTable {
  business_id: string
  month: string
  sent_at: Timestamp
}
