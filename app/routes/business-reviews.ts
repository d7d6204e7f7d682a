import { formAnswer } from '~/lib/toast.server.ts'
import { getSessionUser, safeRedirectPath } from '~/domain/account/session.server.ts'
import { requestAddressConfirmation } from '~/domain/account/update-account.server.ts'
import { HONEYPOT_FIELD, replySchema, reviewReportSchema, reviewSchema, type ReviewResponse } from '~/domain/reviews/model.ts'
import { replyToReview } from '~/domain/reviews/reply-to-review.server.ts'
import { reportReview } from '~/domain/reviews/report-review.server.ts'
import { deleteReview, saveReview, type ReviewRefusal } from '~/domain/reviews/save-review.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { isUuid } from '~/lib/uuid.ts'
import { visitorLimit } from '~/lib/visitor-limit.server.ts'
import { postOnly } from './post-only.server.ts'
import type { Route } from './+types/business-reviews'

const NOT_FOUND = { ok: false, message: 'That business or review was not found.' } as const
const SIGN_IN = { ok: false, message: 'Please sign in to write a review.' } as const
const REFUSALS: Record<ReviewRefusal, [string, number]> = {
  'not-found': [NOT_FOUND.message, 404],
  owner: ['Owners cannot review their own business.', 403],
  unconfirmed: ['Please confirm your e-mail address before writing a review.', 403],
}

export const loader = postOnly('Use POST')

/**
 * POST /businesses/{id}/reviews. intent=save (write or edit the member's review), delete (the
 * member's own), reply (the verified owner, once per review), report (any visitor, with a reason),
 * confirm-email (a member without a confirmed address asks for the link).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const answer = (body: ReviewResponse, status = 200) => formAnswer(body, status, { request, back: safeRedirectPath(form?.get('returnTo')?.toString(), '/') })
  const invalid = (errors: Record<string, string>) => answer({ ok: false, errors, message: 'Please correct the highlighted fields' }, 422)
  if (!form) return answer({ ok: false, message: 'Expected a form submission' }, 400)
  if (!isUuid(params.id)) return answer(NOT_FOUND, 404)
  const db = await database()
  const intent = form.get('intent')

  if (intent === 'report') {
    if (form.get(HONEYPOT_FIELD)) return answer({ ok: true, message: 'Thank you: the report was sent.' })
    const reviewId = form.get('reviewId')
    const parsed = parseForm(reviewReportSchema, form)
    if (!parsed.ok) return invalid(parsed.errors)
    if (!isUuid(reviewId)) return answer(NOT_FOUND, 404)
    const limited = await visitorLimit(db, 'review-report', context.clientIp)
    if (limited) return limited
    if (!(await reportReview(db, reviewId, parsed.value.reason, { ip: context.clientIp }))) return answer(NOT_FOUND, 404)
    return answer({ ok: true, message: 'Thank you: the report was sent to our moderators.' })
  }

  const user = await getSessionUser(db, request)
  if (!user) return answer(SIGN_IN, 401)

  if (intent === 'save') {
    const parsed = parseForm(reviewSchema, form)
    if (!parsed.ok) return invalid(parsed.errors)
    const limited = await visitorLimit(db, 'review', context.clientIp)
    if (limited) return limited
    const result = await saveReview(db, user.id, params.id, parsed.value, { ip: context.clientIp })
    if (!result.ok) return answer({ ok: false, message: REFUSALS[result.reason][0] }, REFUSALS[result.reason][1])
    const message =
      result.status === 'held' ? 'Thank you: your review is waiting for moderation. Only you can see it until then.' : 'Thank you: your review is published.'
    return answer({ ok: true, message }, result.created ? 201 : 200)
  }
  if (intent === 'confirm-email') {
    const limited = await visitorLimit(db, 'confirm-email', context.clientIp)
    if (limited) return limited
    const sent = await requestAddressConfirmation(db, user.id)
    return answer({ ok: true, message: sent ? `We sent a confirmation link to ${user.email}.` : 'Your e-mail is already confirmed.' })
  }
  if (intent === 'delete') {
    if (!(await deleteReview(db, user.id, params.id))) return answer(NOT_FOUND, 404)
    return answer({ ok: true, message: 'Your review was deleted.' })
  }
  if (intent === 'reply') {
    const reviewId = form.get('reviewId')
    const parsed = parseForm(replySchema, form)
    if (!parsed.ok) return invalid(parsed.errors)
    if (!isUuid(reviewId)) return answer(NOT_FOUND, 404)
    const outcome = await replyToReview(db, user.id, reviewId, parsed.value.reply)
    if (outcome === 'not-found') return answer({ ok: false, message: 'Only the verified owner of this business can reply to its reviews.' }, 403)
    if (outcome === 'already-replied') return answer({ ok: false, message: 'You have already replied to this review.' }, 409)
    return answer({ ok: true, message: 'Your reply is published.' })
  }
  return answer({ ok: false, message: 'Unknown action' }, 400)
}
