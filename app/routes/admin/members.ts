import { data } from 'react-router'
import { memberIdSchema } from '~/domain/account/model.ts'
import { setMemberPremium } from '~/domain/account/set-member-premium.admin.server.ts'
import { notFound, unknownAction } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/members'

/** POST /admin/members: grant or revoke Premium by hand (audited). */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  return attempt(async () => {
    const intent = form?.get('intent')
    if (intent !== 'grant' && intent !== 'revoke') throw unknownAction()
    // A NUL or control character is no member's id.
    const parsed = parseForm(memberIdSchema, form!)
    if (!parsed.ok) throw notFound('That member no longer exists.')
    const result = await setMemberPremium(db, admin, parsed.value.userId, intent)
    return data({ ok: true as const, intent, changed: result === 'updated' }, { headers: { 'Cache-Control': 'no-store' } })
  })
}
