import { decideChangeRequest } from '~/domain/owner/decide-change-request.admin.server.ts'
import { decideClaim, type Decision } from '~/domain/owner/decide-claim.admin.server.ts'
import { refuseSchema } from '~/domain/owner/model.ts'
import { notFound, unknownAction } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/claims'

const BACK = '/admin?tab=claims'

/**
 * POST /admin/claims: the Claims tab's decisions — approve or refuse a claim or an owner's change
 * request. Every answer goes back to the tab, a refusal with its reason as a toast.
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  return attempt(async () => {
    const id = String(form?.get('id') ?? '')
    if (!form || !isUuid(id)) throw notFound('Not found')
    const approve = intent === 'approve-claim' || intent === 'approve-change'
    if (!approve && intent !== 'refuse-claim' && intent !== 'refuse-change') throw unknownAction()
    const decision: Decision = approve ? { approve: true } : { approve: false, reason: parseOrFail(refuseSchema, form).reason }
    const businessName = intent.endsWith('-claim') ? await decideClaim(db, admin, id, decision) : await decideChangeRequest(db, admin, id, decision)
    const what = intent.endsWith('-claim') ? 'Claim' : 'Change'
    return redirectWithToast(BACK, { type: 'success', title: `${what} ${approve ? 'approved' : 'refused'}`, description: businessName })
  }, { redirect: BACK, title: 'Not saved' })
}
