import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from './record-audit.server.ts'

/** Deletes a badge; false when there was none with that id, 'in-use' when awards or applications name it. */
export async function deleteBadge(db: DB, actor: { email: string }, id: string): Promise<boolean | 'in-use'> {
  return db.transaction().execute(async (trx) => {
    const held = (await trx.selectFrom('awards').select('id').where('badge_id', '=', id).limit(1).executeTakeFirst())
      ?? (await trx.selectFrom('applications').select('id').where('badge_id', '=', id).limit(1).executeTakeFirst())
    if (held) return 'in-use' as const
    const deleted = await trx.deleteFrom('badges').where('id', '=', id).returning('name').executeTakeFirst()
    if (!deleted) return false
    await recordAudit(trx, { actor: actor.email, action: 'badge.delete', entity: 'badge', entityId: id, detail: { name: deleted.name } })
    await bumpContentVersion(trx)
    return true
  })
}
