// Session cookies for tests that send requests as the admin and as a member.
import { getAuth } from '~/domain/account/auth.server.ts'
import { createAdminAccount } from '~/domain/admin/create-admin-account.server.ts'
import type { DB } from '~/lib/db.server.ts'

export const TEST_ADMIN = { email: 'owner@safest.test', password: 'correct-horse-battery-9' }
export const TEST_MEMBER = { name: 'Member', email: 'member@example.com', password: 'member-password-42' }
export const TEST_OTHER = { name: 'Other', email: 'other@example.com', password: 'other-password-42' }

/** The Cookie header a browser sends back after this response. */
export const cookieOf = (response: Response | Headers) =>
  (response instanceof Headers ? response : response.headers).getSetCookie().map((c) => c.split(';')[0]).join('; ')

/** Signs a member up; their Cookie header and user id. */
export async function signUpMember(db: DB, member: { name: string; email: string; password: string }): Promise<{ cookie: string; id: string }> {
  const response = await getAuth(db).api.signUpEmail({ body: member, asResponse: true })
  const { id } = await db.selectFrom('user').select('id').where('email', '=', member.email).executeTakeFirstOrThrow()
  return { cookie: cookieOf(response), id }
}

/** Creates the admin account (ADMIN_EMAIL must be TEST_ADMIN.email) and a member; their Cookie headers. */
export async function adminAndMemberCookies(db: DB): Promise<{ admin: string; member: string; memberId: string }> {
  await createAdminAccount(db, TEST_ADMIN)
  const member = await signUpMember(db, TEST_MEMBER)
  const admin = await getAuth(db).api.signInEmail({ body: TEST_ADMIN, asResponse: true })
  return { admin: cookieOf(admin), member: member.cookie, memberId: member.id }
}

/** The admin, a member and another member (TEST_OTHER), signed in: their Cookie headers. */
export async function threeSessions(db: DB): Promise<{ admin: string; member: string; other: string; memberId: string }> {
  const sessions = await adminAndMemberCookies(db)
  return { ...sessions, other: (await signUpMember(db, TEST_OTHER)).cookie }
}

/**
 * An access table's four roles signed in: the admin, a member and another member (TEST_OTHER);
 * each role's Cookie header and user id (anonymous: '').
 */
export async function accessTableSessions(db: DB) {
  const sessions = await adminAndMemberCookies(db)
  const other = await signUpMember(db, TEST_OTHER)
  const admin = await db.selectFrom('user').select('id').where('email', '=', TEST_ADMIN.email).executeTakeFirstOrThrow()
  return {
    cookies: { anonymous: '', member: sessions.member, other: other.cookie, admin: sessions.admin },
    ids: { anonymous: '', member: sessions.memberId, other: other.id, admin: admin.id },
  }
}
