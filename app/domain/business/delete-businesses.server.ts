import type { Kysely } from 'kysely'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { Database } from '~/lib/db-schema.ts'
import { inTransaction } from '~/lib/transaction.server.ts'
import { isUuid } from '~/lib/uuid.ts'

/** Deletes businesses by id; returns the ids that existed and are now gone. */
export async function deleteBusinesses(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  const valid = ids.filter(isUuid)
  if (valid.length === 0) return []
  return inTransaction(db, async (trx) => {
    const deleted = await trx.deleteFrom('businesses').where('id', 'in', valid).returning('id').execute()
    if (deleted.length > 0) await bumpContentVersion(trx)
    return deleted.map((r) => r.id)
  })
}
