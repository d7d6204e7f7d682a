import type { DB } from '~/lib/db.server.ts'
import { canWithdraw, type ApplicationStatus } from './model.ts'

/** The member withdraws their own application while it has no outcome; false when it cannot be. */
export async function withdrawApplication(db: DB, userId: string, applicationId: string): Promise<boolean> {
  const open = (['awaiting_payment', 'new', 'scheduled', 'in_audit'] as ApplicationStatus[]).filter(canWithdraw)
  const updated = await db.updateTable('applications').set({ status: 'withdrawn', updated_at: new Date() })
    .where('id', '=', applicationId).where('user_id', '=', userId).where('status', 'in', open).executeTakeFirst()
  return Number(updated.numUpdatedRows) > 0
}
