import type { DB } from '~/lib/db.server.ts'
import { isAdminEmail } from './admin-identity.server.ts'
import { getAuth } from './auth.server.ts'

export type AuthResult =
  | { ok: true; userId: string; headers: Headers }
  | { ok: false; reason: 'already-registered' | 'invalid-credentials' | 'error'; message?: string }

/** Copies Better Auth's session cookies onto headers we return from an action. */
export function sessionHeaders(response: Response): Headers {
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return headers
}

/** Creates an account (name stored as the profile's full_name) and signs it in. */
export async function signUp(
  db: DB,
  input: { name: string; email: string; password: string },
  request: Request,
): Promise<AuthResult> {
  // The admin's address is reserved (spec §6): the public form answers as for any taken address.
  if (isAdminEmail(input.email)) return { ok: false, reason: 'already-registered' }
  const response = await getAuth(db).api.signUpEmail({
    body: { name: input.name, email: input.email, password: input.password },
    headers: request.headers,
    asResponse: true,
  })
  const body = (await response.clone().json().catch(() => ({}))) as { code?: string; message?: string; user?: { id: string } }
  if (!response.ok) {
    if (body.code?.startsWith('USER_ALREADY_EXISTS')) return { ok: false, reason: 'already-registered' }
    return { ok: false, reason: 'error', message: body.message }
  }
  const userId = body.user?.id
  if (!userId) return { ok: false, reason: 'error' }
  await db.updateTable('profiles').set({ full_name: input.name, updated_at: new Date() }).where('user_id', '=', userId).execute()
  return { ok: true, userId, headers: sessionHeaders(response) }
}
