import type { DB } from '~/lib/db.server.ts'
import type { ProblemReportInput } from './model.ts'

/**
 * Stores a visitor's problem report for the admin's Reports queue: 'not-found' when the business is
 * not a published one, 'no-records' for a dispute of public records on a business that has none attached.
 */
export async function createProblemReport(db: DB, businessId: string, input: ProblemReportInput, meta: { ip: string | null; userId: string | null }): Promise<'created' | 'not-found' | 'no-records'> {
  const business = await db.selectFrom('businesses').select('id').where('id', '=', businessId).where('status', '=', 'published').executeTakeFirst()
  if (!business) return 'not-found'
  if (input.kind === 'records') {
    const attached = await db.selectFrom('osha_inspections').select('activity_nr').where('business_id', '=', businessId).where('match_status', 'in', ['certain', 'confirmed']).limit(1).executeTakeFirst()
    if (!attached) return 'no-records'
  }
  await db
    .insertInto('problem_reports')
    .values({ business_id: businessId, kind: input.kind, details: input.details, field: input.field, correction: input.correction, email: input.email, ip: meta.ip, user_id: meta.userId })
    .execute()
  return 'created'
}
