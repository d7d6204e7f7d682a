import { invalid, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { BUSINESS_NOT_FOUND, NO_RECORDS_TO_DISPUTE, type ProblemReportInput } from './model.ts'

/**
 * Stores a visitor's problem report for the admin's Reports queue. Refused when the business is
 * not a published one, or for a dispute of public records on a business that has none attached.
 */
export async function createProblemReport(db: DB, businessId: string, input: ProblemReportInput, meta: { ip: string | null; userId: string | null }): Promise<void> {
  const business = await db.selectFrom('businesses').select('id').where('id', '=', businessId).where('status', '=', 'published').executeTakeFirst()
  if (!business) throw notFound(BUSINESS_NOT_FOUND)
  if (input.kind === 'records') {
    const attached = await db.selectFrom('osha_inspections').select('business_id').where('business_id', '=', businessId).where('match_status', 'in', ['certain', 'confirmed'])
      .union(db.selectFrom('record_establishments').select('business_id').where('business_id', '=', businessId).where('match_status', 'in', ['certain', 'confirmed']))
      .limit(1).executeTakeFirst()
    if (!attached) throw invalid('kind', NO_RECORDS_TO_DISPUTE)
  }
  await db
    .insertInto('problem_reports')
    .values({ business_id: businessId, kind: input.kind, details: input.details, field: input.field, correction: input.correction, email: input.email, ip: meta.ip, user_id: meta.userId })
    .execute()
}
