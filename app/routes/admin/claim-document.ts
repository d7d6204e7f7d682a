import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { findClaimDocument } from '~/domain/owner/find-claim-queue.admin.server.ts'
import { privateDocumentResponse } from '~/domain/application/document-response.server.ts'
import { uploadStore } from '~/lib/upload-store.server.ts'
import { database } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { Route } from './+types/claim-document'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/** GET /admin/claims/{id}/documents/{docId} — a claim's document, for the admin only; downloaded, never shown in the site's origin. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await database()
  await requireAdmin(db, request)
  if (!isUuid(params.claimId) || !isUuid(params.docId)) return notFound()
  const doc = await findClaimDocument(db, params.claimId, params.docId)
  const body = doc ? await uploadStore().get(doc.key) : undefined
  if (!doc || !body) return notFound()
  return privateDocumentResponse(doc, body, 'claim-document')
}
