import { resolveProblemReport } from '~/domain/problem-report/resolve-problem-report.admin.server.ts'
import { correctionSchema, detachRecordsSchema } from '~/domain/problem-report/model.ts'
import { notAForm, notFound, unknownAction } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { formAnswer } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/reports'

const DONE = { apply: 'Correction applied', detach: 'Records detached and the score recomputed', resolve: 'Report resolved', dismiss: 'Report dismissed' } as const

/** The decision a form asks for, its fields checked. */
function decisionOf(intent: string, form: FormData): Parameters<typeof resolveProblemReport>[3] {
  if (intent === 'apply') return { kind: 'apply', value: parseOrFail(correctionSchema, form).value }
  if (intent === 'detach') {
    const { activityNr, establishment } = parseOrFail(detachRecordsSchema, form)
    return { kind: 'detach', activityNrs: activityNr, establishments: establishment }
  }
  if (intent === 'resolve' || intent === 'dismiss') return { kind: intent }
  throw unknownAction()
}

/** POST /admin/reports: apply (the correction, as confirmed), detach (disputed public records), resolve or dismiss a problem report. */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  const from = { request, back: '/admin?tab=reports' }
  return attempt(async () => {
    if (!form) throw notAForm()
    const id = form.get('id')
    if (!isUuid(id)) throw notFound('That report was not found, or someone already decided on it.')
    const decision = decisionOf(intent, form)
    await resolveProblemReport(db, admin, id, decision)
    return formAnswer({ ok: true, message: DONE[decision.kind] }, 200, from)
  }, from)
}
