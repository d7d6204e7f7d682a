import { data } from 'react-router'
import { memberIdSchema } from '~/domain/account/model.ts'
import { MEMBER_TOASTS, type MemberActionResponse } from '~/domain/admin/member-responses.ts'
import { setMemberPremium } from '~/domain/admin/set-member-premium.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/members'

const answer = (body: MemberActionResponse, status = 200) => data(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** POST /admin/members: grant or revoke Premium by hand (audited). */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  const intent = form?.get('intent')
  if (intent !== 'grant' && intent !== 'revoke') return answer({ ok: false, toast: { title: MEMBER_TOASTS.error, description: MEMBER_TOASTS.unknown } }, 400)
  // A NUL or control character is no member's id.
  const parsed = parseForm(memberIdSchema, form!)
  const result = parsed.ok ? await setMemberPremium(db, admin, parsed.value.userId, intent) : 'not-found'
  if (result === 'not-found') return answer({ ok: false, toast: { title: MEMBER_TOASTS.error, description: MEMBER_TOASTS.notFound } }, 404)
  return answer({ ok: true, intent, changed: result === 'updated' })
}
