import { conflict } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { canWithdraw, type ApplicationStatus } from './model.ts'

/** The member withdraws their own application while it has no outcome (else a conflict). */
export async function withdrawApplication(db: DB, userId: string, applicationId: string): Promise<void> {
  const open = (['awaiting_payment', 'new', 'scheduled', 'in_audit'] as ApplicationStatus[]).filter(canWithdraw)
  const updated = await db.updateTable('applications').set({ status: 'withdrawn', updated_at: new Date() })
    .where('id', '=', applicationId).where('user_id', '=', userId).where('status', 'in', open).executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) throw conflict('This application can no longer be withdrawn.')
}
