import { decideChangeRequest } from '~/domain/admin/decide-change-request.server.ts'
import { decideClaim } from '~/domain/admin/decide-claim.server.ts'
import { refuseSchema } from '~/domain/owner/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/claims'

const BACK = '/admin?tab=claims'
const failed = (description: string) => redirectWithToast(BACK, { type: 'error', title: 'Not saved', description })

/** POST /admin/claims: the Claims tab's decisions — approve or refuse a claim or an owner's change request. */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  const id = String(form?.get('id') ?? '')
  if (!form || !isUuid(id)) return failed('Not found')
  const approve = intent === 'approve-claim' || intent === 'approve-change'
  if (!approve && intent !== 'refuse-claim' && intent !== 'refuse-change') return failed('Unknown action')
  let decision: { approve: true } | { approve: false; reason: string } = { approve: true }
  if (!approve) {
    const parsed = parseForm(refuseSchema, form)
    if (!parsed.ok) return failed(parsed.errors.reason ?? 'Reason is required')
    decision = { approve: false, reason: parsed.value.reason }
  }
  const result = intent.endsWith('-claim') ? await decideClaim(db, admin, id, decision) : await decideChangeRequest(db, admin, id, decision)
  if (!result.ok) return failed(result.message)
  const what = intent.endsWith('-claim') ? 'Claim' : 'Change'
  return redirectWithToast(BACK, { type: 'success', title: `${what} ${approve ? 'approved' : 'refused'}`, description: result.businessName })
}
