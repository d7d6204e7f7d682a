import { saveMerchant } from '~/domain/guides/save-guides.admin.server.ts'
import { merchantSchema } from '~/domain/guides/model.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/content-merchants'
import { MB } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: the merchants' list.
export const handle = { body: { bytes: 5.5 * MB } } satisfies PageHandle

/** POST /admin/content/merchants: a merchant's affiliate parameter and tag (the Content tab). */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  return attempt(async () => {
    await saveMerchant(db, admin, parseOrFail(merchantSchema, form ?? new FormData()))
    return redirectWithToast('/admin?tab=content', { type: 'success', title: 'Affiliate setting saved' })
  })
}
