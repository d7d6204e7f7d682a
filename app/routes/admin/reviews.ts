import { flagReviewFraud } from '~/domain/reviews/flag-review-fraud.admin.server.ts'
import { moderateReview } from '~/domain/reviews/moderate-review.admin.server.ts'
import { saveWatchWord } from '~/domain/reviews/save-watch-word.admin.server.ts'
import { reviewRejectionSchema, watchWordSchema } from '~/domain/reviews/model.ts'
import { notAForm, notFound, unknownAction } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { formAnswer } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/reviews'

/**
 * POST /admin/reviews: approve, reject (with a reason), restore a review; flag-fraud / unflag-fraud
 * on its business (the 90-day notice); add-word / remove-word on the watch list.
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  const from = { request, back: '/admin?tab=reviews' }
  const answer = (message: string) => formAnswer({ ok: true, message }, 200, from)
  return attempt(async () => {
    if (!form) throw notAForm()
    if (intent === 'add-word' || intent === 'remove-word') {
      const { word } = parseOrFail(watchWordSchema, form)
      await saveWatchWord(db, admin, word, intent === 'add-word' ? 'add' : 'remove')
      return answer(intent === 'add-word' ? 'Word added' : 'Word removed')
    }
    const id = form.get('id')
    if (!isUuid(id)) throw notFound('That review was not found, or someone already decided on it.')
    if (intent === 'flag-fraud' || intent === 'unflag-fraud') {
      await flagReviewFraud(db, admin, id, intent === 'flag-fraud')
      return answer(intent === 'flag-fraud' ? 'The review-fraud notice shows for 90 days' : 'The review-fraud notice was taken down')
    }
    if (intent === 'reject') {
      const { reason } = parseOrFail(reviewRejectionSchema, form)
      await moderateReview(db, admin, id, { kind: 'reject', reason })
      return answer('Review rejected')
    }
    if (intent === 'approve' || intent === 'restore') {
      await moderateReview(db, admin, id, { kind: intent })
      return answer(intent === 'approve' ? 'Review approved' : 'Review restored')
    }
    throw unknownAction()
  }, from)
}
