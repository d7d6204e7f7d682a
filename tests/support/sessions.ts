// Session cookies for tests that send requests as the admin and as a member.
import { getAuth } from '~/domain/account/auth.server.ts'
import { createAdminAccount } from '~/domain/admin/create-admin-account.server.ts'
import type { DB } from '~/lib/db.server.ts'

export const TEST_ADMIN = { email: 'owner@safest.test', password: 'correct-horse-battery-9' }
export const TEST_MEMBER = { name: 'Member', email: 'member@example.com', password: 'member-password-42' }

const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

/** Creates the admin account (ADMIN_EMAIL must be TEST_ADMIN.email) and a member; their Cookie headers. */
export async function adminAndMemberCookies(db: DB): Promise<{ admin: string; member: string; memberId: string }> {
  await createAdminAccount(db, TEST_ADMIN)
  const auth = getAuth(db)
  const member = await auth.api.signUpEmail({ body: TEST_MEMBER, asResponse: true })
  const admin = await auth.api.signInEmail({ body: TEST_ADMIN, asResponse: true })
  const { id } = await db.selectFrom('user').select('id').where('email', '=', TEST_MEMBER.email).executeTakeFirstOrThrow()
  return { admin: cookieOf(admin), member: cookieOf(member), memberId: id }
}
