import type { DB } from '~/lib/db.server.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

/**
 * The admin shows or hides the directory's "Sample listings for demonstration" notice: the
 * setting, the audit entry and the content version (cached pages go stale) in one transaction.
 * 'unchanged' (nothing written, nothing audited) when it already was so.
 */
export async function setSampleNotice(db: DB, actor: { email: string }, show: boolean): Promise<'updated' | 'unchanged'> {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('site_settings').values({ id: 1 }).onConflict((oc) => oc.column('id').doNothing()).execute()
    const row = await trx.selectFrom('site_settings').select('sample_notice').where('id', '=', 1).forUpdate().executeTakeFirstOrThrow()
    if (row.sample_notice === show) return 'unchanged'
    await trx.updateTable('site_settings').set({ sample_notice: show, updated_at: new Date() }).where('id', '=', 1).execute()
    await recordAudit(trx, { actor: actor.email, action: 'settings.sample-notice', entity: 'settings', entityId: 'sample-notice', detail: { name: show ? 'Sample notice shown' : 'Sample notice hidden' } })
    await bumpContentVersion(trx)
    return 'updated'
  })
}
