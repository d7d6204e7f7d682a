import { data } from 'react-router'
import { getSessionUser, safeRedirectPath } from '~/domain/account/session.server.ts'
import { FAVORITE_MESSAGES, favoriteSchema } from '~/domain/favorite/model.ts'
import { removeFavorite, saveFavorite, setFavoriteNotify } from '~/domain/favorite/save-favorite.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { formAnswer, redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { Route } from './+types/business-favorite'

export function loader() {
  return data({ ok: false, message: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } })
}

/**
 * POST /businesses/{id}/favorite (the Save button, and "E-mail me changes" in Saved businesses):
 * intent=save or remove, or notify (on or off). A member changes only their own saved list; a
 * visitor is sent to sign in and brought back to the page (`returnTo`) to press Save again.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const back = safeRedirectPath(form?.get('returnTo')?.toString(), '/dashboard/saved')
  const answer = (body: { ok: boolean; message: string; saved?: boolean; notify?: boolean }, status = 200) => formAnswer(body, status, { request, back })
  if (!form) return answer({ ok: false, message: 'Expected a form submission' }, 400)
  const parsed = parseForm(favoriteSchema, form)
  if (!parsed.ok) return answer({ ok: false, message: Object.values(parsed.errors)[0] ?? 'Unknown action' }, 400)
  if (!isUuid(params.id)) return answer({ ok: false, message: FAVORITE_MESSAGES.notFound }, 404)
  const db = await database()
  const user = await getSessionUser(db, request)
  if (!user) {
    return redirectWithToast(`/login?redirectTo=${encodeURIComponent(back)}`, { type: 'info', title: 'Sign in to save businesses', description: 'You will come back to this page.' })
  }
  const { intent, notify } = parsed.value
  if (intent === 'save') {
    if (!(await saveFavorite(db, user.id, params.id))) return answer({ ok: false, message: FAVORITE_MESSAGES.notFound }, 404)
    return answer({ ok: true, message: FAVORITE_MESSAGES.saved, saved: true })
  }
  if (intent === 'remove') {
    await removeFavorite(db, user.id, params.id)
    return answer({ ok: true, message: FAVORITE_MESSAGES.removed, saved: false })
  }
  const on = notify === 'on'
  if (!(await setFavoriteNotify(db, user.id, params.id, on))) return answer({ ok: false, message: FAVORITE_MESSAGES.notSaved }, 404)
  return answer({ ok: true, message: on ? FAVORITE_MESSAGES.notifyOn : FAVORITE_MESSAGES.notifyOff, notify: on })
}
