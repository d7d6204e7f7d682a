import { getSessionUser, safeRedirectPath } from '~/domain/account/session.server.ts'
import { FAVORITE_MESSAGES, favoriteSchema } from '~/domain/favorite/model.ts'
import { removeFavorite, saveFavorite, setFavoriteNotify } from '~/domain/favorite/save-favorite.server.ts'
import { AppError, notAForm, notFound } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { formAnswer, redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { postOnly } from './post-only.server.ts'
import type { Route } from './+types/business-favorite'

export const loader = postOnly('Use POST')

/**
 * POST /businesses/{id}/favorite (the Save button, and "E-mail me changes" in Saved businesses):
 * intent=save or remove, or notify (on or off). A member changes only their own saved list; a
 * visitor is sent to sign in and brought back to the page (`returnTo`) to press Save again.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const from = { request, back: safeRedirectPath(form?.get('returnTo')?.toString(), '/dashboard/saved') }
  const answer = (body: { ok: true; message: string; saved?: boolean; notify?: boolean }) => formAnswer(body, 200, from)
  return attempt(async () => {
    if (!form) throw notAForm()
    const parsed = parseForm(favoriteSchema, form)
    // Only the intent or notify value can be wrong: the request, not a field a person typed.
    if (!parsed.ok) throw new AppError('bad-request', Object.values(parsed.errors)[0] ?? 'Unknown action')
    if (!isUuid(params.id)) throw notFound(FAVORITE_MESSAGES.notFound)
    const db = await database()
    const user = await getSessionUser(db, request)
    if (!user) {
      return redirectWithToast(`/login?redirectTo=${encodeURIComponent(from.back)}`, { type: 'info', title: 'Sign in to save businesses', description: 'You will come back to this page.' })
    }
    const { intent, notify } = parsed.value
    if (intent === 'save') {
      await saveFavorite(db, user.id, params.id)
      return answer({ ok: true, message: FAVORITE_MESSAGES.saved, saved: true })
    }
    if (intent === 'remove') {
      await removeFavorite(db, user.id, params.id)
      return answer({ ok: true, message: FAVORITE_MESSAGES.removed, saved: false })
    }
    const on = notify === 'on'
    await setFavoriteNotify(db, user.id, params.id, on)
    return answer({ ok: true, message: on ? FAVORITE_MESSAGES.notifyOn : FAVORITE_MESSAGES.notifyOff, notify: on })
  }, from)
}
