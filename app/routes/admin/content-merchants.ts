import { data } from 'react-router'
import { saveMerchant } from '~/domain/admin/content/save-guides.server.ts'
import { merchantSchema } from '~/domain/guides/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/content-merchants'

/** POST /admin/content/merchants: a merchant's affiliate parameter and tag (the Content tab). */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  const parsed = parseForm(merchantSchema, form ?? new FormData())
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 422, headers: { 'Cache-Control': 'no-store' } })
  if (!(await saveMerchant(db, admin, parsed.value))) return data({ errors: { id: 'Merchant not found' } }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  return redirectWithToast('/admin?tab=content', { type: 'success', title: 'Affiliate setting saved' })
}
