import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { exportBusinessesCsv } from '~/domain/business/export-businesses.admin.server.ts'
import { CSV_MESSAGES, EXPORT_FILE_NAME } from '~/domain/business/businesses-csv.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/businesses-export'

/** GET /admin/businesses.csv: every business business as business_listings.csv (spec §5 CSV export), streamed. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await database()
  await requireAdmin(db, request)
  const body = await exportBusinessesCsv(db)
  if (!body) {
    return new Response(CSV_MESSAGES.noData.description, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${EXPORT_FILE_NAME}"`,
      'Cache-Control': 'no-store',
    },
  })
}
