import { invalid } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import type { BadgeProgramme } from '~/domain/badge/find-badges.server.ts'
import type { UploadStore } from '~/lib/upload-store.server.ts'
import { createSubmission } from '~/domain/submission/create-submission.server.ts'
import { inTransaction } from '~/lib/transaction.server.ts'
import { memberHasBusiness } from './find-member-businesses.server.ts'
import { answerField, type ApplicationAnswer, type ApplicationFormValues } from './model.ts'
import { removeDocuments, storeDocuments } from './store-documents.server.ts'

export type CreateApplicationResult = { id: string; needsPayment: boolean }

/**
 * A member's application for a badge: for one of their businesses, or for a new one described
 * through the one submission path (a pending business submission the admin reviews). Documents are
 * checked and stored first; the rows are written in one transaction. A free badge's application is
 * submitted at once (status new); a paid one waits for the verified payment (awaiting_payment).
 */
export async function createApplication(
  db: DB,
  storage: UploadStore,
  input: { user: { id: string }; badge: BadgeProgramme; values: ApplicationFormValues; ip: string | null; renewsAwardId?: string | null },
): Promise<CreateApplicationResult> {
  const { user, badge, values } = input
  let businessId: string | null = null
  let businessName: string
  if (values.mode === 'existing') {
    const business = await memberHasBusiness(db, user.id, values.business)
    if (!business) throw invalid('business', 'Choose one of your businesses')
    businessId = values.business
    businessName = business.name
  } else {
    businessName = values.businessName
  }
  const record = values as unknown as Record<string, unknown>
  const applicationId = crypto.randomUUID()
  const uploads = badge.questions.flatMap((q, i) => {
    const file = record[answerField(i)]
    return q.kind === 'document' && file instanceof File ? [{ field: answerField(i), label: q.label, file }] : []
  })
  const documents = await storeDocuments(storage, applicationId, uploads)
  const answers: ApplicationAnswer[] = badge.questions.map((q, i) => {
    const value = record[answerField(i)]
    if (q.kind === 'document') return { label: q.label, kind: q.kind, value: documents.find((d) => d.label === q.label)?.id ?? '' }
    return { label: q.label, kind: q.kind, value: typeof value === 'string' ? value : '' }
  })
  const needsPayment = badge.price > 0
  try {
    await inTransaction(db, async (trx) => {
      const submission = values.mode === 'new'
        ? await createSubmission(trx, {
            kind: 'business', businessName: values.businessName, description: values.description, website: values.website,
            city: values.city, type: values.category, address: values.address, email: values.email, phone: values.phone, certifications: null,
          }, { ip: input.ip, userId: user.id })
        : null
      await trx.insertInto('applications').values({
        id: applicationId,
        user_id: user.id,
        badge_id: badge.id,
        business_id: businessId,
        submission_id: submission?.id ?? null,
        business_name: businessName,
        status: needsPayment ? 'awaiting_payment' : 'new',
        answers: JSON.stringify(answers),
        documents: JSON.stringify(documents),
        amount_cents: Math.round(badge.price * 100),
        renews_award_id: input.renewsAwardId ?? null,
        submitted_at: needsPayment ? null : new Date(),
      }).execute()
    })
  } catch (error) {
    await removeDocuments(storage, documents)
    throw error
  }
  return { id: applicationId, needsPayment }
}
