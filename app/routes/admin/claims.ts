import { decideChangeRequest } from '~/domain/admin/decide-change-request.server.ts'
import { decideClaim } from '~/domain/admin/decide-claim.server.ts'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { refuseSchema } from '~/domain/owner/model.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { Route } from './+types/claims'

const BACK = '/admin?tab=claims'
const failed = (description: string) => redirectWithToast(BACK, { type: 'error', title: 'Not saved', description })

/** POST /admin/claims: the Claims tab's decisions — approve or refuse a claim or an owner's change request. */
export async function action({ request }: Route.ActionArgs) {
  const db = await database()
  const admin = await requireAdmin(db, request)
  const form = await request.formData().catch(() => null)
  const intent = String(form?.get('intent') ?? '')
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
