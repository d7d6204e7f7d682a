import type { Kysely } from 'kysely'
import type { Database } from '~/lib/db-schema.ts'
import { businessOfRow } from './business-of-row.ts'
import type { ImportPlan } from './plan-import.server.ts'

const CHUNK = 500

/**
 * Keeps what an import did as a batch (decision 030): the businesses it created and, for those
 * it updated, their values before. Nothing changed: no batch (null). In the import's transaction.
 */
export async function recordImportBatch(
  trx: Kysely<Database>,
  actor: { email: string },
  fileName: string | null,
  created: string[],
  updated: ImportPlan['updates'],
): Promise<string | null> {
  if (created.length === 0 && updated.length === 0) return null
  const { id } = await trx.insertInto('import_batches').values({ actor: actor.email, file_name: fileName }).returning('id').executeTakeFirstOrThrow()
  const items = [
    ...created.map((businessId) => ({ batch_id: id, business_id: businessId, action: 'created' as const, before: null })),
    ...updated.map((u) => ({ batch_id: id, business_id: u.id, action: 'updated' as const, before: JSON.stringify(businessOfRow(u.current)) })),
  ]
  for (let start = 0; start < items.length; start += CHUNK) {
    // A business two rows updated: its first "before" is the one to restore.
    await trx.insertInto('import_batch_items').values(items.slice(start, start + CHUNK)).onConflict((oc) => oc.doNothing()).execute()
  }
  return id
}
