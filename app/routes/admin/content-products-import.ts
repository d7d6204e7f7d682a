import { data } from 'react-router'
import { importProductsCsv } from '~/domain/admin/content/products-csv.server.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/content-products-import'

const MAX_BYTES = 2 * 1024 * 1024

/** POST /admin/content/products/import: a products CSV (the file field), all rows or none. */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  const file = form?.get('file')
  if (!(file instanceof File) || file.size === 0) return data({ errors: ['Choose a CSV file to import.'] }, { status: 422 })
  if (file.size > MAX_BYTES) return data({ errors: ['The file is larger than 2 MB.'] }, { status: 413 })
  const text = await file.text()
  if (text.includes('\uFFFD') || text.includes('\u0000')) return data({ errors: ['The file must be UTF-8 text.'] }, { status: 422 })
  const result = await importProductsCsv(db, admin, text)
  if (!result.ok) return redirectWithToast('/admin?tab=content', { type: 'error', title: 'Products not imported', description: result.errors.slice(0, 3).join(' ') })
  return redirectWithToast('/admin?tab=content', { type: 'success', title: 'Products imported', description: `${result.created} created, ${result.updated} updated` })
}
