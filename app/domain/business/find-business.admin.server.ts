import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { businessOfRow } from './business-of-row.ts'

/** Spec §7 "business_listings: select one by id" (for the editor); null for an unknown id. */
export async function findBusiness(db: DB, id: string) {
  if (!isUuid(id)) return null
  const row = await db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return { id: row.id, ...businessOfRow(row) }
}
