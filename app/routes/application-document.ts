import { getSessionUser } from '~/domain/account/session.server.ts'
import { findApplicationFor } from '~/domain/application/find-applications.server.ts'
import { privateDocumentResponse } from '~/domain/application/document-response.server.ts'
import { uploadStore } from '~/lib/upload-store.server.ts'
import { database } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { Route } from './+types/application-document'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /applications/{id}/documents/{docId} — a document of an application, for its applicant and
 * the admin only (anyone else: 404, as if it did not exist). Never cached by anyone, downloaded
 * rather than shown in the site's origin, and typed by what its content was found to be.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isUuid(params.id) || !isUuid(params.docId)) return notFound()
  const db = await database()
  const user = await getSessionUser(db, request)
  if (!user) return new Response('Sign in to see this document', { status: 401, headers: { 'Cache-Control': 'no-store' } })
  const app = await findApplicationFor(db, user, params.id)
  const doc = app?.documents.find((d) => d.id === params.docId)
  if (!doc) return notFound()
  const body = await uploadStore().get(doc.key)
  if (!body) return notFound()
  return privateDocumentResponse(doc, body, 'document')
}
