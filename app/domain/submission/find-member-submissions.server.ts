import type { DB } from '~/lib/db.server.ts'

/** The submissions a member sent while signed in, newest first, with their review status. */
export async function findMemberSubmissions(db: DB, userId: string) {
  return db
    .selectFrom('submissions')
    .leftJoin('cities', 'cities.id', 'submissions.city_id')
    .select([
      'submissions.id',
      'submissions.kind',
      'submissions.business_name as businessName',
      'submissions.status',
      'submissions.decision_reason as decisionReason',
      'submissions.created_at as createdAt',
      'cities.name as cityName',
    ])
    .where('submissions.submitted_by', '=', userId)
    .orderBy('submissions.created_at', 'desc')
    .limit(100)
    .execute()
}
