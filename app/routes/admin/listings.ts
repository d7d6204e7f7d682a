import { data } from 'react-router'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { LISTING_TOASTS, type ListingActionResponse } from '~/domain/listings/listing-responses.ts'
import { listingFormSchema } from '~/domain/business/model.ts'
import { removeListings } from '~/domain/listings/remove-listings.server.ts'
import { saveListing } from '~/domain/listings/save-listing.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { Route } from './+types/listings'

const answer = (body: ListingActionResponse, status = 200) => data(body, { status })

/** POST /admin/listings: save (add or edit), delete, Delete Selected. */
export async function action({ request }: Route.ActionArgs) {
  const db = await database()
  const admin = await requireAdmin(db, request)
  const form = await request.formData().catch(() => null)
  const intent = String(form?.get('intent') ?? '')
  if (!form) return answer({ ok: false, intent, toast: LISTING_TOASTS.saveError }, 400)

  if (intent === 'save') {
    const id = String(form.get('id') ?? '') || null
    const parsed = parseForm(listingFormSchema, form)
    if (!parsed.ok) return answer({ ok: false, intent, errors: parsed.errors, toast: LISTING_TOASTS.saveError }, 422)
    const result = await saveListing(db, admin, id, parsed.value)
    if (result.ok) return answer({ ok: true, intent, outcome: result.outcome, id: result.id })
    if ('notFound' in result) return answer({ ok: false, intent, toast: LISTING_TOASTS.notFound }, 404)
    return answer({ ok: false, intent, errors: result.errors, toast: LISTING_TOASTS.saveError }, 422)
  }

  if (intent === 'delete') {
    const deleted = await removeListings(db, admin, [String(form.get('id') ?? '')])
    if (deleted.length === 0) return answer({ ok: false, intent, toast: LISTING_TOASTS.notFound }, 404)
    return answer({ ok: true, intent, deleted })
  }

  if (intent === 'delete-selected') {
    const ids = form.getAll('ids').map(String).slice(0, 1000)
    if (ids.length === 0) return answer({ ok: false, intent, toast: LISTING_TOASTS.noneSelected }, 400)
    // Selected rows carry their listing's id: anything else names no listing.
    if (!ids.every(isUuid)) return answer({ ok: false, intent, toast: LISTING_TOASTS.notFound }, 404)
    const deleted = await removeListings(db, admin, ids)
    return answer({ ok: true, intent, deleted })
  }

  return answer({ ok: false, intent, toast: { title: 'Error', description: 'Unknown action' } }, 400)
}
