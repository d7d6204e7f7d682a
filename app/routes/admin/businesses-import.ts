import { data } from 'react-router'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { importBusinesses, previewBusinessesImport } from '~/domain/admin/business/import-businesses.server.ts'
import {
  CSV_MESSAGES,
  importFailure,
  importStatus,
  MAX_IMPORT_BYTES,
  tooLargeMessage,
  type ImportResult,
} from '~/domain/admin/business/businesses-csv.ts'
import { database } from '~/lib/db.server.ts'
import { log } from '~/lib/log.server.ts'
import type { Route } from './+types/businesses-import'

// Room for the multipart envelope and the intent field around a file of the largest size.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

const answer = (result: ImportResult) => data(result, { status: importStatus(result), headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /admin/businesses/import (multipart: `file`, `intent` = preview | import): spec §5 CSV
 * upload. A preview writes nothing; an import writes every row or none. Answers ImportResult.
 */
export async function action({ request }: Route.ActionArgs) {
  const db = await database()
  const admin = await requireAdmin(db, request)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_IMPORT_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return answer(importFailure('too-large', tooLargeMessage()))
  }
  const form = await request.formData().catch(() => null)
  const file = form?.get('file')
  if (!(file instanceof File) || (file.name === '' && file.size === 0)) return answer(importFailure('no-file', CSV_MESSAGES.noFile))
  if (file.size > MAX_IMPORT_BYTES) return answer(importFailure('too-large', tooLargeMessage()))
  const intent = form?.get('intent') === 'import' ? 'import' : 'preview'
  try {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const result = intent === 'import'
      ? await importBusinesses(db, admin, bytes, { fileName: file.name })
      : await previewBusinessesImport(db, bytes)
    return answer(result)
  } catch (error) {
    if (error instanceof Response) throw error
    log('error', 'listings import failed', { intent, error: error instanceof Error ? error.message : String(error) })
    return answer(importFailure('unexpected', CSV_MESSAGES.unexpected))
  }
}
