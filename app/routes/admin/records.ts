import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { matchDecisionSchema, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_TOTAL_BYTES, RECORDS_MESSAGES, reopenMatchSchema, uploadSchema } from '~/domain/records/records-tab-model.ts'
import { decideMatch, queueRecordsUpload, reopenMatch } from '~/domain/records/records-tab.admin.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import type { Route } from './+types/records'
import { MB, upload } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: the OSHA inspection and violation files, 20 MB each.
export const handle = { body: upload(40 * MB) } satisfies PageHandle

const BACK = '/admin?tab=records'
const failed = (description: string) => redirectWithToast(BACK, { type: 'error', title: 'Not saved', description })
const done = (title: string, description = '') => redirectWithToast(BACK, { type: 'success', title, description })
// Room for the multipart envelope around the files of the largest size.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** POST /admin/records: the "Public records" tab's upload (queued as a job), its match decisions and the reopening of a rejected match. */
export async function action({ request }: Route.ActionArgs) {
  const db = await database()
  const admin = await requireAdmin(db, request)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_TOTAL_BYTES + MULTIPART_OVERHEAD_BYTES) return failed(RECORDS_MESSAGES.tooLarge)
  const form = await request.formData().catch(() => null)
  if (!form) return failed('Unknown action')
  if (form.get('intent') === 'upload') {
    const upload = parseForm(uploadSchema, form)
    if (!upload.ok) return failed(Object.values(upload.errors)[0] ?? 'Unknown action')
    const files = form.getAll('files').filter((f): f is File => f instanceof File && f.size > 0)
    if (files.length === 0) return failed(RECORDS_MESSAGES.noFiles)
    if (files.length > MAX_UPLOAD_FILES) return failed(RECORDS_MESSAGES.tooMany)
    if (files.some((f) => f.size > MAX_UPLOAD_BYTES) || files.reduce((n, f) => n + f.size, 0) > MAX_UPLOAD_TOTAL_BYTES) return failed(RECORDS_MESSAGES.tooLarge)
    await queueRecordsUpload(db, admin, { ...upload.value, files })
    return done('Import queued', 'Its progress shows below')
  }
  if (form.get('intent') === 'reopen') {
    const reopen = parseForm(reopenMatchSchema, form)
    if (!reopen.ok) return failed(Object.values(reopen.errors)[0] ?? 'Unknown action')
    if ((await reopenMatch(db, admin, reopen.value)) === 'not-rejected') return failed(RECORDS_MESSAGES.notRejected)
    return done('Match reopened', 'It waits among the matches to check')
  }
  const parsed = parseForm(matchDecisionSchema, form)
  if (!parsed.ok) return failed(Object.values(parsed.errors)[0] ?? 'Unknown action')
  const result = await decideMatch(db, admin, parsed.value)
  if (result === 'not-pending') return failed(RECORDS_MESSAGES.notPending)
  return done(parsed.value.intent === 'confirm' ? 'Match confirmed' : 'Match rejected')
}
