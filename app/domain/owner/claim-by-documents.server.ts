import { removeDocuments, storeDocuments, type DocumentRules } from '~/domain/application/store-documents.server.ts'
import type { UploadStore } from '~/lib/upload-store.server.ts'
import { conflict, invalid, notFound, tooManyRequests } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { consumeRateLimit } from '~/lib/rate-limit.server.ts'
import { CLAIM_DOCUMENTS_TOO_LARGE, MAX_CLAIM_DOCUMENTS, UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL } from '~/lib/upload-limits.ts'
import { findClaimableBusiness } from './find-claimable-business.server.ts'
import { CODES_PER_MEMBER_PER_DAY } from './model.ts'

const CLAIM_RULES: DocumentRules = {
  maxBytes: UPLOAD_MAX_BYTES, tooLarge: `must be at most ${UPLOAD_MAX_LABEL}`,
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], typesMessage: 'must be a PDF, JPEG, PNG or WebP file',
  nameOf: (_label, fileName) => (fileName ? `Documents: “${fileName}”` : 'Documents: the file'),
}

/**
 * A claim proved by documents: checked by content and stored privately (as an application's are),
 * then queued for the admin. Counted in the member's daily claim limit. Returns the claim's id.
 */
export async function claimByDocuments(db: DB, storage: UploadStore, user: { id: string }, businessId: string, input: { note: string; files: File[] }): Promise<string> {
  const business = await findClaimableBusiness(db, businessId)
  if (!business) throw notFound('Business not found')
  if (business.ownerId === user.id) throw conflict('You already own this business')
  const files = input.files.filter((f) => f.size > 0 || f.name)
  if (files.length === 0) throw invalid('documents', 'Attach at least one document')
  if (files.length > MAX_CLAIM_DOCUMENTS) throw invalid('documents', `Attach at most ${MAX_CLAIM_DOCUMENTS} documents`)
  if (files.some((f) => f.size > UPLOAD_MAX_BYTES)) throw invalid('documents', CLAIM_DOCUMENTS_TOO_LARGE)
  const rate = await consumeRateLimit(db, `claim-code:member:${user.id}`, CODES_PER_MEMBER_PER_DAY, 24 * 3600)
  if (!rate.allowed) throw tooManyRequests('Too many claims today. Please try again tomorrow.', rate.retryAfterSeconds)
  const claimId = crypto.randomUUID()
  const documents = await storeDocuments(storage, claimId, files.map((file) => ({ field: 'documents', label: 'Proof of ownership', file })), CLAIM_RULES)
  try {
    await db.insertInto('business_claims').values({
      id: claimId, business_id: business.id, user_id: user.id, method: 'documents', status: 'review',
      contested: business.ownerId !== null, note: input.note, documents: JSON.stringify(documents),
    }).execute()
  } catch (error) {
    await removeDocuments(storage, documents)
    throw error
  }
  return claimId
}
