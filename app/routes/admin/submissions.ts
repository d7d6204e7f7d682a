import { data } from 'react-router'
import { approveSubmission, mergeSubmission, rejectSubmission } from '~/domain/submission/decide-submission.admin.server.ts'
import { businessFormSchema } from '~/domain/business/model.ts'
import { rejectionSchema } from '~/domain/submission/model.ts'
import { notFound, unknownAction } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/submissions'

/**
 * POST /admin/submissions: approve (creates the business from the business form), reject (with a
 * reason) or merge (the submission is the existing listing `businessId`: nothing is created).
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  return attempt(async () => {
    const submissionId = String(form?.get('submissionId') ?? '')
    if (!form || !isUuid(submissionId)) throw notFound('This submission was deleted or someone already decided on it.')
    if (intent === 'approve') {
      const businessId = await approveSubmission(db, admin, submissionId, parseOrFail(businessFormSchema, form))
      return data({ ok: true as const, intent, businessId })
    }
    if (intent === 'reject') {
      await rejectSubmission(db, admin, submissionId, parseOrFail(rejectionSchema, form).reason)
      return data({ ok: true as const, intent })
    }
    if (intent === 'merge') {
      await mergeSubmission(db, admin, submissionId, String(form.get('businessId') ?? ''))
      return data({ ok: true as const, intent })
    }
    throw unknownAction()
  }, { intent })
}
