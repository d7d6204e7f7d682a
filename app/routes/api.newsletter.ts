import { data, redirect } from 'react-router'
import { HONEYPOT_FIELD } from '~/domain/submission/honeypot.ts'
import { signUpChoicesSchema } from '~/domain/campaign/model.ts'
import { subscribeToNewsletter } from '~/domain/newsletter/subscribe-to-newsletter.server.ts'
import { AppError, isAppError, notAForm } from '~/lib/app-error.ts'
import { failure } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { log } from '~/lib/log.server.ts'
import { submissionsLimit } from '~/lib/visitor-limit.server.ts'
import { postOnly } from './post-only.server.ts'
import type { Route } from './+types/api.newsletter'

export const SUBSCRIBE_SUCCESS_MESSAGE = 'We sent you a link to confirm your subscription.'

export const loader = postOnly('Use POST to subscribe')

/** Without JavaScript the home block posts as a page: it goes back with one of these notices. */
const NOTICE_OF: Partial<Record<AppError['code'], 'invalid' | 'limited'>> = { invalid: 'invalid', 'too-many-requests': 'limited' }

/**
 * POST /api/newsletter: the home newsletter block. Always the same answer for a valid address,
 * whether it was new, pending, confirmed or unsubscribed before.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const page = request.headers.get('Accept')?.includes('text/html') ?? false
  const back = (notice: 'sent' | 'invalid' | 'limited' | 'failed') => redirect(`/?newsletter=${notice}#newsletter`, 303)
  try {
    const form = await request.formData().catch(() => null)
    if (!form) throw notAForm()
    // A filled honeypot is a bot: answer as if it worked, store and send nothing.
    if (!form.get(HONEYPOT_FIELD)) {
      const choices = parseOrFail(signUpChoicesSchema, form)
      const db = await database()
      await submissionsLimit(db, `newsletter:${context.clientIp}`)
      await subscribeToNewsletter(db, choices.email, { topics: choices.topics, cityIds: choices.cityIds })
    }
    return page ? back('sent') : data({ ok: true as const, message: SUBSCRIBE_SUCCESS_MESSAGE }, { status: 201 })
  } catch (error) {
    // A database outage is answered 503 like everywhere else (the thrown Response).
    if (error instanceof Response) throw error
    if (!isAppError(error)) log('error', 'newsletter subscribe failed', { error: String(error) })
    const refusal = isAppError(error) ? error : new AppError('unavailable', 'Failed to subscribe. Please try again later.')
    if (page) return back(NOTICE_OF[refusal.code] ?? 'failed')
    return failure(refusal)
  }
}
