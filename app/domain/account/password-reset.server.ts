import type { DB } from '~/lib/db.server.ts'
import { getAuth } from './auth.server.ts'

/**
 * Sends a reset link when the e-mail has an account. The caller always shows the same answer,
 * so the form never reveals whether an address is registered.
 */
export async function requestPasswordReset(db: DB, email: string): Promise<void> {
  await getAuth(db).api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } }).catch(() => undefined)
}

/** Sets a new password with a reset token; false when the link is unknown, used or expired. */
export async function resetPassword(db: DB, token: string, newPassword: string): Promise<boolean> {
  try {
    await getAuth(db).api.resetPassword({ body: { token, newPassword } })
    return true
  } catch {
    return false
  }
}
