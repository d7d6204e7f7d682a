import { data } from 'react-router'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { importBusinesses, previewBusinessesImport, rejectedRowsCsv } from '~/domain/business/import-businesses.admin.server.ts'
import {
  CSV_MESSAGES,
  DUPLICATE_CHOICES,
  IMPORT_MODES,
  REJECTED_FILE_NAME,
  importFailure,
  importStatus,
  MAX_IMPORT_BYTES,
  tooLargeMessage,
  type DuplicateChoice,
  type ImportMode,
  type ImportResult,
} from '~/domain/business/businesses-csv.ts'
import { database } from '~/lib/db.server.ts'
import { log } from '~/lib/log.server.ts'
import type { Route } from './+types/businesses-import'
import { MB, upload } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: CSV import (20 MB).
export const handle = { body: upload(20 * MB) } satisfies PageHandle

// Room for the multipart envelope and the intent field around a file of the largest size.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

const answer = (result: ImportResult) => data(result, { status: importStatus(result), headers: { 'Cache-Control': 'no-store' } })

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  allowed.find((a) => a === value)

/**
 * POST /admin/businesses/import (multipart: `file`, `intent` = preview | import | rejected,
 * `mode` = all | valid, `duplicates` = keep | merge): spec §5 CSV upload, forgiving (decision 030). A preview
 * writes nothing; an import writes every row or none (mode all, the default) or the valid rows
 * (mode valid). Answers ImportResult; intent rejected answers the rejected rows as a CSV file.
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
  const intent = oneOf(['preview', 'import', 'rejected'], form?.get('intent')) ?? 'preview'
  const mode: ImportMode = oneOf(IMPORT_MODES, form?.get('mode')) ?? 'all'
  const duplicates: DuplicateChoice = oneOf(DUPLICATE_CHOICES, form?.get('duplicates')) ?? 'keep'
  try {
    const bytes = new Uint8Array(await file.arrayBuffer())
    if (intent === 'rejected') {
      const csv = await rejectedRowsCsv(db, bytes, { duplicates })
      if (typeof csv !== 'string') return answer(csv)
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${REJECTED_FILE_NAME}"`,
          'Cache-Control': 'no-store',
        },
      })
    }
    const result = intent === 'import'
      ? await importBusinesses(db, admin, bytes, { fileName: file.name.slice(0, 200), mode, duplicates })
      : await previewBusinessesImport(db, bytes, { duplicates })
    return answer(result)
  } catch (error) {
    if (error instanceof Response) throw error
    log('error', 'listings import failed', { intent, error: error instanceof Error ? error.message : String(error) })
    return answer(importFailure('unexpected', CSV_MESSAGES.unexpected))
  }
}
