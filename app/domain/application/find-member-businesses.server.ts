import type { DB } from '~/lib/db.server.ts'

/**
 * The businesses a member may apply for: those they are the verified owner of, those of
 * their approved submissions (a submission gets its business_id once approved) and those of their
 * earlier applications. Ordered by name.
 */
export async function findMemberBusinesses(db: DB, userId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('businesses')
    .select(['businesses.id', 'businesses.name'])
    .where((eb) =>
      eb.or([
        eb('businesses.owner_id', '=', userId),
        eb('businesses.id', 'in', eb.selectFrom('submissions').select('business_id').where('submitted_by', '=', userId).where('status', '=', 'approved').where('business_id', 'is not', null).$narrowType<{ business_id: string }>()),
        eb('businesses.id', 'in', eb.selectFrom('applications').select('business_id').where('user_id', '=', userId).where('business_id', 'is not', null).$narrowType<{ business_id: string }>()),
      ]),
    )
    .orderBy('businesses.name')
    .limit(200)
    .execute()
}

/** Whether the member may apply for this business (see findMemberBusinesses). */
export async function memberHasBusiness(db: DB, userId: string, businessId: string): Promise<{ name: string } | null> {
  const rows = await findMemberBusinesses(db, userId)
  return rows.find((b) => b.id === businessId) ?? null
}
