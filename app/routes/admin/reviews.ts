import { formAnswer } from '~/lib/toast.server.ts'
import { flagReviewFraud } from '~/domain/admin/reviews/flag-review-fraud.server.ts'
import { moderateReview } from '~/domain/admin/reviews/moderate-review.server.ts'
import { saveWatchWord } from '~/domain/admin/reviews/save-watch-word.server.ts'
import { reviewRejectionSchema, watchWordSchema, type ReviewResponse } from '~/domain/reviews/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/reviews'

const GONE = { ok: false, message: 'That review was not found, or someone already decided on it.' } as const

/**
 * POST /admin/reviews: approve, reject (with a reason), restore a review; flag-fraud / unflag-fraud
 * on its business (the 90-day notice); add-word / remove-word on the watch list.
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  const answer = (body: ReviewResponse, status = 200) => formAnswer(body, status, { request, back: '/admin?tab=reviews' })
  if (!form) return answer({ ok: false, message: 'Expected a form submission' }, 400)
  const id = form.get('id')

  if (intent === 'add-word' || intent === 'remove-word') {
    const parsed = parseForm(watchWordSchema, form)
    if (!parsed.ok) return answer({ ok: false, errors: parsed.errors, message: 'Please correct the highlighted fields' }, 422)
    await saveWatchWord(db, admin, parsed.value.word, intent === 'add-word' ? 'add' : 'remove')
    return answer({ ok: true, message: intent === 'add-word' ? 'Word added' : 'Word removed' })
  }
  if (!isUuid(id)) return answer(GONE, 404)
  if (intent === 'flag-fraud' || intent === 'unflag-fraud') {
    if (!(await flagReviewFraud(db, admin, id, intent === 'flag-fraud'))) return answer({ ok: false, message: 'That business was not found.' }, 404)
    return answer({ ok: true, message: intent === 'flag-fraud' ? 'The review-fraud notice shows for 90 days' : 'The review-fraud notice was taken down' })
  }
  if (intent === 'reject') {
    const parsed = parseForm(reviewRejectionSchema, form)
    if (!parsed.ok) return answer({ ok: false, errors: parsed.errors, message: 'A reason is required.' }, 422)
    const outcome = await moderateReview(db, admin, id, { kind: 'reject', reason: parsed.value.reason })
    return outcome === 'done' ? answer({ ok: true, message: 'Review rejected' }) : answer(GONE, outcome === 'not-found' ? 404 : 409)
  }
  if (intent === 'approve' || intent === 'restore') {
    const outcome = await moderateReview(db, admin, id, { kind: intent })
    return outcome === 'done' ? answer({ ok: true, message: intent === 'approve' ? 'Review approved' : 'Review restored' }) : answer(GONE, outcome === 'not-found' ? 404 : 409)
  }
  return answer({ ok: false, message: 'Unknown action' }, 400)
}
