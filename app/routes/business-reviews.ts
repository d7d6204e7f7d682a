import { getSessionUser, safeRedirectPath } from '~/domain/account/session.server.ts'
import { requestAddressConfirmation } from '~/domain/account/update-account.server.ts'
import { HONEYPOT_FIELD, replySchema, reviewReportSchema, reviewSchema } from '~/domain/reviews/model.ts'
import { replyToReview } from '~/domain/reviews/reply-to-review.server.ts'
import { reportReview } from '~/domain/reviews/report-review.server.ts'
import { deleteReview, REVIEW_NOT_FOUND, saveReview } from '~/domain/reviews/save-review.server.ts'
import { AppError, notAForm, notFound, unknownAction } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { formAnswer } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { visitorLimit } from '~/lib/visitor-limit.server.ts'
import { postOnly } from './post-only.server.ts'
import type { Route } from './+types/business-reviews'

export const loader = postOnly('Use POST')

const uuidOrNotFound = (value: unknown): string => {
  if (!isUuid(value)) throw notFound(REVIEW_NOT_FOUND)
  return value
}

/**
 * POST /businesses/{id}/reviews. intent=save (write or edit the member's review), delete (the
 * member's own), reply (the verified owner, once per review), report (any visitor, with a reason),
 * confirm-email (a member without a confirmed address asks for the link).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const from = { request, back: safeRedirectPath(form?.get('returnTo')?.toString(), '/') }
  const answer = (message: string, status = 200) => formAnswer({ ok: true, message }, status, from)
  return attempt(async () => {
    if (!form) throw notAForm()
    const businessId = uuidOrNotFound(params.id)
    const db = await database()
    const intent = form.get('intent')

    if (intent === 'report') {
      if (form.get(HONEYPOT_FIELD)) return answer('Thank you: the report was sent.')
      const { reason } = parseOrFail(reviewReportSchema, form)
      const reviewId = uuidOrNotFound(form.get('reviewId'))
      await visitorLimit(db, 'review-report', context.clientIp)
      await reportReview(db, reviewId, reason, { ip: context.clientIp })
      return answer('Thank you: the report was sent to our moderators.')
    }

    const user = await getSessionUser(db, request)
    if (!user) throw new AppError('unauthorized', 'Please sign in to write a review.')

    if (intent === 'save') {
      const input = parseOrFail(reviewSchema, form)
      await visitorLimit(db, 'review', context.clientIp)
      const saved = await saveReview(db, user.id, businessId, input, { ip: context.clientIp })
      const message = saved.status === 'held' ? 'Thank you: your review is waiting for moderation. Only you can see it until then.' : 'Thank you: your review is published.'
      return answer(message, saved.created ? 201 : 200)
    }
    if (intent === 'confirm-email') {
      await visitorLimit(db, 'confirm-email', context.clientIp)
      const sent = await requestAddressConfirmation(db, user.id)
      return answer(sent ? `We sent a confirmation link to ${user.email}.` : 'Your e-mail is already confirmed.')
    }
    if (intent === 'delete') {
      await deleteReview(db, user.id, businessId)
      return answer('Your review was deleted.')
    }
    if (intent === 'reply') {
      const { reply } = parseOrFail(replySchema, form)
      await replyToReview(db, user.id, uuidOrNotFound(form.get('reviewId')), reply)
      return answer('Your reply is published.')
    }
    throw unknownAction()
  }, from)
}
