import type { DB } from '~/lib/db.server.ts'

const COLUMNS = [
  'applications.id', 'applications.user_id as userId', 'applications.badge_id as badgeId', 'badges.name as badgeName',
  'applications.business_id as businessId', 'applications.submission_id as submissionId', 'applications.business_name as businessName',
  'applications.status', 'applications.answers', 'applications.documents', 'applications.amount_cents as amountCents',
  'applications.paid_at as paidAt', 'applications.refunded_at as refundedAt', 'applications.audit_date as auditDate',
  'applications.checklist', 'applications.outcome_note as outcomeNote', 'applications.award_id as awardId',
  'applications.submitted_at as submittedAt', 'applications.created_at as createdAt',
] as const

/**
 * One application as its viewer may see it: the applicant's own, or any for the admin. Anyone
 * else gets null (the route answers 404, so another member cannot even learn it exists).
 */
export async function findApplicationFor(db: DB, viewer: { id: string; isAdmin: boolean }, applicationId: string) {
  let query = db.selectFrom('applications').innerJoin('badges', 'badges.id', 'applications.badge_id').select(COLUMNS)
    .where('applications.id', '=', applicationId)
  if (!viewer.isAdmin) query = query.where('applications.user_id', '=', viewer.id)
  return (await query.executeTakeFirst()) ?? null
}
export type ApplicationView = NonNullable<Awaited<ReturnType<typeof findApplicationFor>>>

/** A member's applications, newest first. */
export async function findMemberApplications(db: DB, userId: string) {
  return db.selectFrom('applications').innerJoin('badges', 'badges.id', 'applications.badge_id').select(COLUMNS)
    .where('applications.user_id', '=', userId).orderBy('applications.created_at', 'desc').limit(100).execute()
}
