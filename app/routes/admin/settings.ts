import { data, redirect } from 'react-router'
import { setSampleNotice } from '~/domain/site-settings/set-sample-notice.admin.server.ts'
import { sampleNoticeSchema } from '~/domain/site-settings/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/settings'

/** POST /admin/settings: show or hide the directory's sample notice (audited). */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  const parsed = form ? parseForm(sampleNoticeSchema, form) : null
  if (!parsed?.ok) return data({ error: 'Sample notice must be on or off' }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  await setSampleNotice(db, admin, parsed.value.sampleNotice === 'on')
  return redirect('/admin?tab=settings')
}
