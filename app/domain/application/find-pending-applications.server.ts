import type { DB } from '~/lib/db.server.ts'
import { applicationNextStep, applicationSent, PENDING_APPLICATION_STATUSES } from './application-standing.ts'
import { findMemberApplications } from './find-applications.server.ts'
import { APPLICATION_STATUS_LABELS } from './model.ts'

/** A member's badge applications still on their way, as the dashboard lists them (their own only). */
export async function findPendingApplications(db: DB, userId: string) {
  const all = await findMemberApplications(db, userId)
  return all.filter((a) => PENDING_APPLICATION_STATUSES.includes(a.status)).map((a) => ({
    id: a.id,
    badgeName: a.badgeName,
    businessName: a.businessName,
    statusLabel: APPLICATION_STATUS_LABELS[a.status],
    sentOn: new Date(a.submittedAt ?? a.createdAt).toISOString(),
    sent: applicationSent({ answers: a.answers, newBusiness: a.businessId === null }),
    next: applicationNextStep(a),
  }))
}
