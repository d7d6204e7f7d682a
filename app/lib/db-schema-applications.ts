import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './db-schema.ts'

// Tables of the Database (db-schema.ts): badges, their applications, awards and renewal reminders (migrations 0019, 0023).

export type QuestionKind = 'yes-no' | 'text' | 'document'

/** One application question of a badge, as the admin defines it in the badge editor. */
export interface BadgeQuestion {
  label: string
  kind: QuestionKind
  required: boolean
}

/** One answer, with the question it answers (questions may change after the application). */
export interface ApplicationAnswer {
  label: string
  kind: QuestionKind
  /** yes-no: 'yes' | 'no'; text: the text; document: the stored document's id, or '' */
  value: string
}

/** A document uploaded with an application; the bytes are in the object store under `key`. */
export interface ApplicationDocument {
  id: string
  key: string
  /** The file name as uploaded (shown, never used as a path). */
  name: string
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp'
  size: number
  /** The question it answers. */
  label: string
}

export type ApplicationStatus = 'awaiting_payment' | 'new' | 'scheduled' | 'in_audit' | 'passed' | 'failed' | 'withdrawn'

type Json<T> = ColumnType<T, T | string | undefined, T | string>

export interface ApplicationsTable {
  id: Generated<string>
  user_id: string
  badge_id: string
  business_id: string | null
  submission_id: string | null
  business_name: string
  status: ApplicationStatus
  answers: Json<ApplicationAnswer[]>
  documents: Json<ApplicationDocument[]>
  amount_cents: Generated<number>
  stripe_session_id: string | null
  stripe_payment_intent: string | null
  paid_at: Timestamp | null
  refunded_at: Timestamp | null
  refund_id: string | null
  audit_date: string | null
  checklist: Json<ChecklistResult[]>
  auditor: string | null
  outcome_note: string | null
  award_id: string | null
  renews_award_id: string | null
  submitted_at: Timestamp | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface AwardRemindersTable {
  award_id: string
  days: number
  sent_at: Timestamp
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
  /** The auditor's name as certificates give it (auditorName; rows before it may hold an e-mail, read as the team). */
  auditor?: string
  checklist?: ChecklistResult[]
  note?: string
  /** The application the award came from, when it came from one. */
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
