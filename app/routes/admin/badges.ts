import { data } from 'react-router'
import { BADGE_TOASTS, type BadgeActionResponse } from '~/domain/admin/badge-responses.ts'
import { deleteBadge } from '~/domain/admin/delete-badge.server.ts'
import { badgeIdSchema } from '~/domain/badge/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/badges'

/** POST /admin/badges: delete a badge (saving goes through the badge editor). */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  if (form?.get('intent') !== 'delete') {
    return data<BadgeActionResponse>({ ok: false, toast: { title: BADGE_TOASTS.deleteError, description: 'Unknown action' } }, { status: 400 })
  }
  // A NUL or control character is no badge's id.
  const parsed = parseForm(badgeIdSchema, form)
  const deleted = parsed.ok && (await deleteBadge(db, admin, parsed.value.id))
  if (deleted === 'in-use') {
    return data<BadgeActionResponse>({ ok: false, toast: { title: BADGE_TOASTS.deleteError, description: 'Businesses hold or applied for this badge; it cannot be deleted.' } }, { status: 409 })
  }
  if (!deleted) return data<BadgeActionResponse>({ ok: false, toast: { title: BADGE_TOASTS.deleteError, description: BADGE_TOASTS.notFound.description } }, { status: 404 })
  return data<BadgeActionResponse>({ ok: true })
}
