// A visitor's "Report a problem" on a business, sent as the form sends it, and the report as the
// admin's Reports queue lists it.
import { createProblemReport } from '~/domain/problem-report/create-problem-report.server.ts'
import { findProblemReports } from '~/domain/problem-report/find-problem-reports.admin.server.ts'
import { problemReportSchema } from '~/domain/problem-report/model.ts'
import type { DB } from '~/lib/db.server.ts'

/** Sends the report's form fields for the business anonymously from `ip`; the queued report. */
export async function reportProblem(db: DB, businessId: string, fields: Record<string, string>, ip = '10.9.0.1') {
  await createProblemReport(db, businessId, problemReportSchema.parse(fields), { ip, userId: null })
  const report = (await findProblemReports(db)).find((r) => r.businessId === businessId)
  if (!report) throw new Error(`no open problem report on ${businessId}`)
  return report
}
