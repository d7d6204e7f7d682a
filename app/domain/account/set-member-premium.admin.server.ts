import { notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

export type PremiumChange = 'grant' | 'revoke'

/**
 * The admin grants or revokes Premium by hand: profiles.subscription_level and
 * the audit entry are written in one transaction. Not-found when there is no such member;
 * 'unchanged' (nothing written, nothing audited) when the member already had that level.
 */
export async function setMemberPremium(
  db: DB,
  actor: { email: string },
  userId: string,
  change: PremiumChange,
): Promise<'updated' | 'unchanged'> {
  const level = change === 'grant' ? 'premium' : 'free'
  return db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('profiles').innerJoin('user', 'user.id', 'profiles.user_id')
      .select(['profiles.subscription_level', 'user.email'])
      .where('profiles.user_id', '=', userId).forUpdate().executeTakeFirst()
    if (!member) throw notFound('That member no longer exists.')
    if (member.subscription_level === level) return 'unchanged'
    await trx.updateTable('profiles').set({ subscription_level: level, updated_at: new Date() }).where('user_id', '=', userId).execute()
    await recordAudit(trx, {
      actor: actor.email,
      action: change === 'grant' ? 'member.grant-premium' : 'member.revoke-premium',
      entity: 'member',
      entityId: userId,
      detail: { name: member.email },
    })
    return 'updated'
  })
}
