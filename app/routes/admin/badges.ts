import { data } from 'react-router'
import { deleteBadge } from '~/domain/badge/delete-badge.admin.server.ts'
import { badgeIdSchema } from '~/domain/badge/model.ts'
import { notFound, unknownAction } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/badges'

/** POST /admin/badges: delete a badge (saving goes through the badge editor). */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  return attempt(async () => {
    if (form?.get('intent') !== 'delete') throw unknownAction()
    // A NUL or control character is no badge's id.
    const parsed = parseForm(badgeIdSchema, form)
    if (!parsed.ok) throw notFound('That badge no longer exists.')
    await deleteBadge(db, admin, parsed.value.id)
    return data({ ok: true as const })
  })
}
