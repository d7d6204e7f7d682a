import { importProductsCsv } from '~/domain/guides/products-csv.admin.server.ts'
import { AppError, invalid } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/content-products-import'
import { MB } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: a products CSV.
export const handle = { body: { bytes: 5.5 * MB } } satisfies PageHandle

const MAX_BYTES = 2 * 1024 * 1024
const BACK = '/admin?tab=content'

/** POST /admin/content/products/import: a products CSV (the file field), all rows or none. A refused file goes back with its problems. */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  return attempt(
    async () => {
      const file = form?.get('file')
      if (!(file instanceof File) || file.size === 0) throw invalid('file', 'Choose a CSV file to import.')
      if (file.size > MAX_BYTES) throw new AppError('payload-too-large', 'The file is larger than 2 MB.', { field: 'file' })
      const text = await file.text()
      if (text.includes('\uFFFD') || text.includes('\u0000')) throw invalid('file', 'The file must be UTF-8 text.')
      const imported = await importProductsCsv(db, admin, text)
      return redirectWithToast(BACK, { type: 'success', title: 'Products imported', description: `${imported.created} created, ${imported.updated} updated` })
    },
    { redirect: BACK, title: 'Products not imported' },
  )
}
