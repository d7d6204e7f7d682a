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

/**
 * Renewing an award: the member's last application for the same business and badge, to fill the
 * form in again (its business and answers by question). Null when the award is not theirs.
 */
export async function findRenewalDraft(db: DB, userId: string, awardId: string, badgeId: string) {
  const last = await db.selectFrom('applications').innerJoin('awards', 'awards.business_id', 'applications.business_id')
    .select(['applications.business_id as businessId', 'applications.answers', 'awards.id as awardId'])
    .where('awards.id', '=', awardId).where('awards.badge_id', '=', badgeId)
    .where('applications.user_id', '=', userId).where('applications.badge_id', '=', badgeId)
    .orderBy('applications.created_at', 'desc').limit(1).executeTakeFirst()
  if (!last) return null
  return {
    awardId: last.awardId,
    businessId: last.businessId,
    answers: Object.fromEntries(last.answers.filter((a) => a.kind !== 'document').map((a) => [a.label, a.value])),
  }
}

/**
 * The business an application named when it is not listed yet: the details the member sent with it
 * (a business submission), and whether our team has approved it. Null for a listed business.
 */
export async function findSubmittedBusiness(db: DB, application: Pick<ApplicationView, 'submissionId' | 'businessId'>) {
  if (!application.submissionId || application.businessId) return null
  const row = await db.selectFrom('submissions').leftJoin('cities', 'cities.id', 'submissions.city_id')
    .select(['submissions.category', 'submissions.address', 'submissions.phone', 'submissions.email', 'submissions.website', 'submissions.description', 'submissions.status', 'cities.name as cityName', 'cities.state'])
    .where('submissions.id', '=', application.submissionId).executeTakeFirst()
  return row ?? null
}
