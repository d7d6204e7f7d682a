import { data, redirect } from 'react-router'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { setSampleNotice } from '~/domain/admin/set-sample-notice.server.ts'
import { sampleNoticeSchema } from '~/domain/site-settings/model.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import type { Route } from './+types/settings'

/** POST /admin/settings: show or hide the directory's sample-listings notice (audited). */
export async function action({ request }: Route.ActionArgs) {
  const db = await database()
  const admin = await requireAdmin(db, request)
  const form = await request.formData().catch(() => null)
  const parsed = form ? parseForm(sampleNoticeSchema, form) : null
  if (!parsed?.ok) return data({ error: 'Sample notice must be on or off' }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  await setSampleNotice(db, admin, parsed.value.sampleNotice === 'on')
  return redirect('/admin?tab=settings')
}
