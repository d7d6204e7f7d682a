import { data } from 'react-router'
import { addAward, revokeAward } from '~/domain/business/award-writes.server.ts'
import { addAwardSchema, revokeAwardSchema } from '~/domain/award/model.ts'
import { unknownAction } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/business-awards'

/**
 * POST /admin/businesses/{id}/awards: the business form's Awards section. `intent=add` (badge,
 * issuer, issued and expiry dates) or `intent=revoke` (code, reason). Admin only.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  return attempt(async () => {
    if (!form || (intent !== 'add' && intent !== 'revoke')) throw unknownAction()
    const code = intent === 'add'
      ? await addAward(db, admin, params.id, parseOrFail(addAwardSchema, form))
      : await revokeAward(db, admin, params.id, parseOrFail(revokeAwardSchema, form))
    return data({ ok: true as const, intent, code }, { headers: { 'Cache-Control': 'no-store' } })
  }, { intent })
}
