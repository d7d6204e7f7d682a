import { createBusinesses } from '~/domain/admin/business/create-businesses.server.ts'
import type { BusinessValues } from '~/domain/business/model.ts'
import { checkBusinessCity } from '~/domain/admin/business/check-business-city.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { FieldErrors } from '~/lib/form-fields.ts'
import { recordAudit } from './record-audit.server.ts'

export type ReviewResult =
  | { ok: true; businessId?: string }
  | { ok: false; reason: 'not-found' | 'already-decided' }
  | { ok: false; reason: 'invalid'; errors: FieldErrors }

/**
 * Approving a submission creates its business through the one create path (the business the
 * admin confirmed in the form) and marks the submission approved, in one transaction.
 */
export async function approveSubmission(db: DB, actor: { email: string }, submissionId: string, business: BusinessValues): Promise<ReviewResult> {
  const cityErrors = await checkBusinessCity(db, business)
  if (cityErrors) return { ok: false, reason: 'invalid', errors: cityErrors }
  return db.transaction().execute(async (trx): Promise<ReviewResult> => {
    const submission = await trx.selectFrom('submissions').select(['status']).where('id', '=', submissionId).forUpdate().executeTakeFirst()
    if (!submission) return { ok: false, reason: 'not-found' }
    if (submission.status !== 'pending') return { ok: false, reason: 'already-decided' }
    const [businessId] = await createBusinesses(trx, [business])
    await trx.updateTable('submissions')
      .set({ status: 'approved', reviewer: actor.email, reviewed_at: new Date(), business_id: businessId!, decision_reason: null })
      .where('id', '=', submissionId).execute()
    await recordAudit(trx, { actor: actor.email, action: 'submission.approve', entity: 'submission', entityId: submissionId, detail: { businessId, name: business.name } })
    return { ok: true, businessId }
  })
}

/** Rejecting needs a reason; the submitter sees it under My Submissions. */
export async function rejectSubmission(db: DB, actor: { email: string }, submissionId: string, reason: string): Promise<ReviewResult> {
  return db.transaction().execute(async (trx): Promise<ReviewResult> => {
    const submission = await trx.selectFrom('submissions').select(['status', 'business_name']).where('id', '=', submissionId).forUpdate().executeTakeFirst()
    if (!submission) return { ok: false, reason: 'not-found' }
    if (submission.status !== 'pending') return { ok: false, reason: 'already-decided' }
    await trx.updateTable('submissions')
      .set({ status: 'rejected', reviewer: actor.email, reviewed_at: new Date(), decision_reason: reason })
      .where('id', '=', submissionId).execute()
    await recordAudit(trx, { actor: actor.email, action: 'submission.reject', entity: 'submission', entityId: submissionId, detail: { name: submission.business_name, reason } })
    return { ok: true }
  })
}

/**
 * "Merge": the submission is a listing the directory has already; it is approved as
 * that business, and no new one is created. The listing keeps its values (the admin edits it).
 */
export async function mergeSubmission(db: DB, actor: { email: string }, submissionId: string, businessId: string): Promise<ReviewResult> {
  if (!isUuid(businessId)) return { ok: false, reason: 'not-found' }
  return db.transaction().execute(async (trx): Promise<ReviewResult> => {
    const submission = await trx.selectFrom('submissions').select(['status', 'business_name']).where('id', '=', submissionId).forUpdate().executeTakeFirst()
    const business = await trx.selectFrom('businesses').select(['id', 'name']).where('id', '=', businessId).executeTakeFirst()
    if (!submission || !business) return { ok: false, reason: 'not-found' }
    if (submission.status !== 'pending') return { ok: false, reason: 'already-decided' }
    await trx.updateTable('submissions')
      .set({ status: 'approved', reviewer: actor.email, reviewed_at: new Date(), business_id: business.id, decision_reason: `Merged into the existing listing ${business.name}` })
      .where('id', '=', submissionId).execute()
    await recordAudit(trx, { actor: actor.email, action: 'submission.merge', entity: 'submission', entityId: submissionId, detail: { businessId: business.id, name: submission.business_name, into: business.name } })
    return { ok: true, businessId: business.id }
  })
}
