import type { DB } from '~/lib/db.server.ts'
import type { ProblemReportInput } from './model.ts'

/** Stores a visitor's problem report for the admin's Reports queue; false when the business is not a published one. */
export async function createProblemReport(db: DB, businessId: string, input: ProblemReportInput, meta: { ip: string | null; userId: string | null }): Promise<boolean> {
  const business = await db.selectFrom('businesses').select('id').where('id', '=', businessId).where('status', '=', 'published').executeTakeFirst()
  if (!business) return false
  await db
    .insertInto('problem_reports')
    .values({ business_id: businessId, kind: input.kind, details: input.details, field: input.field, correction: input.correction, email: input.email, ip: meta.ip, user_id: meta.userId })
    .execute()
  return true
}
