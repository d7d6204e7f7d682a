import { formAnswer } from '~/lib/toast.server.ts'
import { resolveProblemReport } from '~/domain/admin/reports/resolve-problem-report.server.ts'
import { correctionSchema, type ProblemReportResponse } from '~/domain/problem-report/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/reports'

const GONE = { ok: false, message: 'That report was not found, or someone already decided on it.' } as const

/** POST /admin/reports: apply (the correction, as confirmed), resolve or dismiss a problem report. */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  const answer = (body: ProblemReportResponse, status = 200) => formAnswer(body, status, { request, back: '/admin?tab=reports' })
  if (!form) return answer({ ok: false, message: 'Expected a form submission' }, 400)
  const id = form.get('id')
  if (!isUuid(id)) return answer(GONE, 404)
  let decision: Parameters<typeof resolveProblemReport>[3]
  if (intent === 'apply') {
    const parsed = parseForm(correctionSchema, form)
    if (!parsed.ok) return answer({ ok: false, errors: parsed.errors, message: 'Please correct the highlighted fields' }, 422)
    decision = { kind: 'apply', value: parsed.value.value }
  } else if (intent === 'resolve' || intent === 'dismiss') {
    decision = { kind: intent }
  } else {
    return answer({ ok: false, message: 'Unknown action' }, 400)
  }
  const result = await resolveProblemReport(db, admin, id, decision)
  if (result.ok) return answer({ ok: true, message: intent === 'apply' ? 'Correction applied' : intent === 'resolve' ? 'Report resolved' : 'Report dismissed' })
  if (result.reason === 'invalid') return answer({ ok: false, errors: result.errors, message: 'Please correct the highlighted fields' }, 422)
  if (result.reason === 'no-correction') return answer({ ok: false, message: 'This report has no correction to apply.' }, 409)
  return answer(GONE, result.reason === 'not-found' ? 404 : 409)
}
