import { conflict, notFound } from '~/lib/app-error.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

export const BADGE_GONE = 'That badge no longer exists.'

/** Deletes a badge; not-found when there was none with that id, a conflict when awards or applications name it. */
export async function deleteBadge(db: DB, actor: { email: string }, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const held = (await trx.selectFrom('awards').select('id').where('badge_id', '=', id).limit(1).executeTakeFirst())
      ?? (await trx.selectFrom('applications').select('id').where('badge_id', '=', id).limit(1).executeTakeFirst())
    if (held) throw conflict('Businesses hold or applied for this badge; it cannot be deleted.')
    const deleted = await trx.deleteFrom('badges').where('id', '=', id).returning('name').executeTakeFirst()
    if (!deleted) throw notFound(BADGE_GONE)
    await recordAudit(trx, { actor: actor.email, action: 'badge.delete', entity: 'badge', entityId: id, detail: { name: deleted.name } })
    await bumpContentVersion(trx)
  })
}
