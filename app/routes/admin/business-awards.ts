import { data } from 'react-router'
import { addAward, revokeAward } from '~/domain/admin/business/award-writes.server.ts'
import { addAwardSchema, revokeAwardSchema, type AwardActionResponse } from '~/domain/award/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/business-awards'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /admin/businesses/{id}/awards: the business form's Awards section. `intent=add` (badge,
 * issuer, issued and expiry dates) or `intent=revoke` (code, reason). Admin only.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  const intent = form?.get('intent')
  if (!form || (intent !== 'add' && intent !== 'revoke')) {
    return data<AwardActionResponse>({ ok: false, intent: String(intent ?? ''), errors: {}, message: 'Unknown action' }, { status: 400, headers: noStore })
  }
  const parsed = intent === 'add' ? parseForm(addAwardSchema, form) : parseForm(revokeAwardSchema, form)
  if (!parsed.ok) return data<AwardActionResponse>({ ok: false, intent, errors: parsed.errors }, { status: 422, headers: noStore })
  const result = intent === 'add' ? await addAward(db, admin, params.id, parsed.value as never) : await revokeAward(db, admin, params.id, parsed.value as never)
  if (result.ok) return data<AwardActionResponse>({ ok: true, intent, code: result.code }, { headers: noStore })
  if ('notFound' in result) return data<AwardActionResponse>({ ok: false, intent, errors: {}, message: 'Business or award not found' }, { status: 404, headers: noStore })
  return data<AwardActionResponse>({ ok: false, intent, errors: result.errors }, { status: 422, headers: noStore })
}
