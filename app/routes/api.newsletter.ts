import { data, redirect } from 'react-router'
import { HONEYPOT_FIELD } from '~/domain/submission/honeypot.ts'
import { type NewsletterResponse } from '~/domain/newsletter/model.ts'
import { signUpChoicesSchema } from '~/domain/campaign/model.ts'
import { subscribeToNewsletter } from '~/domain/newsletter/subscribe-to-newsletter.server.ts'
import { database } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { log } from '~/lib/log.server.ts'
import { consumeRateLimit } from '~/lib/rate-limit.server.ts'
import { postOnly } from './post-only.server.ts'
import type { Route } from './+types/api.newsletter'

export const SUBSCRIBE_SUCCESS_MESSAGE = 'We sent you a link to confirm your subscription.'
const WINDOW_SECONDS = 10 * 60

export const loader = postOnly('Use POST to subscribe')

/**
 * POST /api/newsletter: the home newsletter block. Always the same answer for a valid address,
 * whether it was new, pending, confirmed or unsubscribed before.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  if (!form) return data<NewsletterResponse>({ ok: false, message: 'Expected a form submission' }, { status: 400 })
  // Without JavaScript the home form posts here as a page: send the visitor back to the block.
  const page = request.headers.get('Accept')?.includes('text/html') ?? false
  const back = (notice: 'sent' | 'invalid' | 'limited' | 'failed') => redirect(`/?newsletter=${notice}#newsletter`, 303)
  const ok = () => (page ? back('sent') : data<NewsletterResponse>({ ok: true, message: SUBSCRIBE_SUCCESS_MESSAGE }, { status: 201 }))
  // A filled honeypot is a bot: answer as if it worked, store and send nothing.
  if (form.get(HONEYPOT_FIELD)) return ok()

  const parsed = parseForm(signUpChoicesSchema, form)
  if (!parsed.ok && page) return back('invalid')
  if (!parsed.ok) return data<NewsletterResponse>({ ok: false, message: Object.values(parsed.errors)[0]!, errors: parsed.errors }, { status: 422 })

  try {
    const db = await database()
    const limit = await consumeRateLimit(db, `newsletter:${context.clientIp}`, getEnv().RATE_LIMIT_SUBMISSIONS, WINDOW_SECONDS)
    if (!limit.allowed) {
      if (page) return back('limited')
      const minutes = Math.ceil(limit.retryAfterSeconds / 60)
      return data<NewsletterResponse>(
        { ok: false, message: `Too many attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }
    await subscribeToNewsletter(db, parsed.value.email, { topics: parsed.value.topics, cityIds: parsed.value.cityIds })
  } catch (error) {
    // A database outage is answered 503 like everywhere else (the thrown Response).
    if (error instanceof Response) throw error
    log('error', 'newsletter subscribe failed', { error: String(error) })
    if (page) return back('failed')
    return data<NewsletterResponse>({ ok: false, message: 'Failed to subscribe. Please try again later.' }, { status: 500 })
  }
  return ok()
}

