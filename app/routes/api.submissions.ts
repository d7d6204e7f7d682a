import { data } from 'react-router'
import { getSessionUser } from '~/domain/account/session.server.ts'
import { createSubmission } from '~/domain/submission/create-submission.server.ts'
import { HONEYPOT_FIELD, submissionSchema } from '~/domain/submission/model.ts'
import { notAForm } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { submissionsLimit } from '~/lib/visitor-limit.server.ts'
import { postOnly } from './post-only.server.ts'
import type { Route } from './+types/api.submissions'

export const loader = postOnly('Use POST to send a submission')

/** POST /api/submissions: the nomination, Add Your Business and side-sheet application forms. */
export async function action({ request, context }: Route.ActionArgs) {
  return attempt(async () => {
    const form = await request.formData().catch(() => null)
    if (!form) throw notAForm()
    // A filled honeypot is a bot: answer as if it worked, store nothing.
    if (form.get(HONEYPOT_FIELD)) return data({ ok: true as const }, { status: 201 })
    const input = parseOrFail(submissionSchema, form)
    const db = await database()
    await submissionsLimit(db, `submission:${context.clientIp}`, 'submissions')
    const user = await getSessionUser(db, request)
    await createSubmission(db, input, { ip: context.clientIp, userId: user?.id })
    return data({ ok: true as const }, { status: 201 })
  })
}
