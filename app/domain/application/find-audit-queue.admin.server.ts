import type { DB } from '~/lib/db.server.ts'
import type { ApplicationStatus } from '~/lib/db-schema-applications.ts'

import type { AuditQueueFilter } from '~/domain/application/model.ts'
import { auditSteps } from '~/domain/application/audit-steps.ts'
import { todayIso } from '~/lib/audit-dates.ts'

/**
 * The Audits tab: applications of a status (oldest first: first come, first audited), with what an
 * auditor needs and which next steps can succeed today (and why the others cannot).
 */
export async function findAuditQueue(db: DB, filter: AuditQueueFilter, today: string = todayIso()) {
  const statuses: ApplicationStatus[] = filter === 'open' ? ['new', 'scheduled', 'in_audit'] : [filter]
  const rows = await db.selectFrom('applications')
    .innerJoin('badges', 'badges.id', 'applications.badge_id')
    .innerJoin('user', 'user.id', 'applications.user_id')
    .leftJoin('submissions', 'submissions.id', 'applications.submission_id')
    .select([
      'applications.id', 'applications.status', 'applications.business_name as businessName', 'applications.business_id as businessId',
      'submissions.status as submissionStatus', 'applications.answers', 'applications.documents', 'applications.amount_cents as amountCents',
      'applications.paid_at as paidAt', 'applications.refunded_at as refundedAt', 'applications.audit_date as auditDate',
      'applications.checklist as results', 'applications.outcome_note as outcomeNote', 'applications.submitted_at as submittedAt',
      'applications.created_at as createdAt', 'badges.name as badgeName', 'badges.checklist', 'user.email as applicantEmail',
      'submissions.business_id as submittedBusinessId',
    ])
    .where('applications.status', 'in', statuses)
    .orderBy('applications.created_at', 'asc')
    .limit(100)
    .execute()
  return rows.map((r) => ({ ...r, steps: auditSteps({ status: r.status, auditDate: r.auditDate, hasBusiness: Boolean(r.businessId ?? r.submittedBusinessId) }, today) }))
}
export type AuditQueueRow = Awaited<ReturnType<typeof findAuditQueue>>[number]
