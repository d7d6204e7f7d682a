import { recordAudit } from '~/domain/audit-log/record-audit.server.ts'
import { businessSearchCondition } from '~/domain/business/business-search.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { deleteBusinesses } from './delete-businesses.server.ts'

const CHUNK = 1000

/**
 * "Select all listings matching …" then Delete Selected: every business the admin
 * search finds for `q` (the same condition as the Business Listings tab), not only a page. A
 * search with no word matches nothing. One transaction with its audit entry; returns the ids.
 */
export async function removeMatchingBusinesses(db: DB, actor: { email: string }, q: string): Promise<string[]> {
  const condition = await businessSearchCondition(db, q)
  if (!condition) return []
  return db.transaction().execute(async (trx) => {
    const ids = (await trx.selectFrom('businesses').select('id').where(condition).execute()).map((r) => r.id)
    const deleted: string[] = []
    for (let start = 0; start < ids.length; start += CHUNK) deleted.push(...(await deleteBusinesses(trx, ids.slice(start, start + CHUNK))))
    if (deleted.length > 0) {
      await recordAudit(trx, { actor: actor.email, action: 'business.bulk-delete', entity: 'business', detail: { count: deleted.length, search: q, ids: deleted.slice(0, 100) } })
    }
    return deleted
  })
}
