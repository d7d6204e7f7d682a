import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './db-schema.ts'

// Tables of the Database (db-schema.ts): reviews, their reports, the admin's watch
// words (migration 0030) and visitors' problem reports (migration 0031).

export type ReviewStatus = 'approved' | 'held' | 'rejected'

export interface ReviewsTable {
  id: Generated<string>
  business_id: string
  user_id: string
  stars: number
  body: string
  /** The text normalised (lower case, letters and digits): equal fingerprints are a repeated text. */
  fingerprint: string
  status: Generated<ReviewStatus>
  /** Why screening held it (new-account, burst, repeat, watch-word). */
  hold_reasons: ColumnType<string[], string[] | undefined, string[]>
  decision_reason: string | null
  ip: string | null
  reply: string | null
  replied_at: Timestamp | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ReviewReportsTable {
  id: Generated<string>
  review_id: string
  reason: string
  ip: string | null
  resolved_at: Timestamp | null
  created_at: Timestamp
}

export interface ReviewWatchWordsTable {
  word: string
  created_at: Timestamp
}

export type ProblemKind = 'closed' | 'wrong-contact' | 'wrong-address' | 'safety' | 'other' | 'records'
export type CorrectionField = 'phone' | 'email' | 'website' | 'address'

export interface ProblemReportsTable {
  id: Generated<string>
  business_id: string
  kind: ProblemKind
  details: string | null
  field: CorrectionField | null
  correction: string | null
  email: string | null
  ip: string | null
  user_id: string | null
  status: Generated<'open' | 'resolved' | 'dismissed'>
  applied: Generated<boolean>
  resolved_by: string | null
  resolved_at: Timestamp | null
  created_at: Timestamp
}
