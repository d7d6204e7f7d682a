import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { exportListingsCsv } from '~/domain/listings/export-listings.server.ts'
import { CSV_MESSAGES, EXPORT_FILE_NAME } from '~/domain/listings/listings-csv.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/listings-export'

/** GET /admin/listings.csv: every business listing as business_listings.csv (spec §5 CSV export), streamed. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = await database()
  await requireAdmin(db, request)
  const body = await exportListingsCsv(db)
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
