import { data } from 'react-router'
import { undoImport } from '~/domain/business/undo-import.admin.server.ts'
import { UNDO_IMPORT_TOASTS, type UndoImportResponse } from '~/domain/business/businesses-csv.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/imports'

const answer = (body: UndoImportResponse, status = 200) => data(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** POST /admin/imports (intent = undo, batchId): undoes a CSV import from the Activity tab (audited). */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  if (form?.get('intent') !== 'undo') return answer({ ok: false, toast: UNDO_IMPORT_TOASTS.unknown }, 400)
  const result = await undoImport(db, admin, String(form.get('batchId') ?? ''))
  if (!result.ok && result.reason === 'not-found') return answer({ ok: false, toast: UNDO_IMPORT_TOASTS.notFound }, 404)
  if (!result.ok) return answer({ ok: false, toast: UNDO_IMPORT_TOASTS.alreadyUndone }, 409)
  return answer({ ok: true, removed: result.removed, restored: result.restored })
}
