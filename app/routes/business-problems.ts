import { getSessionUser, safeRedirectPath } from '~/domain/account/session.server.ts'
import { createProblemReport } from '~/domain/problem-report/create-problem-report.server.ts'
import { BUSINESS_NOT_FOUND, HONEYPOT_FIELD, problemReportSchema } from '~/domain/problem-report/model.ts'
import { notAForm, notFound } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { formAnswer } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { visitorLimit } from '~/lib/visitor-limit.server.ts'
import { postOnly } from './post-only.server.ts'
import type { Route } from './+types/business-problems'

const THANKS = { ok: true, message: 'Thank you: we will look into it.' } as const

export const loader = postOnly('Use POST')

/** POST /businesses/{id}/problems: "Report a problem" (into the admin's Reports queue), with the submissions' abuse limits. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const from = { request, back: safeRedirectPath(form?.get('returnTo')?.toString(), '/') }
  return attempt(async () => {
    if (!form) throw notAForm()
    if (form.get(HONEYPOT_FIELD)) return formAnswer(THANKS, 201, from)
    const input = parseOrFail(problemReportSchema, form)
    if (!isUuid(params.id)) throw notFound(BUSINESS_NOT_FOUND)
    const db = await database()
    await visitorLimit(db, 'problem-report', context.clientIp)
    const user = await getSessionUser(db, request)
    await createProblemReport(db, params.id, input, { ip: context.clientIp, userId: user?.id ?? null })
    return formAnswer(THANKS, 201, from)
  }, from)
}
