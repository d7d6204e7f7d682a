import type { DB } from '~/lib/db.server.ts'

/** Whether the member has confirmed their sign-in address (reviews need it). */
export async function isAddressConfirmed(db: DB, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('emailVerified').where('id', '=', userId).executeTakeFirst()
  return row?.emailVerified === true
}
