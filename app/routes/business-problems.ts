import { formAnswer } from '~/lib/toast.server.ts'
import { getSessionUser, safeRedirectPath } from '~/domain/account/session.server.ts'
import { createProblemReport } from '~/domain/problem-report/create-problem-report.server.ts'
import { HONEYPOT_FIELD, problemReportSchema, type ProblemReportResponse } from '~/domain/problem-report/model.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { isUuid } from '~/lib/uuid.ts'
import { visitorLimit } from '~/lib/visitor-limit.server.ts'
import { postOnly } from './post-only.server.ts'
import type { Route } from './+types/business-problems'

const THANKS = 'Thank you: we will look into it.'

export const loader = postOnly('Use POST')

/** POST /businesses/{id}/problems: "Report a problem" (into the admin's Reports queue), with the submissions' abuse limits. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const answer = (body: ProblemReportResponse, status = 200) => formAnswer(body, status, { request, back: safeRedirectPath(form?.get('returnTo')?.toString(), '/') })
  if (!form) return answer({ ok: false, message: 'Expected a form submission' }, 400)
  if (form.get(HONEYPOT_FIELD)) return answer({ ok: true, message: THANKS }, 201)
  const parsed = parseForm(problemReportSchema, form)
  if (!parsed.ok) return answer({ ok: false, errors: parsed.errors, message: 'Please correct the highlighted fields' }, 422)
  if (!isUuid(params.id)) return answer({ ok: false, message: 'That business was not found.' }, 404)
  const db = await database()
  const limited = await visitorLimit(db, 'problem-report', context.clientIp)
  if (limited) return limited
  const user = await getSessionUser(db, request)
  if (!(await createProblemReport(db, params.id, parsed.value, { ip: context.clientIp, userId: user?.id ?? null }))) {
    return answer({ ok: false, message: 'That business was not found.' }, 404)
  }
  return answer({ ok: true, message: THANKS }, 201)
}
