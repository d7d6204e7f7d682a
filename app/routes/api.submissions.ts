import { data } from 'react-router'
import { getSessionUser } from '~/domain/account/session.server.ts'
import { createSubmission } from '~/domain/submission/create-submission.server.ts'
import { HONEYPOT_FIELD, submissionSchema, type SubmissionResponse } from '~/domain/submission/model.ts'
import { database } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { consumeRateLimit } from '~/lib/rate-limit.server.ts'
import { postOnly } from './post-only.server.ts'
import type { Route } from './+types/api.submissions'

const WINDOW_SECONDS = 10 * 60

export const loader = postOnly('Use POST to send a submission')

/** POST /api/submissions: the nomination, Add Your Business and side-sheet application forms. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  if (!form) return data<SubmissionResponse>({ ok: false, message: 'Expected a form submission' }, { status: 400 })
  // A filled honeypot is a bot: answer as if it worked, store nothing.
  if (form.get(HONEYPOT_FIELD)) return data<SubmissionResponse>({ ok: true }, { status: 201 })

  const parsed = parseForm(submissionSchema, form)
  if (!parsed.ok) {
    return data<SubmissionResponse>(
      { ok: false, errors: parsed.errors, message: 'Please correct the highlighted fields' },
      { status: 422 },
    )
  }

  const db = await database()
  const limit = await consumeRateLimit(db, `submission:${context.clientIp}`, getEnv().RATE_LIMIT_SUBMISSIONS, WINDOW_SECONDS)
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60)
    return data<SubmissionResponse>(
      { ok: false, message: `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  const user = await getSessionUser(db, request)
  await createSubmission(db, parsed.value, { ip: context.clientIp, userId: user?.id })
  return data<SubmissionResponse>({ ok: true }, { status: 201 })
}
