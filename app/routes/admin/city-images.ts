import { cityImagesStatus, requestCityImages } from '~/domain/city-images/city-images-tab.admin.server.ts'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { notAForm } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/city-images'
import { MB, upload } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: an image of 5 MB.
export const handle = { body: upload(5 * MB) } satisfies PageHandle

const NO_STORE = { 'Cache-Control': 'no-store' }

/** GET /admin/city-images[?job=…&specific=1] — the cities' image versions and the job to show (polled while it runs). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  await requireAdmin(db, request, 'api')
  const params = url.searchParams
  return Response.json(await cityImagesStatus(db, { specific: params.get('specific') === '1', jobId: params.get('job') }), { headers: NO_STORE })
}

/** POST /admin/city-images — Generate Image / Regenerate (intent=generate, cityId) and Generate All (intent=generate-all, scope). */
export async function action({ request }: Route.ActionArgs) {
  const db = await database()
  const admin = await requireAdmin(db, request, 'api')
  return attempt(async () => {
    const form = await request.formData().catch(() => null)
    if (!form) throw notAForm()
    return Response.json({ ok: true, job: await requestCityImages(db, form, admin.email) }, { status: 202, headers: NO_STORE })
  })
}
