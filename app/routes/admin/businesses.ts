import { data } from 'react-router'
import { businessFormSchema, searchSchema } from '~/domain/business/model.ts'
import { removeBusinesses } from '~/domain/business/remove-businesses.admin.server.ts'
import { removeMatchingBusinesses } from '~/domain/business/remove-matching-businesses.admin.server.ts'
import { BUSINESS_GONE, saveBusiness } from '~/domain/business/save-business.admin.server.ts'
import { AppError, notAForm, notFound, unknownAction } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/businesses'
import { KB } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: bulk actions on up to 1,000 business ids (~41 KB).
export const handle = { body: { bytes: 64 * KB } } satisfies PageHandle

const noneSelected = () => new AppError('bad-request', 'Select at least one listing to delete.')

/** POST /admin/businesses: save (add or edit), delete, Delete Selected (ids, or every business matching the search `q`). */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  return attempt(async () => {
    if (!form) throw notAForm()
    if (intent === 'save') {
      const saved = await saveBusiness(db, admin, String(form.get('id') ?? '') || null, parseOrFail(businessFormSchema, form))
      return data({ ok: true as const, intent, ...saved })
    }
    if (intent === 'delete') {
      const deleted = await removeBusinesses(db, admin, [String(form.get('id') ?? '')])
      if (deleted.length === 0) throw notFound(BUSINESS_GONE)
      return data({ ok: true as const, intent, deleted })
    }
    if (intent === 'delete-selected') {
      const ids = form.getAll('ids').map(String).slice(0, 1000)
      if (ids.length === 0) throw noneSelected()
      // Selected rows carry their business's id: anything else names no business.
      if (!ids.every(isUuid)) throw notFound(BUSINESS_GONE)
      return data({ ok: true as const, intent, deleted: await removeBusinesses(db, admin, ids) })
    }
    if (intent === 'delete-matching') {
      const deleted = await removeMatchingBusinesses(db, admin, parseOrFail(searchSchema, form).q)
      if (deleted.length === 0) throw noneSelected()
      return data({ ok: true as const, intent, deleted })
    }
    throw unknownAction()
  }, { intent })
}
