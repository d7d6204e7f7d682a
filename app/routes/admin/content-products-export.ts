import { exportProductsCsv } from '~/domain/guides/products-csv.admin.server.ts'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/content-products-export'

/** GET /admin/content/products.csv: every product of the guides as products.csv. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await database()
  await requireAdmin(db, request)
  return new Response(await exportProductsCsv(db), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="products.csv"', 'Cache-Control': 'no-store' },
  })
}
