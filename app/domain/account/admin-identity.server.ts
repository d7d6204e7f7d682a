import { getEnv } from '~/lib/env.server.ts'

/**
 * Spec §6: the administrator is the account whose e-mail is ADMIN_EMAIL (or an account created
 * by `npm run admin:create`, which carries the admin role).
 */
export function isAdminEmail(email: string): boolean {
  const adminEmail = getEnv().ADMIN_EMAIL
  return adminEmail !== undefined && adminEmail.toLowerCase() === email.trim().toLowerCase()
}

export function isAdminAccount(user: { email: string; role?: string | null }): boolean {
  return user.role === 'admin' || isAdminEmail(user.email)
}
