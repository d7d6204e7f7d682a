import { data } from 'react-router'
import { approveSubmission, mergeSubmission, rejectSubmission } from '~/domain/admin/review-submission.server.ts'
import type { SubmissionReviewResponse } from '~/domain/admin/submission-review-responses.ts'
import { businessFormSchema } from '~/domain/business/model.ts'
import { rejectionSchema } from '~/domain/submission/model.ts'
import { BUSINESS_TOASTS } from '~/domain/admin/business/business-responses.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/submissions'

const answer = (body: SubmissionReviewResponse, status = 200) => data(body, { status })
const GONE = { title: 'Submission not found', description: 'It was deleted or someone already decided on it.' }
const SAVE_ERROR = BUSINESS_TOASTS.saveError

/**
 * POST /admin/submissions: approve (creates the business from the business form), reject (with a
 * reason) or merge (the submission is the existing listing `businessId`: nothing is created).
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  const submissionId = String(form?.get('submissionId') ?? '')
  if (!form || !isUuid(submissionId)) return answer({ ok: false, intent, toast: GONE }, 404)

  if (intent === 'approve') {
    const parsed = parseForm(businessFormSchema, form)
    if (!parsed.ok) return answer({ ok: false, intent, errors: parsed.errors, toast: SAVE_ERROR }, 422)
    const result = await approveSubmission(db, admin, submissionId, parsed.value)
    if (!result.ok && result.reason === 'invalid') return answer({ ok: false, intent, errors: result.errors, toast: SAVE_ERROR }, 422)
    if (!result.ok) return answer({ ok: false, intent, toast: GONE }, 409)
    return answer({ ok: true, intent, businessId: result.businessId })
  }

  if (intent === 'reject') {
    const parsed = parseForm(rejectionSchema, form)
    if (!parsed.ok) return answer({ ok: false, intent, errors: parsed.errors, toast: { title: 'Error', description: 'A reason is required.' } }, 422)
    const result = await rejectSubmission(db, admin, submissionId, parsed.value.reason)
    if (!result.ok) return answer({ ok: false, intent, toast: GONE }, 409)
    return answer({ ok: true, intent })
  }

  if (intent === 'merge') {
    const result = await mergeSubmission(db, admin, submissionId, String(form.get('businessId') ?? ''))
    if (!result.ok && result.reason === 'already-decided') return answer({ ok: false, intent, toast: GONE }, 409)
    if (!result.ok) return answer({ ok: false, intent, toast: GONE }, 404)
    return answer({ ok: true, intent, businessId: result.businessId })
  }

  return answer({ ok: false, intent, toast: { title: 'Error', description: 'Unknown action' } }, 400)
}
