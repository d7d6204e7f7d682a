import { data } from 'react-router'
import { BUSINESS_TOASTS, type BusinessActionResponse } from '~/domain/admin/business/business-responses.ts'
import { businessFormSchema, searchSchema } from '~/domain/business/model.ts'
import { removeBusinesses } from '~/domain/admin/business/remove-businesses.server.ts'
import { removeMatchingBusinesses } from '~/domain/admin/business/remove-matching-businesses.server.ts'
import { saveBusiness } from '~/domain/admin/business/save-business.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/businesses'

const answer = (body: BusinessActionResponse, status = 200) => data(body, { status })

/** POST /admin/businesses: save (add or edit), delete, Delete Selected (ids, or every listing matching the search `q`). */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  if (!form) return answer({ ok: false, intent, toast: BUSINESS_TOASTS.saveError }, 400)

  if (intent === 'save') {
    const id = String(form.get('id') ?? '') || null
    const parsed = parseForm(businessFormSchema, form)
    if (!parsed.ok) return answer({ ok: false, intent, errors: parsed.errors, toast: BUSINESS_TOASTS.saveError }, 422)
    const result = await saveBusiness(db, admin, id, parsed.value)
    if (result.ok) return answer({ ok: true, intent, outcome: result.outcome, id: result.id })
    if ('notFound' in result) return answer({ ok: false, intent, toast: BUSINESS_TOASTS.notFound }, 404)
    return answer({ ok: false, intent, errors: result.errors, toast: BUSINESS_TOASTS.saveError }, 422)
  }

  if (intent === 'delete') {
    const deleted = await removeBusinesses(db, admin, [String(form.get('id') ?? '')])
    if (deleted.length === 0) return answer({ ok: false, intent, toast: BUSINESS_TOASTS.notFound }, 404)
    return answer({ ok: true, intent, deleted })
  }

  if (intent === 'delete-selected') {
    const ids = form.getAll('ids').map(String).slice(0, 1000)
    if (ids.length === 0) return answer({ ok: false, intent, toast: BUSINESS_TOASTS.noneSelected }, 400)
    // Selected rows carry their business's id: anything else names no business.
    if (!ids.every(isUuid)) return answer({ ok: false, intent, toast: BUSINESS_TOASTS.notFound }, 404)
    const deleted = await removeBusinesses(db, admin, ids)
    return answer({ ok: true, intent, deleted })
  }

  if (intent === 'delete-matching') {
    const parsed = parseForm(searchSchema, form)
    if (!parsed.ok) return answer({ ok: false, intent, errors: parsed.errors, toast: BUSINESS_TOASTS.noneSelected }, 422)
    const deleted = await removeMatchingBusinesses(db, admin, parsed.value.q)
    if (deleted.length === 0) return answer({ ok: false, intent, toast: BUSINESS_TOASTS.noneSelected }, 400)
    return answer({ ok: true, intent, deleted })
  }

  return answer({ ok: false, intent, toast: { title: 'Error', description: 'Unknown action' } }, 400)
}
