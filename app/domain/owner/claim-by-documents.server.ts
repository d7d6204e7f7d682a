import { removeDocuments, storeDocuments, type DocumentRules } from '~/domain/application/store-documents.server.ts'
import type { ImageStorage } from '~/domain/city-images/storage.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { consumeRateLimit } from '~/lib/rate-limit.server.ts'
import { CLAIM_DOCUMENTS_TOO_LARGE, MAX_CLAIM_DOCUMENTS, UPLOAD_MAX_BYTES, UPLOAD_MAX_LABEL } from '~/lib/upload-limits.ts'
import { findClaimableBusiness } from './find-claimable-business.server.ts'
import { CODES_PER_MEMBER_PER_DAY } from './model.ts'

export type DocumentsClaimResult = { ok: true; claimId: string } | { ok: false; status: 404 | 422 | 429; errors: Record<string, string>; retryAfterSeconds?: number }

const CLAIM_RULES: DocumentRules = {
  maxBytes: UPLOAD_MAX_BYTES, tooLarge: `must be at most ${UPLOAD_MAX_LABEL}`,
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], typesMessage: 'must be a PDF, JPEG, PNG or WebP file',
  nameOf: (_label, fileName) => (fileName ? `Documents: “${fileName}”` : 'Documents: the file'),
}

/**
 * A claim proved by documents: checked by content and stored privately (as an application's are),
 * then queued for the admin. Counted in the member's daily claim limit.
 */
export async function claimByDocuments(db: DB, storage: ImageStorage, user: { id: string }, businessId: string, input: { note: string; files: File[] }): Promise<DocumentsClaimResult> {
  const business = await findClaimableBusiness(db, businessId)
  if (!business) return { ok: false, status: 404, errors: { form: 'Business not found' } }
  if (business.ownerId === user.id) return { ok: false, status: 422, errors: { form: 'You already own this business' } }
  const files = input.files.filter((f) => f.size > 0 || f.name)
  if (files.length === 0) return { ok: false, status: 422, errors: { documents: 'Attach at least one document' } }
  if (files.length > MAX_CLAIM_DOCUMENTS) return { ok: false, status: 422, errors: { documents: `Attach at most ${MAX_CLAIM_DOCUMENTS} documents` } }
  if (files.some((f) => f.size > UPLOAD_MAX_BYTES)) return { ok: false, status: 422, errors: { documents: CLAIM_DOCUMENTS_TOO_LARGE } }
  const rate = await consumeRateLimit(db, `claim-code:member:${user.id}`, CODES_PER_MEMBER_PER_DAY, 24 * 3600)
  if (!rate.allowed) return { ok: false, status: 429, errors: { form: 'Too many claims today. Please try again tomorrow.' }, retryAfterSeconds: rate.retryAfterSeconds }
  const claimId = crypto.randomUUID()
  let documents
  try {
    documents = await storeDocuments(storage, claimId, files.map((file) => ({ field: 'documents', label: 'Proof of ownership', file })), CLAIM_RULES)
  } catch (error) {
    if (error instanceof Error && 'field' in error) return { ok: false, status: 422, errors: { documents: error.message } }
    throw error
  }
  try {
    await db.insertInto('business_claims').values({
      id: claimId, business_id: business.id, user_id: user.id, method: 'documents', status: 'review',
      contested: business.ownerId !== null, note: input.note, documents: JSON.stringify(documents),
    }).execute()
  } catch (error) {
    await removeDocuments(storage, documents)
    throw error
  }
  return { ok: true, claimId }
}
