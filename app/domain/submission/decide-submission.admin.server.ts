import { createBusinesses } from '~/domain/business/create-businesses.server.ts'
import type { BusinessValues } from '~/domain/business/model.ts'
import { checkBusinessCity } from '~/domain/business/check-business-city.server.ts'
import { conflict, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

// A submission gone (not-found) or decided already (conflict) refuses every decision.
const GONE = 'This submission was deleted or someone already decided on it.'

async function pendingSubmission(trx: DB, submissionId: string) {
  const submission = await trx.selectFrom('submissions').select(['status', 'business_name']).where('id', '=', submissionId).forUpdate().executeTakeFirst()
  if (!submission) throw notFound(GONE)
  if (submission.status !== 'pending') throw conflict(GONE)
  return submission
}

/**
 * Approving a submission creates its business through the one create path (the business the
 * admin confirmed in the form) and marks the submission approved, in one transaction. Returns the
 * new business's id.
 */
export async function approveSubmission(db: DB, actor: { email: string }, submissionId: string, business: BusinessValues): Promise<string> {
  await checkBusinessCity(db, business)
  return db.transaction().execute(async (trx) => {
    await pendingSubmission(trx, submissionId)
    const [businessId] = await createBusinesses(trx, [business])
    await trx.updateTable('submissions')
      .set({ status: 'approved', reviewer: actor.email, reviewed_at: new Date(), business_id: businessId!, decision_reason: null })
      .where('id', '=', submissionId).execute()
    await recordAudit(trx, { actor: actor.email, action: 'submission.approve', entity: 'submission', entityId: submissionId, detail: { businessId, name: business.name } })
    return businessId!
  })
}

/** Rejecting needs a reason; the submitter sees it under My Submissions. */
export async function rejectSubmission(db: DB, actor: { email: string }, submissionId: string, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const submission = await pendingSubmission(trx, submissionId)
    await trx.updateTable('submissions')
      .set({ status: 'rejected', reviewer: actor.email, reviewed_at: new Date(), decision_reason: reason })
      .where('id', '=', submissionId).execute()
    await recordAudit(trx, { actor: actor.email, action: 'submission.reject', entity: 'submission', entityId: submissionId, detail: { name: submission.business_name, reason } })
  })
}

/**
 * "Merge": the submission is a business the directory has already; it is approved as
 * that business, and no new one is created. The business keeps its values (the admin edits it).
 */
export async function mergeSubmission(db: DB, actor: { email: string }, submissionId: string, businessId: string): Promise<void> {
  const missing = notFound('The business to merge into no longer exists.')
  if (!isUuid(businessId)) throw missing
  await db.transaction().execute(async (trx) => {
    const submission = await pendingSubmission(trx, submissionId)
    const business = await trx.selectFrom('businesses').select(['id', 'name']).where('id', '=', businessId).executeTakeFirst()
    if (!business) throw missing
    await trx.updateTable('submissions')
      .set({ status: 'approved', reviewer: actor.email, reviewed_at: new Date(), business_id: business.id, decision_reason: `Merged into the existing listing ${business.name}` })
      .where('id', '=', submissionId).execute()
    await recordAudit(trx, { actor: actor.email, action: 'submission.merge', entity: 'submission', entityId: submissionId, detail: { businessId: business.id, name: submission.business_name, into: business.name } })
  })
}
